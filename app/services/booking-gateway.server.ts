import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { z } from 'zod';
import { getEnv } from '~/env.server';
import { bookingConfirmationEmail, type BookingPayload } from '~/mail/booking-confirmation';

export const BOOKING_FUNCTION = 'send-booking-confirmation';
export const DEFAULT_BOOKINGS_DIR = '.data/bookings';
/** A function that accepts the request and never answers must not hold the visitor (issue 11). */
export const FUNCTION_TIMEOUT_MS = 10_000;

/** The booking as sent, with the lead's id: the receiving side records each key once. */
export type KeyedBooking = BookingPayload & { submissionKey: string };

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;
// supabase-js documents passing `ws` here for Node 20, but ws's declared event types differ from
// the DOM ones realtime-js declares, so the compiler needs telling that the documented value fits.
const nodeWebSocket = WebSocket as unknown as RealtimeTransport;

export type GatewayResult = { ok: true } | { ok: false; reason: string };

export interface BookingGateway {
  readonly name: 'supabase' | 'local';
  send(booking: KeyedBooking): Promise<GatewayResult>;
}

/**
 * The hosted gateway: the Supabase edge function. invoke() never throws; an error answer and an
 * unreachable function both come back in `error`, which is all the product reads (SPEC.md point 7).
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
        return error ? { ok: false, reason: `${error.name}: ${error.message}` } : { ok: true };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

const keyLine = z.object({ submissionKey: z.string() });

/** The submission keys already in a bookings file, read once per gateway. */
async function recordedKeys(file: string): Promise<Set<string>> {
  const keys = new Set<string>();
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const parsed = keyLine.safeParse(JSON.parse(line));
      if (parsed.success) keys.add(parsed.data.submissionKey);
    } catch {
      // A line cut short by a crash was never acknowledged; it holds no key to honour.
    }
  }
  return keys;
}

/**
 * The embedded gateway for development and self-hosting: each booking is appended to a JSON-lines
 * file and flushed to disk before success is reported, and the confirmation e-mail the hosted
 * function would send is written beside it as an .eml file. Like the function's unique
 * constraint, a submission key already recorded is answered as success and not recorded again.
 */
export function createLocalGateway(
  directory: string,
  sender: { from: string; companyName: string },
  now: () => Date = () => new Date(),
): BookingGateway {
  const bookingsFile = path.join(directory, 'bookings.jsonl');
  let keys: Set<string> | undefined;
  return {
    name: 'local',
    async send(booking) {
      try {
        await mkdir(directory, { recursive: true });
        keys ??= await recordedKeys(bookingsFile);
        if (keys.has(booking.submissionKey)) return { ok: true };
        const receivedAt = now();
        const id = randomUUID();
        const file = await open(bookingsFile, 'a');
        try {
          await file.appendFile(`${JSON.stringify({ id, receivedAt: receivedAt.toISOString(), ...booking })}\n`);
          await file.sync();
        } finally {
          await file.close();
        }
        keys.add(booking.submissionKey);
        const stamp = receivedAt.toISOString().replace(/[:.]/g, '-');
        await writeFile(
          path.join(directory, `${stamp}-${id}.eml`),
          bookingConfirmationEmail(booking, { ...sender, sentAt: receivedAt }),
        );
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** Supabase when it is configured, otherwise the embedded gateway (DESIGN.md, Booking). */
export function bookingGatewayFromEnv(sender: { from: string; companyName: string }): BookingGateway {
  const env = getEnv();
  if (env.SUPABASE_URL && env.SUPABASE_ANON_KEY) return createSupabaseGateway(env.SUPABASE_URL, env.SUPABASE_ANON_KEY);
  return createLocalGateway(path.resolve(env.BOOKINGS_DIR ?? DEFAULT_BOOKINGS_DIR), sender);
}
