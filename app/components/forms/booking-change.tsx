import { Link } from '@remix-run/react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { ChoiceGroup } from '~/components/ui/choice-group';
import { ErrorSummary } from '~/components/ui/form';
import { FailurePanel, SuccessPanel } from '~/components/ui/form-outcome';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { FORM_OUTCOME_ANCHOR } from '~/submissions/respond-params';
import type { FieldErrors, FormValues } from '~/submissions/submission';
import { textValue } from '~/submissions/submission';
import { useEnhancedForm } from '~/components/forms/use-enhanced-form';
import type { BookingView, SlotDay } from '~/bookings/booking-changes.server';
import { splitMessage } from '~/submissions/lead-messages';
import { localTimeOf } from '~/lib/booking/booking';
import { useHydrated } from '~/render/use-hydrated';

type Action = 'cancel' | 'reschedule' | 'confirm' | 'decline';

export type BookingChangeAnswer =
  | { status: 'success'; message?: string }
  | { status: 'failure'; message: string; values: FormValues }
  | { status: 'error'; fieldErrors: FieldErrors; values: FormValues; formError?: string };

export type BookingLinkPage =
  | { status: 'open'; action: Action; booking: BookingView; days: SlotDay[] }
  | { status: 'problem'; title: string; message: string };

const STATUS_WORDS: Record<BookingView['status'], string> = {
  requested: 'Waiting for the studio to confirm',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Canceled',
};

const ACTIONS: Record<Action, { heading: string; lead: string; button: string; symbol: 'send' | 'clock' }> = {
  cancel: {
    heading: 'Cancel your call',
    lead: 'Cancelling frees the time for someone else and sends you an update for your calendar.',
    button: 'Cancel the call',
    symbol: 'send',
  },
  reschedule: {
    heading: 'Move your call',
    lead: 'Pick a new time. Your current time stays booked until the new one is yours.',
    button: 'Move my call',
    symbol: 'clock',
  },
  confirm: {
    heading: 'Confirm this call',
    lead: 'The prospect gets a confirmation with an updated calendar invite.',
    button: 'Confirm the call',
    symbol: 'send',
  },
  decline: {
    heading: 'Decline this call',
    lead: 'The prospect is told and asked to pick another time; the time opens again.',
    button: 'Decline the call',
    symbol: 'send',
  },
};

