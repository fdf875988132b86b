// Calls are offered in the studio's own time (SPEC.md: "CST times, Monday to Friday only").
// Dates travel as ISO calendar dates ('YYYY-MM-DD') so that a visitor in another time zone
// and the server agree on which day was picked; a Date would shift with the host's zone.

import { dateFormat } from '~/lib/date-format';

export const BOOKING_TIME_ZONE = 'America/Chicago';

export const CALL_DURATION_MINUTES = 30;

export type BookingSlot = { readonly value: string; readonly available: boolean };

export const BOOKING_SLOTS = [
  { value: '9:00 AM', available: true },
  { value: '10:00 AM', available: true },
  { value: '11:00 AM', available: false },
  { value: '1:00 PM', available: true },
  { value: '2:00 PM', available: true },
  { value: '3:00 PM', available: true },
  { value: '4:00 PM', available: false },
] as const satisfies readonly BookingSlot[];

export type BookingSlotValue = (typeof BOOKING_SLOTS)[number]['value'];

export const MEETING_TYPES = [
  { value: 'phone', label: 'Phone call' },
  { value: 'video', label: 'Video call' },
] as const;

export type MeetingType = (typeof MEETING_TYPES)[number]['value'];

export const DEFAULT_MEETING_TYPE: MeetingType = 'phone';

export function isMeetingType(value: string): value is MeetingType {
  return MEETING_TYPES.some((type) => type.value === value);
}

// Dates are calendar days with no time of day, so they are formatted as UTC midnight.
const LONG_DATE = dateFormat({ dateStyle: 'long', timeZone: 'UTC' });
const FULL_DATE = dateFormat({ dateStyle: 'full', timeZone: 'UTC' });

type CalendarDate = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseIsoDate(isoDate: string): CalendarDate | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

// setUTCFullYear, unlike Date.UTC, does not map years 0-99 onto 1900-1999.
function toUtcDate({ year, month, day }: CalendarDate): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function toIsoDate(date: Date): string {
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

function addDays(isoDate: string, days: number): string {
  const parsed = parseIsoDate(isoDate);
  if (!parsed) throw new RangeError(`Invalid calendar date ${JSON.stringify(isoDate)}`);
  const date = toUtcDate(parsed);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

export function isValidIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

// Built once, on first use: constructing an Intl formatter is costly and the zone never changes.
// hourCycle 'h23' because some engines report midnight as hour "24" with hour12: false.
const CENTRAL_CLOCK = dateFormat({
  timeZone: BOOKING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type CentralMoment = { isoDate: string; secondOfDay: number };

// The last instant read and what it is in Central time: the date picker asks about the same
// `now` for each of its 42 days and each day's slots, which would be some 300 readings per render.
let lastMoment: { time: number; moment: CentralMoment } | undefined;

function centralMoment(now: Date): CentralMoment {
  const time = now.getTime();
  if (lastMoment?.time !== time) lastMoment = { time, moment: readCentralClock(now) };
  return lastMoment.moment;
}

function readCentralClock(now: Date): CentralMoment {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of CENTRAL_CLOCK().formatToParts(now)) parts[part.type] = part.value;
  const isoDate = `${(parts.year ?? '').padStart(4, '0')}-${parts.month}-${parts.day}`;
  const hour = Number(parts.hour) % 24;
  const secondOfDay = hour * 3600 + Number(parts.minute) * 60 + Number(parts.second);
  return { isoDate, secondOfDay };
}

export function todayInCentral(now: Date): string {
  return centralMoment(now).isoDate;
}

/** An invalid date is not a weekend day; use isBookableDate or isValidIsoDate to validate. */
export function isWeekend(isoDate: string): boolean {
  const parsed = parseIsoDate(isoDate);
  if (!parsed) return false;
  const weekday = toUtcDate(parsed).getUTCDay();
  return weekday === 0 || weekday === 6;
}

export function isBookableDate(isoDate: string, now: Date): boolean {
  if (!isValidIsoDate(isoDate) || isWeekend(isoDate)) return false;
  // Zero-padded ISO dates compare correctly as strings.
  return isoDate >= todayInCentral(now);
}

const SLOT_TIME = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

function slotStartSecond(slot: string): number {
  const match = SLOT_TIME.exec(slot);
  if (!match) throw new RangeError(`Booking slot ${JSON.stringify(slot)} is not like "9:00 AM"`);
  const hour12 = Number(match[1]) % 12;
  const hour = match[3] === 'PM' ? hour12 + 12 : hour12;
  return hour * 3600 + Number(match[2]) * 60;
}

export function isSlotAvailable(isoDate: string, slot: string, now: Date): boolean {
  const offered = BOOKING_SLOTS.find((candidate) => candidate.value === slot);
  if (!offered?.available) return false;
  if (!isBookableDate(isoDate, now)) return false;
  const moment = centralMoment(now);
  if (isoDate !== moment.isoDate) return true;
  // A slot starting at this very second has begun already, so it is no longer bookable.
  return slotStartSecond(offered.value) > moment.secondOfDay;
}

export function nextBookableDates(now: Date, count: number): string[] {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`count must be a non-negative integer, got ${count}`);
  }
  const today = todayInCentral(now);
  const dates: string[] = [];
  for (let date = today; dates.length < count; date = addDays(date, 1)) {
    if (!isBookableDate(date, now)) continue;
    // Today only counts while a call can still be booked on it.
    if (date === today && !BOOKING_SLOTS.some((slot) => isSlotAvailable(date, slot.value, now))) {
      continue;
    }
    dates.push(date);
  }
  return dates;
}

function calendarDay(isoDate: string): number {
  const parsed = parseIsoDate(isoDate);
  if (!parsed) throw new RangeError(`Invalid calendar date ${JSON.stringify(isoDate)}`);
  return Date.UTC(parsed.year, parsed.month - 1, parsed.day);
}

/** `November 23, 2026` */
export function formatBookingDate(isoDate: string): string {
  return LONG_DATE().format(calendarDay(isoDate));
}

/** `Monday, November 23, 2026`: the labels of the no-JavaScript date list. */
export function formatBookingDay(isoDate: string): string {
  return FULL_DATE().format(calendarDay(isoDate));
}
