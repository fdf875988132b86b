import { ChoiceGroup } from '~/components/ui/choice-group';
import {
  type Availability,
  dayTimes,
  isValidIsoDate,
  labelToClock,
  localTimeOf,
  openTimes,
  slotLabel,
} from '~/lib/booking/booking';
import { BOOKING_LABELS } from './booking-fields';

/** The times of several days together, in clock order. */
function dayTimesOf(dates: string[], timesOf: (date: string) => string[]): string[] {
  return [...new Set(dates.flatMap(timesOf))].sort((a, b) =>
    (labelToClock(a) ?? a) < (labelToClock(b) ?? b) ? -1 : 1,
  );
}

/** The time list's choices: every time shown, the ones not open disabled and labelled so. */
function timeChoices(
  times: string[],
  open: ReadonlySet<string>,
  label: (time: string) => string,
  local: (time: string) => string | undefined,
) {
  return times.map((time) => {
    if (!open.has(time)) return { value: time, label: label(time), description: 'Unavailable', disabled: true };
    const own = local(time);
    return { value: time, label: label(time), description: own ? `${own} your time` : undefined };
  });
}

interface BookingTimeChoiceProps {
  availability: Availability;
  /** Slots other bookings hold. */
  takenKeys: ReadonlySet<string>;
  /** The date picked, if any. */
  date: string;
  /** The days the date list offers (the times before a date is picked). */
  listedDates: string[];
  now: Date;
  hydrated: boolean;
  /** "Central time": the zone the times are in. */
  zoneName: string;
  /** The time picked (controlled once hydrated). */
  value: string;
  /** The time the server kept (without JavaScript). */
  defaultValue: string;
  onChange: (time: string) => void;
  error: string[] | undefined;
}

/**
 * The time of the call: the studio's whole day, a time taken, blocked or past staying in the
 * list, disabled and said so. With a date, that day's times named with the zone's abbreviation on
 * that day; without one (and without JavaScript), every time of the listed days, open if open on
 * any of them. With JavaScript and no date yet, a note asks for the date first.
 */
export function BookingTimeChoice({
  availability,
  takenKeys,
  date,
  listedDates,
  now,
  hydrated,
  zoneName,
  value,
  defaultValue,
  onChange,
  error,
}: BookingTimeChoiceProps) {
  const dateIsValid = isValidIsoDate(date);
  if (hydrated && !dateIsValid)
    return (
      <p className="rounded-xl border border-dashed border-ink-300 p-4 text-sm text-ink-600">
        Pick a date to see the open times.
      </p>
    );
  const choices = dateIsValid
    ? timeChoices(
        dayTimes(availability, date),
        new Set(openTimes(availability, date, now, takenKeys)),
        (time) => slotLabel(date, time, availability.timeZone),
        (time) => (hydrated ? localTimeOf(date, time, availability.timeZone) : undefined),
      )
    : timeChoices(
        dayTimesOf(listedDates, (day) => dayTimes(availability, day)),
        new Set(listedDates.flatMap((day) => openTimes(availability, day, now, takenKeys))),
        (time) => time,
        () => undefined,
      );
  return (
    <ChoiceGroup
      type="radio"
      name="time"
      legend={`${BOOKING_LABELS.time} (${zoneName})`}
      required
      choices={choices}
      {...(hydrated ? { value, onValueChange: onChange } : { defaultValue })}
      error={error}
      className="grid-cols-[repeat(auto-fill,minmax(min(100%,8.5em),1fr))]"
      tileClassName="p-3"
    />
  );
}
