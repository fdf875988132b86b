// The booking rules, written once for the site (app/lib/booking/) and the edge function, which
// checks them again because it is reachable with the public anon key. Plain TypeScript with no
// Deno or Node API and `.ts` imports only, so both runtimes (and the browser) run it.
//
// Availability is content: the "Booking availability" document in the Studio holds the zone, the
// weekly times, the closed dates, the minimum notice and the horizon (docs/decisions/0019).

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
type Weekday = (typeof WEEKDAYS)[number];

export type ClosedDate = { date: string; label: string };

export type Availability = {
  /** IANA zone the weekly times are in, e.g. America/Chicago. */
  timeZone: string;
  /** Start times per weekday on a 24-hour clock ("09:00", "13:30"). */
  weeklySlots: Partial<Record<Weekday, readonly string[]>>;
  /**
   * Times of the studio's day shown on every open day as unavailable and never offered (a lunch
   * hour, the team's meeting), on a 24-hour clock; none when the document has none.
   */
  blockedTimes?: readonly string[];
  closedDates: readonly ClosedDate[];
  minimumNoticeHours: number;
  horizonDays: number;
};

/**
 * What the availability document's numbers may be, for the Studio's validation and for
 * `parseAvailability` alike: a notice of at most 30 days (720 hours) and a horizon of 1 to 730
 * days. A document outside them is refused by the Studio and, written some other way (an import,
 * the API), by the rules, so the Studio, the site and the function never disagree about one.
 */
export const AVAILABILITY_BOUNDS = {
  minimumNoticeHours: { min: 0, max: 720 },
  horizonDays: { min: 1, max: 730 },
} as const;

export const CALL_DURATION_MINUTES = 30;

/** The function's error for a slot another live booking holds (HTTP 409). */
export const SLOT_TAKEN = 'slot-taken';

/** The one GROQ projection of the availability document: the site and the function run it. */
export const BOOKING_AVAILABILITY_GROQ = `*[_id == "bookingAvailability"][0]{
  timeZone,
  "weeklySlots": weeklySlots{ monday, tuesday, wednesday, thursday, friday, saturday, sunday },
  blockedTimes,
  "closedDates": closedDates[]{ date, label },
  minimumNoticeHours,
  horizonDays
}`;

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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const SLOT_LABEL = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;
const WRITTEN_DATE = new RegExp(`^(${MONTHS.join('|')}) ([1-9]|[12]\\d|3[01]), (\\d{4})$`);

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** The UTC midnight of a real calendar day, or null ("2025-02-30" is no day). */
function utcDay(isoDate: string): Date | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 onto 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

