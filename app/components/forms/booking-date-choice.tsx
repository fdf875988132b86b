import { useEffect, useRef } from 'react';
import { ChoiceGroup } from '~/components/ui/choice-group';
import { formatBookingDay } from '~/lib/booking/booking';
import { BOOKING_LABELS } from './booking-fields';
import { LazyBookingCalendar } from './lazy-booking-calendar';

interface BookingDateChoiceProps {
  /** The form's id: the picker's label is `${id}-date-label`. */
  id: string;
  hydrated: boolean;
  /** The picker is in the page (fetched after hydration); until then, the list of dates. */
  calendarShown: boolean;
  /** The visitor reached for the dates with a mouse: fetch the picker now. */
  onWantCalendar: () => void;
  /** The date picked (controlled once hydrated). */
  value: string;
  /** The date the server kept (without JavaScript). */
  defaultValue: string;
  onChange: (iso: string) => void;
  /** The next days with open times, for the list. */
  listedDates: string[];
  now: Date;
  isOpen: (iso: string) => boolean;
  error: string[] | undefined;
}

/** The date of the call: the server's list of the next open days, the picker once it is in. */
export function BookingDateChoice({
  id,
  hydrated,
  calendarShown,
  onWantCalendar,
  value,
  defaultValue,
  onChange,
  listedDates,
  now,
  isOpen,
  error,
}: BookingDateChoiceProps) {
  // A visitor in the list when the picker arrives keeps their place: focus moves to its label.
  const listFocused = useRef(false);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (calendarShown && listFocused.current && lost) document.getElementById(`${id}-date-label`)?.focus();
  }, [calendarShown, id]);

  return (
    <div
      className="booking-date space-y-3"
      onPointerEnter={(event) => {
        // A mouse on its way to the dates; a touch could land on a day swapped in under it.
        if (!calendarShown && event.pointerType === 'mouse') onWantCalendar();
      }}
      onFocus={() => {
        listFocused.current = !calendarShown;
      }}
      onBlur={(event) => {
        // A radio taken out of the page as the picker arrives blurs with nowhere to go.
        if (event.relatedTarget) listFocused.current = false;
      }}
    >
      {calendarShown ? (
        <>
          <p id={`${id}-date-label`} tabIndex={-1} className="text-sm font-semibold text-ink-900">
            {BOOKING_LABELS.date}
            <span aria-hidden="true" className="ml-0.5 text-danger-700">
              *
            </span>
          </p>
          <input type="hidden" name="date" value={value} />
          <LazyBookingCalendar
            value={value}
            now={now}
            isOpen={isOpen}
            labelledBy={`${id}-date-label`}
            onChange={onChange}
          />
          {error ? <p className="text-sm font-medium text-danger-700">{error.join(' ')}</p> : null}
        </>
      ) : (
        <ChoiceGroup
          type="radio"
          name="date"
          legend={BOOKING_LABELS.date}
          hint="The next days with open times."
          required
          choices={listedDates.map((date) => ({ value: date, label: formatBookingDay(date) }))}
          {...(hydrated ? { value, onValueChange: onChange } : { defaultValue })}
          error={error}
          className="booking-date-list sm:grid-cols-2"
          tileClassName="p-3"
        />
      )}
    </div>
  );
}
