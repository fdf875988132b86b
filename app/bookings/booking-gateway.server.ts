import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient, FunctionsHttpError, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { z } from 'zod';
import { getContent } from '~/content/content.server';
import { getEnv } from '~/env.server';
import {
  type Availability,
  SLOT_TAKEN,
  slotProblem,
  slotStart,
  takenSlotKeys,
  writtenDateToIso,
} from '~/lib/booking/booking';
import { bookingConfirmationEmail } from '~/bookings/booking-confirmation';
import { appendBookingLine, isLive, readBookings, withBookingsLock } from './local-bookings.server';
import { prospectLinks, siteLinkOrigin } from './booking-links.server';
import type { KeyedBooking } from '../../supabase/functions/_shared/booking-payload.ts';
import {
  CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  confirmationInvite,
} from '../../supabase/functions/_shared/booking-confirmation-mail.ts';
import { takenTimesChanged } from '~/content/page-changes.server';
import { logger } from '../../server/logger.js';

const BOOKING_FUNCTION = 'send-booking-confirmation';
export const DEFAULT_BOOKINGS_DIR = '.data/bookings';
/** A function that accepts the request and never answers must not hold the visitor (ADR 0010). */
export const FUNCTION_TIMEOUT_MS = 10_000;
/**
 * How long a page waits for the taken slots: well inside the render deadline, so a function that
 * hangs on reads leaves the booking page up (with the last list read, or the whole grid).
 */
const TAKEN_SLOTS_TIMEOUT_MS = 2_000;

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;
// supabase-js documents passing `ws` here for Node 20, but ws's declared event types differ from
// the DOM ones realtime-js declares, so the compiler needs telling that the documented value fits.
const nodeWebSocket = WebSocket as unknown as RealtimeTransport;

type GatewayResult =
  | { ok: true }
  /** `slotTaken`: another live booking holds the slot; `refused`: the rules refuse it. Neither is worth retrying. */
  | { ok: false; reason: string; slotTaken?: true; refused?: true };

export interface BookingGateway {
  readonly name: 'supabase' | 'local';
  /**
   * `linkOrigin`: the site origin the local gateway's links use (the function has its own,
   * SITE_URL, as a secret).
   */
  send(booking: KeyedBooking, linkOrigin?: string): Promise<GatewayResult>;
  /** The start instants (ISO strings) of slots with a live booking from `from` on; no personal data. */
  takenSlots(from: Date, timeoutMs?: number): Promise<string[]>;
}

const errorBody = z.object({ error: z.string() });
const takenBody = z.object({ taken: z.array(z.string()) });

/** The function's error answer, read from the response supabase-js hands back. */
async function functionError(error: unknown): Promise<{ status: number; error: string } | undefined> {
  if (!(error instanceof FunctionsHttpError) || !(error.context instanceof Response)) return undefined;
  try {
    const body = errorBody.safeParse(await error.context.clone().json());
    return { status: error.context.status, error: body.success ? body.data.error : '' };
  } catch {
    return { status: error.context.status, error: '' };
  }
}

/**
 * The hosted gateway: the Supabase edge function. invoke() never throws; an error answer and an
 * unreachable function both come back in `error`. A 409 `slot-taken` and a 400 (the rules refuse
 * the slot) are final answers; anything else is worth trying again.
 */
