import 'react-day-picker/style.css';
import { DayPicker } from 'react-day-picker';
import { isBookableDate, isSlotAvailable, BOOKING_SLOTS } from '~/lib/booking/booking';

function toIso(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function fromIso(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

/** A day that can still be booked: a weekday, not past in Central time, with a time left. */
export function canBookDay(iso: string, now: Date): boolean {
  return isBookableDate(iso, now) && BOOKING_SLOTS.some((slot) => isSlotAvailable(iso, slot.value, now));
}

/**
 * The date picker shown with JavaScript. Calendar days are the visitor's local calendar days,
 * read as the same ISO date the server checks in Central time. Always six weeks tall, so it fills
 * the box the form reserves for it (`.booking-date` in app.css) in every month. Fetched after
 * hydration (use-booking-calendar.ts), with react-day-picker, date-fns and the picker's styles.
 */
export function BookingCalendar({
  value,
  onChange,
  now,
  labelledBy,
}: {
  value: string;
  onChange: (iso: string) => void;
  now: Date;
  labelledBy: string;
}) {
  const selected = fromIso(value);
  const today = fromIso(toIso(now)) ?? now;
  return (
    <div className="booking-calendar w-fit max-w-full rounded-card border border-ink-200 bg-white p-2 [--rdp-accent-background-color:var(--color-brand-50)] [--rdp-accent-color:var(--color-brand-600)] [--rdp-today-color:var(--color-brand-700)] sm:p-3">
      <DayPicker
        mode="single"
        fixedWeeks
        aria-labelledby={labelledBy}
        selected={selected}
        defaultMonth={selected ?? today}
        startMonth={today}
        onSelect={(date) => onChange(date ? toIso(date) : '')}
        disabled={(date: Date) => !canBookDay(toIso(date), now)}
        classNames={{
          month_caption: 'rdp-month_caption font-display text-ink-950',
          day_button: 'rdp-day_button focus-visible:outline-2 focus-visible:outline-brand-600',
          disabled: 'rdp-disabled text-ink-500 line-through decoration-ink-300',
          selected: 'rdp-selected font-bold',
        }}
      />
    </div>
  );
}
