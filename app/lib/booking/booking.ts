// The site's side of booking. The rules themselves (zone, weekly times, closed dates, notice,
// horizon, taken slots) live in one module the edge function runs too (docs/decisions/0019);
// this adds what only the site shows. Dates travel as ISO calendar dates ('YYYY-MM-DD') so that
// a visitor in another zone and the server agree on which day was picked.

import { dateFormat } from '~/lib/date-format';
import {
  type Availability,
  isOpenDate,
  isoToWrittenDate,
  slotStart,
  utcOffsetLabel,
  zoneAbbreviation,
  zonedMoment,
} from '../../../supabase/functions/_shared/booking-rules.ts';
import type { MeetingType } from '../../../supabase/functions/_shared/booking-payload.ts';

export {
  isMeetingType,
  MEETING_TYPES,
  type MeetingType,
  meetingLabel,
} from '../../../supabase/functions/_shared/booking-payload.ts';

export {
  type Availability,
  CALL_DURATION_MINUTES,
  closedDate,
  dayTimes,
  isOpenDate,
  isValidIsoDate,
  labelToClock,
  MONTHS,
  openDates,
  openTimes,
  SLOT_TAKEN,
  type SlotProblem,
  slotProblem,
  slotStart,
  takenSlotKeys,
  writtenDateToIso,
  zonedMoment,
} from '../../../supabase/functions/_shared/booking-rules.ts';

export const DEFAULT_MEETING_TYPE: MeetingType = 'phone';

/** What the site knows about bookings at one moment: the rules, and the slots already taken. */
export type BookingState = { availability: Availability; takenKeys: ReadonlySet<string> };

/** `November 23, 2026`: the way the booking payload writes a date. */
export function formatBookingDate(isoDate: string): string {
  return isoToWrittenDate(isoDate);
}

// Dates are calendar days with no time of day, so they are formatted as UTC midnight.
const FULL_DATE = dateFormat({ dateStyle: 'full', timeZone: 'UTC' });

/** `Monday, November 23, 2026`: the labels of the no-JavaScript date list. */
export function formatBookingDay(isoDate: string): string {
  return FULL_DATE().format(new Date(`${isoDate}T00:00:00Z`));
}

/** "10:00 AM CDT": a slot with its zone's name on that very day. */
export function slotLabel(isoDate: string, time: string, timeZone: string): string {
  return `${time} ${zoneAbbreviation(slotStart(isoDate, time, timeZone), timeZone)}`;
}

/** "10:00 AM CDT (UTC−05:00)": the time as a confirmation states it. */
export function slotLabelWithOffset(isoDate: string, time: string, timeZone: string): string {
  const start = slotStart(isoDate, time, timeZone);
  return `${time} ${zoneAbbreviation(start, timeZone)} (${utcOffsetLabel(start, timeZone)})`;
}

/** Whether a day can still be booked, as the picker and the date list ask it. */
export function canBookDay(state: BookingState, isoDate: string, now: Date): boolean {
  return isOpenDate(state.availability, isoDate, now, state.takenKeys);
}

const genericNames = new Map<string, string>();

/** "Central Time": the zone's name for the whole year, for headings that hold no date. */
export function zoneGenericName(timeZone: string): string {
  let name = genericNames.get(timeZone);
  if (name === undefined) {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(0);
    name = parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
    genericNames.set(timeZone, name);
  }
  return name;
}

/** "Central time": the zone's name in running text ("at 9:00 AM Central time"). */
export function zoneNameInText(timeZone: string): string {
  return zoneGenericName(timeZone).replace(/ Time$/, ' time');
}

// The visitor's own clock: no timeZone option, so the browser's zone.
const LOCAL_TIME = dateFormat({ hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/**
 * The slot's start on the visitor's clock ("8:00 AM PST"), or undefined when their zone keeps
 * the same time then. Only meaningful in the browser, after hydration.
 */
export function localTimeOf(isoDate: string, time: string, timeZone: string): string | undefined {
  const start = slotStart(isoDate, time, timeZone);
  if (-start.getTimezoneOffset() === zonedMoment(start, timeZone).offsetMinutes) return undefined;
  return LOCAL_TIME().format(start);
}