export function createSupabaseGateway(
  url: string,
  anonKey: string,
  timeoutMs: number = FUNCTION_TIMEOUT_MS,
): BookingGateway {
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // supabase-js refuses to start on Node 20 without a WebSocket implementation.
    realtime: { transport: nodeWebSocket },
  });
  return {
    name: 'supabase',
    async send(booking) {
      try {
        const { error } = await client.functions.invoke(BOOKING_FUNCTION, { body: booking, timeout: timeoutMs });
        if (!error) return { ok: true };
        const answer = await functionError(error);
        const reason = `${error.name}: ${answer ? `${answer.status} ${answer.error}` : error.message}`;
        if (answer?.status === 409 && answer.error === SLOT_TAKEN) return { ok: false, reason, slotTaken: true };
        if (answer?.status === 400) return { ok: false, reason, refused: true };
        return { ok: false, reason };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
    async takenSlots(_from, readTimeoutMs = timeoutMs) {
      // The function answers a GET with the start instants of live bookings only (no names, no
      // addresses), which the public anon key may read (docs/decisions/0019).
      const { data: body, error } = await client.functions.invoke(BOOKING_FUNCTION, {
        method: 'GET',
        timeout: readTimeoutMs,
      });
      if (error) throw new Error(`${error.name}: ${error.message}`);
      return takenBody.parse(body).taken;
    },
  };
}

/**
 * The embedded gateway for development and self-hosting: each booking is appended to a JSON-lines
 * file and flushed to disk before success is reported, and the confirmation e-mail the hosted
 * function would send is written beside it as an .eml file. Like the function, it answers a
 * submission key already recorded as success, and refuses a slot a live booking holds. Every
 * booking runs under one lock (a promise queue: the site is one process) and reads the file
 * under it, so two requests cannot both take a slot.
 */
function createLocalGateway(
  directory: string,
  sender: { from: string; companyName: string },
  availability: () => Promise<Availability | null>,
  now: () => Date = () => new Date(),
): BookingGateway {
  const bookingsFile = path.join(directory, 'bookings.jsonl');
  return {
    name: 'local',
    send(booking, linkOrigin) {
      return withBookingsLock(bookingsFile, async (): Promise<GatewayResult> => {
        try {
          const rules = await availability();
          if (!rules) return { ok: false, reason: 'the booking availability document is missing or invalid' };
          const isoDate = writtenDateToIso(booking.date);
          if (!isoDate) return { ok: false, reason: `no such date: ${booking.date}`, refused: true };
          await mkdir(directory, { recursive: true });
          const bookings = await readBookings(bookingsFile);
          if (bookings.some((line) => line.submissionKey === booking.submissionKey)) return { ok: true };
          const receivedAt = now();
          const taken = takenSlotKeys(
            bookings.filter(isLive).flatMap((line) => (line.slotStart ? [line.slotStart] : [])),
            rules.timeZone,
          );
          const problem = slotProblem(rules, isoDate, booking.time, receivedAt, taken);
          if (problem?.code === 'taken') return { ok: false, reason: 'slot-taken', slotTaken: true };
          if (problem) return { ok: false, reason: problem.message, refused: true };
          const id = randomUUID();
          const start = slotStart(isoDate, booking.time, rules.timeZone).toISOString();
          // As the function: at most CONFIRMATIONS_PER_ADDRESS_PER_DAY to one address a day.
          const dayAgo = receivedAt.getTime() - 86_400_000;
          const address = booking.customerEmail.toLowerCase();
          const mailed = bookings.filter(
            (line) =>
              line.customerEmail?.toLowerCase() === address &&
              line.confirmationAt !== undefined &&
              new Date(line.confirmationAt).getTime() > dayAgo,
          ).length;
          const confirm = mailed < CONFIRMATIONS_PER_ADDRESS_PER_DAY;
          await appendBookingLine(bookingsFile, {
            id,
            receivedAt: receivedAt.toISOString(),
            ...booking,
            slotStart: start,
            status: 'requested',
            sequence: 0,
            ...(confirm ? { confirmationAt: receivedAt.toISOString() } : {}),
          });
          if (!confirm) return { ok: true };
          const stamp = receivedAt.toISOString().replace(/[:.]/g, '-');
          // The links the function signs with the secret it shares with the site (here the same process).
          const links = await prospectLinks(linkOrigin ?? siteLinkOrigin(), booking.submissionKey, new Date(start));
          await writeFile(
            path.join(directory, `${stamp}-${id}.eml`),
            bookingConfirmationEmail(booking, { ...sender, sentAt: receivedAt, timeZone: rules.timeZone, links }),
          );
          // The invite the function attaches to the same e-mail, as a file a calendar opens.
          const invite = confirmationInvite(booking, sender, {
            uid: booking.submissionKey,
            start: new Date(start),
            stamp: receivedAt,
          });
          await writeFile(path.join(directory, `${stamp}-${id}.ics`), invite.content);
          return { ok: true };
        } catch (error) {
          return { ok: false, reason: error instanceof Error ? error.message : String(error) };
        }
      });
    },
    takenSlots: (from) => localTakenSlots(bookingsFile, from),
  };
}

async function localTakenSlots(bookingsFile: string, from: Date): Promise<string[]> {
  const bookings = await readBookings(bookingsFile);
  return bookings.flatMap((line) =>
    isLive(line) && line.slotStart !== undefined && new Date(line.slotStart) >= from ? [line.slotStart] : [],
  );
}

function bookingsDirectory(): string {
  return path.resolve(getEnv().BOOKINGS_DIR ?? DEFAULT_BOOKINGS_DIR);
}

/** The last list of taken slots each function answered, for when it does not answer in time. */
const lastTaken = new Map<string, string[]>();

/**
 * The start instants of live bookings from `from` on, from the gateway in use, within
 * TAKEN_SLOTS_TIMEOUT_MS. When the function does not answer in time or fails, the last list it
 * gave (those still ahead), or none: the picker then offers a taken slot, which the function's
 * unique index still refuses.
 */
export async function takenSlotsFromEnv(from: Date): Promise<string[]> {
  const env = getEnv();
  if (!env.SUPABASE_URL || !env.SUPABASE_ANON_KEY) {
    try {
      return await localTakenSlots(path.join(bookingsDirectory(), 'bookings.jsonl'), from);
    } catch (error) {
      logger('booking').error({ reason: errorMessage(error) }, 'could not read the taken slots');
      return [];
    }
  }
  const url = env.SUPABASE_URL;
  try {
    const taken = await createSupabaseGateway(url, env.SUPABASE_ANON_KEY).takenSlots(from, TAKEN_SLOTS_TIMEOUT_MS);
    lastTaken.set(url, taken);
    return taken;
  } catch (error) {
    const last = lastTaken.get(url) ?? [];
    logger('booking').error(
      { reason: errorMessage(error), lastCount: last.length },
      'could not read the taken slots; using the last list read',
    );
    return last.filter((start) => new Date(start) >= from);
  }
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Supabase when it is configured, otherwise the embedded gateway (docs/specification.md, decisions on the open points). */
export function bookingGatewayFromEnv(sender: { from: string; companyName: string }): BookingGateway {
  const env = getEnv();
  const gateway =
    env.SUPABASE_URL && env.SUPABASE_ANON_KEY
      ? createSupabaseGateway(env.SUPABASE_URL, env.SUPABASE_ANON_KEY)
      : createLocalGateway(bookingsDirectory(), sender, () => getContent().bookingAvailability());
  return announcingTakenTimes(gateway);
}

/**
 * The gateway, telling the booking page's cached copies to go after every booking it took, and
 * after every one it refused for a taken slot (the page offered a time it should not have).
 */
function announcingTakenTimes(gateway: BookingGateway): BookingGateway {
  return {
    name: gateway.name,
    takenSlots: (from, timeoutMs) => gateway.takenSlots(from, timeoutMs),
    async send(booking, linkOrigin) {
      const result = await gateway.send(booking, linkOrigin);
      if (result.ok || result.slotTaken) takenTimesChanged();
      return result;
    },
  };
}
