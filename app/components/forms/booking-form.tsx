import { FormOpening } from '~/components/forms/form-opening';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { ChoiceGroup } from '~/components/ui/choice-group';
import { InputField, TextareaField } from '~/components/ui/form';
import { FailurePanel, SuccessPanel } from '~/components/ui/form-outcome';
import { notify, notifyError, notifyInfo } from '~/components/ui/toaster';
import { bookingSchema } from '~/submissions/booking-schema';
import type { FieldErrors, FormValues, SubmissionFailure } from '~/submissions/submission';
import { textValue } from '~/submissions/submission';
import { useEnhancedForm } from '~/components/forms/use-enhanced-form';
import {
  type Availability,
  CALL_DURATION_MINUTES,
  canBookDay,
  dayTimes,
  DEFAULT_MEETING_TYPE,
  formatBookingDate,
  formatBookingDay,
  isValidIsoDate,
  labelToClock,
  localTimeOf,
  MEETING_TYPES,
  openDates,
  openTimes,
  slotLabel,
  takenSlotKeys,
  zoneGenericName,
} from '~/lib/booking/booking';
import { LazyBookingCalendar, useBookingCalendarReady } from './lazy-booking-calendar';
import { BOOKING_MISSING_FIELDS, BOOKING_SENT, bookingFailure, splitMessage } from '~/submissions/lead-messages';
import { PrivacyNote } from '~/components/forms/privacy-note';

type DocumentResult =
  { status: 'error'; fieldErrors: FieldErrors; values: FormValues; formError?: string } | SubmissionFailure;

const REQUIRED = ['date', 'time', 'customerName', 'customerEmail', 'customerPhone'] as const;

const EMPTY = {
  date: '',
  time: '',
  meetingType: String(DEFAULT_MEETING_TYPE),
  customerName: '',
  customerEmail: '',
  customerPhone: '',
};

/** How many days the no-JavaScript date list offers. */
const LISTED_DATES = 10;

interface BookingFormProps {
  enquiryEmail: string;
  /** The "Booking availability" document. */
  availability: Availability;
  /** Start instants of slots with a live booking, when the page was served. */
  taken: string[];
  /** When the page was served (ISO): the server's render and hydration agree on this moment. */
  servedAt: string;
  documentResult?: DocumentResult | undefined;
}

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

