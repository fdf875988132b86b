import { FormOpening } from '~/components/forms/form-opening';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { useId, useMemo, useState } from 'react';
import { Button } from '~/components/ui/button';
import { ChoiceGroup } from '~/components/ui/choice-group';
import { InputField, TextareaField } from '~/components/ui/form';
import { FailurePanel, SuccessPanel } from '~/components/ui/form-outcome';
import { notify, notifyError, notifyInfo } from '~/components/ui/toaster';
import type { FieldErrors, FormValues, SubmissionFailure } from '~/submissions/submission';
import { textValue } from '~/submissions/submission';
import { useEnhancedForm } from '~/components/forms/use-enhanced-form';
import {
  type Availability,
  canBookDay,
  DEFAULT_MEETING_TYPE,
  MEETING_TYPES,
  openDates,
  takenSlotKeys,
  zoneGenericName,
} from '~/lib/booking/booking';
import { useBookingCalendarReady } from './lazy-booking-calendar';
import { BOOKING_MISSING_FIELDS, BOOKING_SENT, bookingFailure, splitMessage } from '~/submissions/lead-messages';
import { PrivacyNote } from '~/components/forms/privacy-note';
import { BookingDateChoice } from './booking-date-choice';
import { BOOKING_LABELS, type BookingField, REQUIRED_BOOKING_FIELDS as REQUIRED } from './booking-fields';
import { BookingSummary } from './booking-summary';
import { BookingTimeChoice } from './booking-time-choice';

type DocumentResult =
  { status: 'error'; fieldErrors: FieldErrors; values: FormValues; formError?: string } | SubmissionFailure;

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
    schema: () => import('~/submissions/booking-schema').then((module) => module.bookingSchema(new Date(), rules)),
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
  // The server's moment until hydration, so the first render in the browser matches the HTML.
  const now = hydrated ? new Date() : new Date(servedAt);
  const zoneName = zoneGenericName(availability.timeZone);
  const ready = REQUIRED.every((name) => state[name].trim() !== '');
  const fieldId = (name: string) => `${id}-${name}`;
  const fields = (Object.keys(BOOKING_LABELS) as BookingField[]).map((name) => ({
    name,
    label: BOOKING_LABELS[name],
    id: name === 'date' && calendarShown ? `${id}-date-label` : fieldId(name),
  }));
  const documentFailure = documentResult?.status === 'failure' ? splitMessage(documentResult.message) : undefined;
  const listedDates = openDates(availability, now, rules.takenKeys, LISTED_DATES);
  const pickDate = (iso: string) => {
    setBooked(0);
    setState((current) => ({ ...current, date: iso, time: '' }));
  };

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
        <BookingDateChoice
          id={id}
          hydrated={hydrated}
          calendarShown={calendarShown}
          onWantCalendar={() => setWantCalendar(true)}
          value={state.date}
          defaultValue={initial.date}
          onChange={pickDate}
          listedDates={listedDates}
          now={now}
          isOpen={(iso) => canBookDay(rules, iso, now)}
          error={errors.date}
        />

        <div className="space-y-6">
          <BookingTimeChoice
            availability={availability}
            takenKeys={rules.takenKeys}
            date={state.date}
            listedDates={listedDates}
            now={now}
            hydrated={hydrated}
            zoneName={zoneName}
            value={state.time}
            defaultValue={initial.time}
            onChange={set('time')}
            error={errors.time}
          />
          <ChoiceGroup
            type="radio"
            name="meetingType"
            legend={BOOKING_LABELS.meetingType}
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
            <BookingSummary
              id={id}
              date={state.date}
              time={state.time}
              meetingType={state.meetingType}
              timeZone={availability.timeZone}
            />
          ) : null}
        </div>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id={fieldId('customerName')}
          name="customerName"
          label={BOOKING_LABELS.customerName}
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
          label={BOOKING_LABELS.customerEmail}
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
          label={BOOKING_LABELS.customerPhone}
          autoComplete="tel"
          required
          value={state.customerPhone}
          onChange={(event) => set('customerPhone')(event.target.value)}
          error={errors.customerPhone}
        />
        <InputField
          id={fieldId('company')}
          name="company"
          label={BOOKING_LABELS.company}
          autoComplete="organization"
          defaultValue={textValue(kept, 'company')}
          error={errors.company}
        />
      </div>
      <TextareaField
        id={fieldId('description')}
        name="description"
        label={BOOKING_LABELS.description}
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
