import 'react-day-picker/style.css';
import { DayPicker, type DayPickerProps, type Formatters, type Labels, type Modifiers } from 'react-day-picker';
import { MONTHS } from '~/lib/booking/booking';

function toIso(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function fromIso(iso: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
function ordinal(day: number): string {
  const last = day % 10;
  const suffix = last > 3 || Math.floor(day / 10) === 1 ? 'th' : (['th', 'st', 'nd', 'rd'][last] ?? 'th');
  return `${day}${suffix}`;
}

const DAY = 24 * 60 * 60 * 1000;

// What the picker works out for each of its 42 days on its first render, written for the one
// calendar it shows (en-US: weeks start on Sunday, week 1 holds January 1st). Its own versions go
// through date-fns's general `format` and week-year code, a large share of that render (ADR 0016),
// which is a task the visitor waits on. The output is the same (tests/unit/booking-calendar.test.ts).

/** A day button's accessible name, as the picker's `labelDayButton` writes it. */
export function labelDayButton(date: Date, modifiers: Modifiers): string {
  const label = `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${ordinal(date.getDate())}, ${date.getFullYear()}`;
  return `${modifiers.today ? 'Today, ' : ''}${label}${modifiers.selected ? ', selected' : ''}`;
}

/** The number on a day button, as the picker's `formatDay` writes it. */
export function formatDay(date: Date): string {
  return String(date.getDate());
}

/** The week's number, which the picker groups the days by. */
export function getWeek(date: Date): number {
  // Calendar days counted in UTC: whole days apart, whatever the local daylight-saving changes.
  const sunday = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate() - date.getDay());
  // The week holding January 1st is week 1 of that year, so a week's year is its Saturday's.
  const january = new Date(Date.UTC(new Date(sunday + 6 * DAY).getUTCFullYear(), 0, 1));
  const firstSunday = january.getTime() - january.getUTCDay() * DAY;
  return Math.round((sunday - firstSunday) / (7 * DAY)) + 1;
}

const LABELS: Partial<Labels> = { labelDayButton };
const FORMATTERS: Partial<Formatters> = { formatDay };
const DATE_LIB: DayPickerProps['dateLib'] = { getWeek };

/**
 * The date picker shown with JavaScript. Calendar days are the visitor's local calendar days,
 * read as the same ISO date the server checks in the availability's zone. Always six weeks tall, so it fills
 * the box the form reserves for it (`.booking-date` in app.css) in every month. Fetched after
 * hydration (lazy-booking-calendar.tsx), with react-day-picker, date-fns and the picker's styles.
 */
export function BookingCalendar({
  value,
  onChange,
  now,
  isOpen,
  labelledBy,
}: {
  value: string;
  onChange: (iso: string) => void;
  now: Date;
  /** Whether a day has an open time (the booking rules, with the taken slots). */
  isOpen: (iso: string) => boolean;
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
        disabled={(date: Date) => !isOpen(toIso(date))}
        labels={LABELS}
        formatters={FORMATTERS}
        dateLib={DATE_LIB}
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