/** The call booking: date, time and meeting type, then the visitor's details. */
export function BookingForm({ enquiryEmail, availability, taken, servedAt, documentResult }: BookingFormProps) {
  const id = useId();
  const rules = useMemo(
    () => ({ availability, takenKeys: takenSlotKeys(taken, availability.timeZone) }),
    [availability, taken],
  );
  const kept = documentResult?.values;
  const initial: typeof EMPTY = {
    date: textValue(kept, 'date') ?? '',
    time: textValue(kept, 'time') ?? '',
    meetingType: textValue(kept, 'meetingType') ?? DEFAULT_MEETING_TYPE,
    customerName: textValue(kept, 'customerName') ?? '',
    customerEmail: textValue(kept, 'customerEmail') ?? '',
    customerPhone: textValue(kept, 'customerPhone') ?? '',
  };
  const [state, setState] = useState(initial);
  // After a booking the form empties and its button is disabled, so focus would fall to <body>:
  // a confirmation takes it instead, until the visitor starts the next booking.
  const [booked, setBooked] = useState(0);
  const set = (name: keyof typeof initial) => (value: string) => setState((current) => ({ ...current, [name]: value }));
  const form = useEnhancedForm({
    // The browser checks against the visitor's clock; the action checks again against the server's.
    schema: bookingSchema(new Date(), rules),
    action: '/book-call',
    documentResult,
    onSuccess: () => {
      notify(BOOKING_SENT.title, BOOKING_SENT.description);
      form.reset();
      setState(EMPTY);
      setBooked((count) => count + 1);
    },
    onError: ({ fieldErrors }) => {
      if (REQUIRED.some((name) => fieldErrors[name] && !state[name].trim())) {
        notifyInfo(BOOKING_MISSING_FIELDS.title, BOOKING_MISSING_FIELDS.description);
      }
    },
    onFailure: () => {
      const failure = bookingFailure(enquiryEmail);
      notifyError(failure.title, failure.description);
    },
  });
  const { fieldErrors: errors, hydrated } = form;
  // The picker is fetched after hydration (at once when the visitor reaches for the list);
  // until it is in, the server's list of dates stays, in the same box.
  const [wantCalendar, setWantCalendar] = useState(false);
  const calendarShown = useBookingCalendarReady(hydrated, wantCalendar, availability.timeZone) && hydrated;
  // A visitor in the list when the picker arrives keeps their place: focus moves to its label.
  const listFocused = useRef(false);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (calendarShown && listFocused.current && lost) document.getElementById(`${id}-date-label`)?.focus();
  }, [calendarShown, id]);
  // The server's moment until hydration, so the first render in the browser matches the HTML.
  const now = hydrated ? new Date() : new Date(servedAt);
  const zoneName = zoneGenericName(availability.timeZone);
  const ready = REQUIRED.every((name) => state[name].trim() !== '');
  const fieldId = (name: string) => `${id}-${name}`;
  const fields = [
    { name: 'date', label: 'Date', id: calendarShown ? `${id}-date-label` : fieldId('date') },
    { name: 'time', label: 'Time', id: fieldId('time') },
    { name: 'meetingType', label: 'Meeting type', id: fieldId('meetingType') },
    { name: 'customerName', label: 'Name', id: fieldId('customerName') },
    { name: 'customerEmail', label: 'Email', id: fieldId('customerEmail') },
    { name: 'customerPhone', label: 'Phone', id: fieldId('customerPhone') },
    { name: 'company', label: 'Company', id: fieldId('company') },
    { name: 'description', label: 'What would you like to discuss?', id: fieldId('description') },
  ];
  const documentFailure = documentResult?.status === 'failure' ? splitMessage(documentResult.message) : undefined;
  const dateIsValid = isValidIsoDate(state.date);
  const listedDates = openDates(availability, now, rules.takenKeys, LISTED_DATES);
  // The studio's whole day: a time taken, blocked or past stays in the list, disabled and said
  // so. With a date, that day's times named with the zone's abbreviation on that day; without
  // one (and without JavaScript), every time of the listed days, open if open on any of them.
  const slotChoices = dateIsValid
    ? timeChoices(
        dayTimes(availability, state.date),
        new Set(openTimes(availability, state.date, now, rules.takenKeys)),
        (time) => slotLabel(state.date, time, availability.timeZone),
        (time) => (hydrated ? localTimeOf(state.date, time, availability.timeZone) : undefined),
      )
    : timeChoices(
        dayTimesOf(listedDates, (date) => dayTimes(availability, date)),
        new Set(listedDates.flatMap((date) => openTimes(availability, date, now, rules.takenKeys))),
        (time) => time,
        () => undefined,
      );
  const meetingLabel = MEETING_TYPES.find((type) => type.value === state.meetingType)?.label ?? '';

  return (
    <form {...form.formProps} className="relative space-y-8" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="text-3xl font-extrabold tracking-tight">
          Schedule your free consultation
        </h2>
        <p className="mt-2 text-ink-600">Times are {zoneName}. Fields marked * are required.</p>
      </div>
      {booked > 0 ? (
        <SuccessPanel key={booked} title={BOOKING_SENT.title} focusOnMount>
          <p>{BOOKING_SENT.description}</p>
        </SuccessPanel>
      ) : null}
      {documentFailure ? (
        <FailurePanel title={documentFailure.title}>{documentFailure.description}</FailurePanel>
      ) : null}
      <FormOpening form={form} fields={fields} />

      <div className="grid gap-8 lg:grid-cols-[auto_1fr]">
        <div
          className="booking-date space-y-3"
          onPointerEnter={(event) => {
            // A mouse on its way to the dates; a touch could land on a day swapped in under it.
            if (!calendarShown && event.pointerType === 'mouse') setWantCalendar(true);
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
                Date
                <span aria-hidden="true" className="ml-0.5 text-danger-700">
                  *
                </span>
              </p>
              <input type="hidden" name="date" value={state.date} />
              <LazyBookingCalendar
                value={state.date}
                now={now}
                isOpen={(iso) => canBookDay(rules, iso, now)}
                labelledBy={`${id}-date-label`}
                onChange={(iso) => {
                  setBooked(0);
                  setState((current) => ({ ...current, date: iso, time: '' }));
                }}
              />
              {errors.date ? <p className="text-sm font-medium text-danger-700">{errors.date.join(' ')}</p> : null}
            </>
          ) : (
            <ChoiceGroup
              type="radio"
              name="date"
              legend="Date"
              hint="The next days with open times."
              required
              choices={listedDates.map((date) => ({ value: date, label: formatBookingDay(date) }))}
              {...(hydrated
                ? {
                    value: state.date,
                    onValueChange: (iso: string) => {
                      setBooked(0);
                      setState((current) => ({ ...current, date: iso, time: '' }));
                    },
                  }
                : { defaultValue: initial.date })}
              error={errors.date}
              className="booking-date-list sm:grid-cols-2"
              tileClassName="p-3"
            />
          )}
        </div>

        <div className="space-y-6">
          {!hydrated || dateIsValid ? (
            <ChoiceGroup
              type="radio"
              name="time"
              legend={`Time (${zoneName})`}
              required
              choices={slotChoices}
              {...(hydrated ? { value: state.time, onValueChange: set('time') } : { defaultValue: initial.time })}
              error={errors.time}
              className="grid-cols-[repeat(auto-fill,minmax(min(100%,8.5em),1fr))]"
              tileClassName="p-3"
            />
          ) : (
            <p className="rounded-xl border border-dashed border-ink-300 p-4 text-sm text-ink-600">
              Pick a date to see the open times.
            </p>
          )}
          <ChoiceGroup
            type="radio"
            name="meetingType"
            legend="Meeting type"
            choices={MEETING_TYPES.map((type) => ({
              value: type.value,
              label: (
                <span className="inline-flex items-center gap-2">
                  {type.value === 'video' ? (
                    <SpriteSvg symbol="video" aria-hidden="true" className="size-4" />
                  ) : (
                    <SpriteSvg symbol="phone" aria-hidden="true" className="size-4" />
                  )}
                  {type.label}
                </span>
              ),
            }))}
            {...(hydrated
              ? { value: state.meetingType, onValueChange: set('meetingType') }
              : { defaultValue: initial.meetingType })}
            error={errors.meetingType}
            className="sm:grid-cols-2"
            tileClassName="p-3"
          />
          {hydrated ? (
            <section aria-labelledby={`${id}-summary`} className="rounded-card bg-ink-950 p-5 text-white">
              <h3 id={`${id}-summary`} className="text-sm font-bold tracking-wider text-brand-200 uppercase">
                Booking summary
              </h3>
              <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
                {[
                  {
                    symbol: 'calendar-days' as const,
                    term: 'Date',
                    detail: dateIsValid ? formatBookingDate(state.date) : 'Not picked yet',
                  },
                  {
                    symbol: 'clock' as const,
                    term: 'Time',
                    detail:
                      state.time && dateIsValid
                        ? slotLabel(state.date, state.time, availability.timeZone)
                        : 'Not picked yet',
                  },
                  {
                    symbol: state.meetingType === 'video' ? ('video' as const) : ('phone' as const),
                    term: 'Type',
                    detail: meetingLabel,
                  },
                  { symbol: 'timer' as const, term: 'Duration', detail: `${CALL_DURATION_MINUTES} minutes` },
                ].map(({ symbol, term, detail }) => (
                  <div key={term} className="flex items-center gap-2">
                    <SpriteSvg symbol={symbol} aria-hidden="true" className="size-4 text-brand-300" />
                    <dt className="text-ink-300">{term}:</dt>
                    <dd className="font-semibold">{detail}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id={fieldId('customerName')}
          name="customerName"
          label="Name"
          autoComplete="name"
          required
          value={state.customerName}
          onChange={(event) => set('customerName')(event.target.value)}
          error={errors.customerName}
        />
        <InputField
          id={fieldId('customerEmail')}
          name="customerEmail"
          type="email"
          label="Email"
          autoComplete="email"
          required
          value={state.customerEmail}
          onChange={(event) => set('customerEmail')(event.target.value)}
          error={errors.customerEmail}
        />
        <InputField
          id={fieldId('customerPhone')}
          name="customerPhone"
          type="tel"
          label="Phone"
          autoComplete="tel"
          required
          value={state.customerPhone}
          onChange={(event) => set('customerPhone')(event.target.value)}
          error={errors.customerPhone}
        />
        <InputField
          id={fieldId('company')}
          name="company"
          label="Company"
          autoComplete="organization"
          defaultValue={textValue(kept, 'company')}
          error={errors.company}
        />
      </div>
      <TextareaField
        id={fieldId('description')}
        name="description"
        label="What would you like to discuss?"
        rows={4}
        defaultValue={textValue(kept, 'description')}
        error={errors.description}
      />

      <div className="flex flex-col-reverse gap-4 border-t border-ink-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p id={`${id}-submit-hint`} className="text-sm text-ink-600">
          {hydrated && !ready
            ? 'Pick a date and time and fill in your name, email and phone to book.'
            : 'We confirm every booking within 24 hours.'}
        </p>
        <Button
          type="submit"
          size="lg"
          aria-describedby={`${id}-submit-hint`}
          disabled={form.submitting || (hydrated && !ready)}
          className="shrink-0"
        >
          {form.submitting ? (
            <SpriteSvg symbol="loader-circle" aria-hidden="true" className="animate-spin" />
          ) : (
            <SpriteSvg symbol="send" aria-hidden="true" />
          )}
          {form.submitting ? 'Sending...' : 'Book Your Call'}
        </Button>
      </div>
      <PrivacyNote />
    </form>
  );
}