/** The page a booking link opens: the booking as it stands, and one form for what the link allows. */
export function BookingChange({
  page,
  title,
  formAction,
  documentResult,
  contactEmail,
}: {
  page: BookingLinkPage;
  title: string;
  /** The page's own address with its token, where the form posts. */
  formAction: string;
  documentResult: BookingChangeAnswer | undefined;
  contactEmail: string;
}) {
  if (page.status === 'problem') {
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-extrabold tracking-tight">{page.title}</h1>
        <p className="text-ink-700">{page.message}</p>
        <p>
          <a className="font-semibold text-brand-700 underline" href={`mailto:${contactEmail}`}>
            {contactEmail}
          </a>{' '}
          ·{' '}
          <Link className="font-semibold text-brand-700 underline" to="/book-call">
            Book a call
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <section aria-labelledby="booking-details" className="rounded-card bg-ink-950 p-5 text-white">
        <h2 id="booking-details" className="text-sm font-bold tracking-wider text-brand-200 uppercase">
          The booking
        </h2>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          {[
            { term: 'Date', detail: page.booking.date },
            { term: 'Time', detail: page.booking.time },
            { term: 'Meeting type', detail: page.booking.meeting },
            { term: 'Status', detail: STATUS_WORDS[page.booking.status] },
          ].map(({ term, detail }) => (
            <div key={term} className="flex flex-wrap gap-x-2">
              <dt className="text-ink-300">{term}:</dt>
              <dd className="font-semibold">{detail}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ChangeForm
        action={page.action}
        booking={page.booking}
        days={page.days}
        formAction={formAction}
        documentResult={documentResult}
      />
    </div>
  );
}

function ChangeForm({
  action,
  booking,
  days,
  formAction,
  documentResult,
}: {
  action: Action;
  booking: BookingView;
  days: SlotDay[];
  formAction: string;
  documentResult: BookingChangeAnswer | undefined;
}) {
  // With JavaScript the answer arrives through the form's fetcher; without, as the page's action data.
  const [done, setDone] = useState<string | undefined>();
  const [opened] = useState(booking.status);
  const hydrated = useHydrated();
  const form = useEnhancedForm({
    schema: () => import('~/submissions/booking-change-schema').then((module) => module.bookingChangeSchema),
    action: formAction,
    documentResult,
    onSuccess: (answer) => setDone(answer.message),
  });
  const message = done ?? (documentResult?.status === 'success' ? documentResult.message : undefined);
  const success = message ? splitMessage(message) : undefined;
  if (success) {
    return (
      <SuccessPanel id={FORM_OUTCOME_ANCHOR} title={success.title} focusOnMount>
        <p>{success.description}</p>
      </SuccessPanel>
    );
  }
  // As the page was opened: the form stays until its own answer arrives, even when the page's
  // data is reloaded with the change first (the answer is handed to the form element).
  const live = opened === 'requested' || opened === 'confirmed';
  const settled =
    (action === 'confirm' && opened === 'confirmed') || !live
      ? `Nothing to do: this call is ${STATUS_WORDS[opened].toLowerCase()}.`
      : undefined;
  if (settled) return <p className="rounded-xl border border-ink-200 bg-ink-50 p-4 text-ink-700">{settled}</p>;
  const words = ACTIONS[action];
  const failure = form.failure ? splitMessage(form.failure.message) : undefined;
  const kept = form.values;
  return (
    <form {...form.formProps} className="space-y-6" aria-labelledby="booking-change-heading">
      <div>
        <h2 id="booking-change-heading" className="text-2xl font-bold">
          {words.heading}
        </h2>
        <p className="mt-2 text-ink-600">{words.lead}</p>
      </div>
      {failure ? <FailurePanel title={failure.title}>{failure.description}</FailurePanel> : null}
      <ErrorSummary
        errors={form.fieldErrors}
        formError={form.formError}
        fields={[{ name: 'slot', label: 'New time', id: 'booking-new-time' }]}
        summaryRef={form.summaryRef}
      />
      <input type="hidden" name="intent" value={action} />
      {action === 'reschedule' ? (
        days.length === 0 ? (
          <p className="rounded-xl border border-dashed border-ink-300 p-4 text-ink-700">
            No other times are open in the coming days. Write to us and we will find one with you.
          </p>
        ) : (
          <div id="booking-new-time" tabIndex={-1} className="space-y-5">
            <p className="text-sm font-semibold text-ink-900">New time (the studio&apos;s time zone)</p>
            {days.map((day) => (
              <ChoiceGroup
                key={day.date}
                type="radio"
                name="slot"
                legend={day.label}
                required
                choices={day.times.map((time) => {
                  const local = hydrated ? localTimeOf(day.date, time.clock, day.timeZone) : undefined;
                  return {
                    value: time.value,
                    label: time.label,
                    description: local ? `${local} your time` : undefined,
                  };
                })}
                defaultValue={textValue(kept, 'slot')}
                className="grid-cols-[repeat(auto-fill,minmax(min(100%,8.5em),1fr))]"
                tileClassName="p-3"
              />
            ))}
            {form.fieldErrors.slot ? (
              <p className="text-sm font-medium text-danger-700">{form.fieldErrors.slot.join(' ')}</p>
            ) : null}
          </div>
        )
      ) : null}
      {action !== 'reschedule' || days.length > 0 ? (
        <Button
          type="submit"
          size="lg"
          variant={action === 'cancel' || action === 'decline' ? 'secondary' : 'primary'}
          disabled={form.submitting}
        >
          <SpriteSvg symbol={form.submitting ? 'loader-circle' : words.symbol} aria-hidden="true" />
          {form.submitting ? 'Sending...' : words.button}
        </Button>
      ) : null}
    </form>
  );
}