function isoOf(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function isValidIsoDate(value: string): boolean {
  return utcDay(value) !== null;
}

function addDays(isoDate: string, days: number): string {
  const date = utcDay(isoDate);
  if (!date) throw new RangeError(`Invalid calendar date ${JSON.stringify(isoDate)}`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoOf(date);
}

function weekdayOf(isoDate: string): Weekday | null {
  const date = utcDay(isoDate);
  return date ? (WEEKDAYS[date.getUTCDay()] ?? null) : null;
}

/** "March 5, 2025" as an ISO calendar date, or null when no such day exists (February 31). */
export function writtenDateToIso(written: string): string | null {
  const match = WRITTEN_DATE.exec(written);
  if (!match) return null;
  const iso = `${pad(Number(match[3]), 4)}-${pad(MONTHS.indexOf(match[1] ?? '') + 1)}-${pad(Number(match[2]))}`;
  return isValidIsoDate(iso) ? iso : null;
}

/** "2025-03-05" written like "March 5, 2025" (the way the booking payload carries dates). */
export function isoToWrittenDate(isoDate: string): string {
  const date = utcDay(isoDate);
  if (!date) throw new RangeError(`Invalid calendar date ${JSON.stringify(isoDate)}`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "13:30" → "1:30 PM", the label visitors see and the payload carries. */
export function clockToLabel(clock: string): string {
  const match = CLOCK_TIME.exec(clock);
  if (!match) throw new RangeError(`Slot time ${JSON.stringify(clock)} is not like "13:30"`);
  const hour = Number(match[1]);
  return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "1:30 PM" → "13:30", or null when it is not a time label. */
export function labelToClock(label: string): string | null {
  const match = SLOT_LABEL.exec(label);
  if (!match) return null;
  const hour = (Number(match[1]) % 12) + (match[3] === 'PM' ? 12 : 0);
  return `${pad(hour)}:${match[2]}`;
}

// One formatter per zone, built the first time the zone is read (a formatter costs the browser
// milliseconds to build, so none is built while the module loads).
const clocks = new Map<string, Intl.DateTimeFormat>();
const zoneNames = new Map<string, Intl.DateTimeFormat>();

function clockIn(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    // hourCycle 'h23' because some engines report midnight as hour "24" with hour12: false.
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

export function isTimeZone(value: string): boolean {
  try {
    clockIn(value);
    return true;
  } catch {
    return false;
  }
}

export type ZonedMoment = { isoDate: string; secondOfDay: number; offsetMinutes: number };

/** What the wall clock in `timeZone` shows at `instant`, and the zone's offset from UTC then. */
export function zonedMoment(instant: Date, timeZone: string): ZonedMoment {
  // The date picker asks about the same `now` for each of its days: one reading serves them all.
  if (lastMoment?.time === instant.getTime() && lastMoment.timeZone === timeZone) return lastMoment.moment;
  const moment = readClock(instant, timeZone);
  lastMoment = { time: instant.getTime(), timeZone, moment };
  return moment;
}

let lastMoment: { time: number; timeZone: string; moment: ZonedMoment } | undefined;

function readClock(instant: Date, timeZone: string): ZonedMoment {
  const parts: Record<string, string> = {};
  for (const part of clockIn(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const isoDate = `${(parts.year ?? '').padStart(4, '0')}-${parts.month}-${parts.day}`;
  const secondOfDay = (Number(parts.hour) % 24) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
  const wall = (utcDay(isoDate)?.getTime() ?? Number.NaN) + secondOfDay * 1000;
  const offsetMinutes = Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  return { isoDate, secondOfDay, offsetMinutes };
}

/** The instant a wall-clock time ("13:30") on a day starts in `timeZone`. */
export function wallTimeToInstant(isoDate: string, clock: string, timeZone: string): Date {
  const day = utcDay(isoDate);
  const match = CLOCK_TIME.exec(clock);
  if (!day || !match) throw new RangeError(`No such time: ${isoDate} ${clock}`);
  const wall = day.getTime() + (Number(match[1]) * 60 + Number(match[2])) * 60_000;
  // The offset at the wall time read as UTC is right except within hours of a change; the
  // second reading settles those.
  // Read without the one-reading memo of zonedMoment, which keeps serving the caller's `now`.
  let instant = wall - readClock(new Date(wall), timeZone).offsetMinutes * 60_000;
  instant = wall - readClock(new Date(instant), timeZone).offsetMinutes * 60_000;
  return new Date(instant);
}

/** The start of a bookable slot ("9:00 AM" on a day in the availability's zone). */
export function slotStart(isoDate: string, label: string, timeZone: string): Date {
  const clock = labelToClock(label);
  if (!clock) throw new RangeError(`Booking slot ${JSON.stringify(label)} is not like "9:00 AM"`);
  return wallTimeToInstant(isoDate, clock, timeZone);
}

/** "CST" or "CDT" for America/Chicago: the zone's short name at that instant, as en-US writes it. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  let names = zoneNames.get(timeZone);
  if (!names) {
    names = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    zoneNames.set(timeZone, names);
  }
  return names.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** "UTC−06:00" (with a real minus sign). */
export function utcOffsetLabel(instant: Date, timeZone: string): string {
  const offset = zonedMoment(instant, timeZone).offsetMinutes;
  const sign = offset < 0 ? '\u2212' : '+';
  const size = Math.abs(offset);
  return `UTC${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** The key of a slot in a set of taken slots: its day and wall-clock time in the availability's zone. */
function slotKey(isoDate: string, clock: string): string {
  return `${isoDate} ${clock}`;
}

/** Taken slots (their start instants, as ISO strings) as keys the rules compare with. */
export function takenSlotKeys(taken: Iterable<string>, timeZone: string): Set<string> {
  const keys = new Set<string>();
  for (const start of taken) {
    const instant = new Date(start);
    if (Number.isNaN(instant.getTime())) continue;
    const moment = zonedMoment(instant, timeZone);
    keys.add(
      slotKey(
        moment.isoDate,
        `${pad(Math.floor(moment.secondOfDay / 3600))}:${pad(Math.floor(moment.secondOfDay / 60) % 60)}`,
      ),
    );
  }
  return keys;
}

export function closedDate(availability: Availability, isoDate: string): ClosedDate | undefined {
  return availability.closedDates.find((closed) => closed.date === isoDate);
}

/** The times the weekly pattern offers on a day ("9:00 AM" labels), none on a closed date, never a blocked one. */
function timesOn(availability: Availability, isoDate: string): string[] {
  const weekday = weekdayOf(isoDate);
  if (!weekday || closedDate(availability, isoDate)) return [];
  const blocked = new Set(availability.blockedTimes ?? []);
  const clocksOfDay = [...(availability.weeklySlots[weekday] ?? [])]
    .filter((clock) => CLOCK_TIME.test(clock) && !blocked.has(clock))
    .sort();
  return [...new Set(clocksOfDay)].map(clockToLabel);
}

function byClock(a: string, b: string): number {
  return (labelToClock(a) ?? a) < (labelToClock(b) ?? b) ? -1 : 1;
}

/**
 * The studio's whole day as the time list shows it: the times offered and the blocked ones, in
 * clock order ("9:00 AM" labels); none on a closed date or a day with no times.
 */
export function dayTimes(availability: Availability, isoDate: string): string[] {
  const offered = timesOn(availability, isoDate);
  if (offered.length === 0) return [];
  const blocked = (availability.blockedTimes ?? []).filter((clock) => CLOCK_TIME.test(clock)).map(clockToLabel);
  return [...new Set([...offered, ...blocked])].sort(byClock);
}

/** The last day a call can be booked on, in the availability's zone. */
function lastBookableDate(availability: Availability, now: Date): string {
  return addDays(zonedMoment(now, availability.timeZone).isoDate, availability.horizonDays);
}

type SlotProblemCode =
  | 'invalid-date'
  | 'day-off'
  | 'past-date'
  | 'not-offered'
  | 'closed'
  | 'past'
  | 'too-soon'
  | 'beyond-horizon'
  | 'taken';

export type SlotProblem = { code: SlotProblemCode; message: string };

/**
 * What stops a call being booked at `time` on `isoDate`, or null when it can be. `taken` holds
 * the keys of slots with a live booking (takenSlotKeys).
 */
export function slotProblem(
  availability: Availability,
  isoDate: string,
  time: string,
  now: Date,
  taken: ReadonlySet<string> = new Set(),
): SlotProblem | null {
  if (!isValidIsoDate(isoDate)) return { code: 'invalid-date', message: 'date must be a real calendar day.' };
  const closed = closedDate(availability, isoDate);
  if (closed) return { code: 'closed', message: `we are closed on that day (${closed.label}).` };
  const times = timesOn(availability, isoDate);
  if (times.length === 0) return { code: 'day-off', message: 'no calls are offered on that day of the week.' };
  const today = zonedMoment(now, availability.timeZone).isoDate;
  if (isoDate < today) return { code: 'past-date', message: 'that day has passed.' };
  if (isoDate > addDays(today, availability.horizonDays))
    return {
      code: 'beyond-horizon',
      message: `calls can be booked at most ${availability.horizonDays} days ahead.`,
    };
  const clock = labelToClock(time);
  if (!clock || !times.includes(time))
    return { code: 'not-offered', message: 'no call is offered at that time on that day.' };
  // Only the first days can be inside the notice; later ones need no instant worked out.
  if (isoDate <= addDays(today, Math.ceil(availability.minimumNoticeHours / 24) + 1)) {
    const start = slotStart(isoDate, time, availability.timeZone).getTime();
    if (start <= now.getTime()) return { code: 'past', message: 'that time has already passed.' };
    if (start - now.getTime() < availability.minimumNoticeHours * 3_600_000)
      return {
        code: 'too-soon',
        message: `calls need booking at least ${availability.minimumNoticeHours} hours ahead.`,
      };
  }
  if (taken.has(slotKey(isoDate, clock))) return { code: 'taken', message: 'that time is already booked.' };
  return null;
}

/** The times still open on a day. */
export function openTimes(
  availability: Availability,
  isoDate: string,
  now: Date,
  taken: ReadonlySet<string> = new Set(),
): string[] {
  return timesOn(availability, isoDate).filter((time) => slotProblem(availability, isoDate, time, now, taken) === null);
}

/** Whether any time is still open on a day (cheap for days well inside the window). */
export function isOpenDate(
  availability: Availability,
  isoDate: string,
  now: Date,
  taken: ReadonlySet<string> = new Set(),
): boolean {
  return openTimes(availability, isoDate, now, taken).length > 0;
}

/** Every day from today to the horizon with a time still open, at most `limit` of them. */
export function openDates(
  availability: Availability,
  now: Date,
  taken: ReadonlySet<string> = new Set(),
  limit = Number.POSITIVE_INFINITY,
): string[] {
  const today = zonedMoment(now, availability.timeZone).isoDate;
  const last = addDays(today, availability.horizonDays);
  const dates: string[] = [];
  for (let date = today; date <= last && dates.length < limit; date = addDays(date, 1)) {
    if (isOpenDate(availability, date, now, taken)) dates.push(date);
  }
  return dates;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The availability document as the query returns it, checked; null when it is missing or
 * broken (a booking is then refused rather than checked against a guess).
 */
export function parseAvailability(raw: unknown): Availability | null {
  if (!isRecord(raw)) return null;
  const { timeZone, weeklySlots, blockedTimes, closedDates, minimumNoticeHours, horizonDays } = raw;
  if (typeof timeZone !== 'string' || !isTimeZone(timeZone)) return null;
  const { minimumNoticeHours: notice, horizonDays: horizon } = AVAILABILITY_BOUNDS;
  if (typeof minimumNoticeHours !== 'number' || !(minimumNoticeHours >= notice.min) || minimumNoticeHours > notice.max)
    return null;
  if (
    typeof horizonDays !== 'number' ||
    !Number.isInteger(horizonDays) ||
    horizonDays < horizon.min ||
    horizonDays > horizon.max
  )
    return null;
  const slots: Partial<Record<Weekday, string[]>> = {};
  if (weeklySlots !== null && weeklySlots !== undefined) {
    if (!isRecord(weeklySlots)) return null;
    for (const weekday of WEEKDAYS) {
      const times = weeklySlots[weekday];
      if (times === null || times === undefined) continue;
      if (!Array.isArray(times) || !times.every((time) => typeof time === 'string' && CLOCK_TIME.test(time)))
        return null;
      slots[weekday] = times;
    }
  }
  const blocked: string[] = [];
  if (blockedTimes !== null && blockedTimes !== undefined) {
    if (
      !Array.isArray(blockedTimes) ||
      !blockedTimes.every((time) => typeof time === 'string' && CLOCK_TIME.test(time))
    )
      return null;
    blocked.push(...blockedTimes);
  }
  const closed: ClosedDate[] = [];
  if (closedDates !== null && closedDates !== undefined) {
    if (!Array.isArray(closedDates)) return null;
    for (const entry of closedDates) {
      if (!isRecord(entry) || typeof entry.date !== 'string' || !isValidIsoDate(entry.date)) return null;
      closed.push({ date: entry.date, label: typeof entry.label === 'string' ? entry.label : 'Closed' });
    }
  }
  return {
    timeZone,
    weeklySlots: slots,
    ...(blocked.length > 0 ? { blockedTimes: blocked } : {}),
    closedDates: closed,
    minimumNoticeHours,
    horizonDays,
  };
}
