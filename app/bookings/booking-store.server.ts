import path from 'node:path';
import { z } from 'zod';
import { getEnv } from '~/env.server';
import {
  type Availability,
  labelToClock,
  MEETING_TYPES,
  type MeetingType,
  slotProblem,
  slotStart,
  type SlotProblem,
  takenSlotKeys,
} from '~/lib/booking/booking';
import {
  appendBookingLine,
  type BookingLine,
  BOOKING_STATUSES,
  type BookingStatus,
  isLive,
  readBookings,
  withBookingsLock,
} from './local-bookings.server';
import { DEFAULT_BOOKINGS_DIR } from './booking-gateway.server';
import { takenTimesChanged } from '~/content/page-changes.server';

// The bookings as the site changes them after they are made (cancel, reschedule, confirm,
// decline, reminder): the local bookings file under its lock, or Supabase's booking_requests
// table through PostgREST with the service role key the server already holds for leads
// (docs/decisions/0019). The edge function is not asked: it stays what the public key may call.

export type { BookingStatus };

export type KeptBooking = {
  /** The site's lead id (the function's submission key): the invite's UID and the links' subject. */
  id: string;
  customerName: string;
  customerEmail: string;
  meetingType: MeetingType;
  /** The instant the call starts (ISO). */
  slotStart: string;
  status: BookingStatus;
  /** The invite's SEQUENCE as last sent. */
  sequence: number;
  remindedAt: string | null;
};

type MoveResult =
  { status: 'moved'; booking: KeptBooking } | { status: 'not-live' } | { status: 'refused'; problem: SlotProblem };

export interface BookingStore {
  find(id: string): Promise<KeptBooking | null>;
  /**
   * Changes the status when it is one of `from`, and the invite's SEQUENCE with it (the prospect
   * is sent every change); null when it is not (or there is no such booking).
   */
  setStatus(id: string, from: readonly BookingStatus[], to: BookingStatus): Promise<KeptBooking | null>;
  /**
   * Moves a live booking to another slot in one step: the new slot is taken before the old one
   * is freed, so no one else can take it between. Every rule applies to the new slot.
   */
  move(id: string, isoDate: string, time: string, availability: Availability, now: Date): Promise<MoveResult>;
  /** Confirmed calls starting in (from, to] that have had no reminder. */
  remindersDue(from: Date, to: Date): Promise<KeptBooking[]>;
  /** Records the reminder; false when another pass recorded it first. */
  markReminded(id: string, at: Date): Promise<boolean>;
}

function fromLine(line: BookingLine): KeptBooking | null {
  if (!line.slotStart || !line.customerEmail) return null;
  return {
    id: line.submissionKey,
    customerName: line.customerName ?? '',
    customerEmail: line.customerEmail,
    meetingType: line.meetingType ?? 'phone',
    slotStart: line.slotStart,
    status: line.status ?? 'requested',
    sequence: line.sequence ?? 0,
    remindedAt: line.remindedAt ?? null,
  };
}

/** The bookings file of the local gateway, changed under the gateway's own lock. */
export function createLocalBookingStore(directory: string): BookingStore {
  const file = path.join(directory, 'bookings.jsonl');
  async function find(id: string) {
    const line = (await readBookings(file)).find((booking) => booking.submissionKey === id);
    return line ? fromLine(line) : null;
  }
  async function change(id: string, values: Partial<BookingLine>) {
    await appendBookingLine(file, { submissionKey: id, change: true, ...values, at: new Date().toISOString() });
  }
  return {
    find,
    setStatus: (id, from, to) =>
      withBookingsLock(file, async () => {
        const booking = await find(id);
        if (!booking || !from.includes(booking.status)) return null;
        await change(id, { status: to, sequence: booking.sequence + 1 });
        return { ...booking, status: to, sequence: booking.sequence + 1 };
      }),
    move: (id, isoDate, time, availability, now) =>
      withBookingsLock(file, async (): Promise<MoveResult> => {
        const bookings = await readBookings(file);
        const line = bookings.find((booking) => booking.submissionKey === id);
        const booking = line ? fromLine(line) : null;
        if (!line || !booking || !isLive(line)) return { status: 'not-live' };
        // Its own time counts as taken: a move to it would change nothing.
        const taken = takenSlotKeys(
          bookings.flatMap((other) => (isLive(other) && other.slotStart ? [other.slotStart] : [])),
          availability.timeZone,
        );
        const problem = slotProblem(availability, isoDate, time, now, taken);
        if (problem) return { status: 'refused', problem };
        const moved: KeptBooking = {
          ...booking,
          slotStart: slotStart(isoDate, time, availability.timeZone).toISOString(),
          // A new time waits for the studio again, and earns a reminder of its own.
          status: 'requested',
          sequence: booking.sequence + 1,
          remindedAt: null,
        };
        await change(id, {
          slotStart: moved.slotStart,
          date: isoDate,
          time,
          status: moved.status,
          sequence: moved.sequence,
          remindedAt: null,
        });
        return { status: 'moved', booking: moved };
      }),
    async remindersDue(from, to) {
      return (await readBookings(file)).flatMap((line) => {
        const booking = fromLine(line);
        if (!booking || booking.status !== 'confirmed' || booking.remindedAt) return [];
        const start = new Date(booking.slotStart).getTime();
        return start > from.getTime() && start <= to.getTime() ? [booking] : [];
      });
    },
    markReminded: (id, at) =>
      withBookingsLock(file, async () => {
        const booking = await find(id);
        if (!booking || booking.remindedAt) return false;
        await change(id, { remindedAt: at.toISOString() });
        return true;
      }),
  };
}

