import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import {
  CALL_DURATION_MINUTES,
  formatBookingDate,
  isValidIsoDate,
  MEETING_TYPES,
  slotLabel,
} from '~/lib/booking/booking';
import { BOOKING_LABELS } from './booking-fields';

/** The call as picked so far (shown once the form runs in the browser). */
export function BookingSummary({
  id,
  date,
  time,
  meetingType,
  timeZone,
}: {
  /** The form's id: the heading is `${id}-summary`. */
  id: string;
  date: string;
  time: string;
  meetingType: string;
  timeZone: string;
}) {
  const dateIsValid = isValidIsoDate(date);
  const rows = [
    {
      symbol: 'calendar-days' as const,
      term: BOOKING_LABELS.date,
      detail: dateIsValid ? formatBookingDate(date) : 'Not picked yet',
    },
    {
      symbol: 'clock' as const,
      term: BOOKING_LABELS.time,
      detail: time && dateIsValid ? slotLabel(date, time, timeZone) : 'Not picked yet',
    },
    {
      symbol: meetingType === 'video' ? ('video' as const) : ('phone' as const),
      term: 'Type',
      detail: MEETING_TYPES.find((type) => type.value === meetingType)?.label ?? '',
    },
    { symbol: 'timer' as const, term: 'Duration', detail: `${CALL_DURATION_MINUTES} minutes` },
  ];
  return (
    <section aria-labelledby={`${id}-summary`} className="rounded-card bg-ink-950 p-5 text-white">
      <h3 id={`${id}-summary`} className="text-sm font-bold tracking-wider text-brand-200 uppercase">
        Booking summary
      </h3>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {rows.map(({ symbol, term, detail }) => (
          <div key={term} className="flex items-center gap-2">
            <SpriteSvg symbol={symbol} aria-hidden="true" className="size-4 text-brand-300" />
            <dt className="text-ink-300">{term}:</dt>
            <dd className="font-semibold">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
