// The booking rules the site applies (app/lib/booking/booking.ts), checked again here because the
// function is reachable with the public anon key: a caller other than the site gets no shortcut.
// Plain TypeScript without Deno or Node APIs, so both runtimes run it; a Node test keeps the
// offered times equal to the site's.

export const BOOKING_TIME_ZONE = 'America/Chicago';

/** The times a call can be booked, in US Central time. */
export const OFFERED_TIMES = ['9:00 AM', '10:00 AM', '1:00 PM', '2:00 PM', '3:00 PM'];

/** English month names, January first (also the site's date picker's day labels). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WRITTEN_DATE = new RegExp(`^(${MONTHS.join('|')}) ([1-9]|[12]\\d|3[01]), (\\d{4})$`);

/** "March 5, 2025" as an ISO calendar date, or null when no such day exists (February 31). */
export function writtenDateToIso(written: string): string | null {
  const match = WRITTEN_DATE.exec(written);
  if (!match) return null;
  const month = MONTHS.indexOf(match[1] ?? '') + 1;
  const day = Number(match[2]);
  const year = Number(match[3]);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function weekday(isoDate: string): number {
  return new Date(`${isoDate}T12:00:00Z`).getUTCDay();
}

const CENTRAL_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function centralNow(now: Date): { isoDate: string; minuteOfDay: number } {
  const parts: Record<string, string> = {};
  for (const part of CENTRAL_CLOCK.formatToParts(now)) parts[part.type] = part.value;
  return {
    isoDate: `${parts.year}-${parts.month}-${parts.day}`,
    minuteOfDay: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

/** "2:00 PM" as minutes after midnight, and as a SQL time ("14:00"). */
export function slotMinute(slot: string): number {
  const match = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/.exec(slot);
  if (!match) return Number.NaN;
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return hour * 60 + Number(match[2]);
}

export function slotSqlTime(slot: string): string {
  const minute = slotMinute(slot);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** What is wrong with a day and time, or null when a call can be booked then. */
export function bookingProblem(isoDate: string, time: string, now: Date): string | null {
  if (!OFFERED_TIMES.includes(time)) return `time must be one of ${OFFERED_TIMES.join(', ')}.`;
  const day = weekday(isoDate);
  if (day === 0 || day === 6) return 'date must be a weekday (Monday to Friday).';
  const central = centralNow(now);
  if (isoDate < central.isoDate) return 'date is in the past (US Central time).';
  if (isoDate === central.isoDate && slotMinute(time) <= central.minuteOfDay)
    return 'time has already passed today (US Central time).';
  return null;
}