const row = z.object({
  submission_key: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  meeting_type: z.enum(MEETING_TYPES.map((type) => type.value)),
  slot_start: z.string(),
  status: z.enum(BOOKING_STATUSES),
  sequence: z.number().int(),
  reminded_at: z.string().nullable(),
});
const rows = z.array(row);
const COLUMNS = 'submission_key,customer_name,customer_email,meeting_type,slot_start,status,sequence,reminded_at';

function fromRow(value: z.infer<typeof row>): KeptBooking {
  return {
    id: value.submission_key,
    customerName: value.customer_name,
    customerEmail: value.customer_email,
    meetingType: value.meeting_type,
    slotStart: new Date(value.slot_start).toISOString(),
    status: value.status,
    sequence: value.sequence,
    remindedAt: value.reminded_at,
  };
}

/**
 * booking_requests through Supabase's REST interface with the service role key. Each change is one
 * conditional PATCH (the row must still be in the expected state), so two changes cannot both
 * apply; a move that meets the unique index on live slots answers 409, and the slot is taken.
 */
export function createSupabaseBookingStore(
  supabaseUrl: string,
  serviceRoleKey: string,
  fetchImpl: typeof fetch = fetch,
): BookingStore {
  const table = `${supabaseUrl.replace(/\/$/, '')}/rest/v1/booking_requests`;
  const headers = {
    apikey: serviceRoleKey,
    Authorization: `Bearer ${serviceRoleKey}`,
    'Content-Type': 'application/json',
  };
  const key = (id: string) => `submission_key=eq.${encodeURIComponent(id)}`;

  async function select(query: string): Promise<KeptBooking[]> {
    const response = await fetchImpl(`${table}?select=${COLUMNS}&${query}`, { headers });
    if (!response.ok) throw new Error(`booking_requests answered ${response.status}`);
    return rows.parse(await response.json()).map(fromRow);
  }
  /** PATCH with a filter; the rows changed, or 'conflict' on a unique violation. */
  async function patch(query: string, values: Record<string, unknown>): Promise<KeptBooking[] | 'conflict'> {
    const response = await fetchImpl(`${table}?select=${COLUMNS}&${query}`, {
      method: 'PATCH',
      headers: { ...headers, Prefer: 'return=representation' },
      body: JSON.stringify(values),
    });
    if (response.status === 409) return 'conflict';
    if (!response.ok) throw new Error(`booking_requests update answered ${response.status}`);
    return rows.parse(await response.json()).map(fromRow);
  }
  async function find(id: string) {
    return (await select(key(id)))[0] ?? null;
  }
  async function takenSlots(now: Date) {
    const live = await select(
      `status=in.(requested,confirmed)&slot_start=gte.${encodeURIComponent(now.toISOString())}`,
    );
    return live.map((booking) => booking.slotStart);
  }
  return {
    find,
    async setStatus(id, from, to) {
      const booking = await find(id);
      if (!booking || !from.includes(booking.status)) return null;
      // Only from the state just read: a change made meanwhile leaves this one undone.
      const changed = await patch(`${key(id)}&status=eq.${booking.status}&sequence=eq.${booking.sequence}`, {
        status: to,
        sequence: booking.sequence + 1,
      });
      return changed === 'conflict' ? null : (changed[0] ?? null);
    },
    async move(id, isoDate, time, availability, now) {
      const booking = await find(id);
      if (!booking || !isLive({ submissionKey: id, status: booking.status })) return { status: 'not-live' };
      const taken = takenSlotKeys(await takenSlots(now), availability.timeZone);
      const problem = slotProblem(availability, isoDate, time, now, taken);
      if (problem) return { status: 'refused', problem };
      const start = slotStart(isoDate, time, availability.timeZone);
      const changed = await patch(`${key(id)}&status=in.(requested,confirmed)&sequence=eq.${booking.sequence}`, {
        slot_start: start.toISOString(),
        booking_date: isoDate,
        booking_time: labelToClock(time),
        status: 'requested',
        sequence: booking.sequence + 1,
        reminded_at: null,
      });
      if (changed === 'conflict')
        return { status: 'refused', problem: { code: 'taken', message: 'that time is already booked.' } };
      return changed[0] ? { status: 'moved', booking: changed[0] } : { status: 'not-live' };
    },
    remindersDue: (from, to) =>
      select(
        `status=eq.confirmed&reminded_at=is.null&slot_start=gt.${encodeURIComponent(from.toISOString())}&slot_start=lte.${encodeURIComponent(to.toISOString())}`,
      ),
    async markReminded(id, at) {
      const changed = await patch(`${key(id)}&reminded_at=is.null`, { reminded_at: at.toISOString() });
      return changed !== 'conflict' && changed.length === 1;
    },
  };
}

/**
 * Where the booking gateway keeps bookings: Supabase's table (changed with the server's service
 * role key; without it every change fails and says so) or the local bookings file.
 */
export function bookingStoreFromEnv(): BookingStore {
  const env = getEnv();
  return announcingTakenTimes(
    env.SUPABASE_URL && env.SUPABASE_ANON_KEY
      ? createSupabaseBookingStore(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY ?? '')
      : createLocalBookingStore(path.resolve(env.BOOKINGS_DIR ?? DEFAULT_BOOKINGS_DIR)),
  );
}

/**
 * The store, telling the booking page's cached copies to go after every change that frees or
 * takes a time (a status change, a move).
 */
function announcingTakenTimes(store: BookingStore): BookingStore {
  return {
    ...store,
    async setStatus(id, from, to) {
      const changed = await store.setStatus(id, from, to);
      if (changed) takenTimesChanged();
      return changed;
    },
    async move(id, isoDate, time, availability, now) {
      const result = await store.move(id, isoDate, time, availability, now);
      if (result.status !== 'not-live') takenTimesChanged();
      return result;
    },
  };
}
