import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { z } from 'zod';
import { MEETING_TYPES } from '~/lib/booking/booking';

// The local bookings file (BOOKINGS_DIR/bookings.jsonl): one JSON line per booking, and one per
// later change of it (status, a new slot, the reminder sent), appended and flushed, never
// rewritten. Reading folds the lines of a booking into its current state. Every write runs under
// one lock per file, in the process and across the server's workers (a lock file beside it), so a
// booking, a reschedule and a status change never interleave (docs/decisions/0019, 0033).

export const BOOKING_STATUSES = ['requested', 'confirmed', 'declined', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const bookingLine = z.object({
  submissionKey: z.string(),
  date: z.string().optional(),
  time: z.string().optional(),
  customerName: z.string().optional(),
  customerEmail: z.string().optional(),
  meetingType: z.enum(MEETING_TYPES.map((type) => type.value)).optional(),
  slotStart: z.string().optional(),
  /** When the confirmation e-mail was written; absent when the address had its share that day. */
  confirmationAt: z.string().optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
  /** The invite's SEQUENCE: grows with every change the prospect is sent. */
  sequence: z.number().int().nonnegative().optional(),
  /** When the 24-hour reminder was sent (at most once per booking). */
  remindedAt: z.string().nullable().optional(),
  /** A change of a booking recorded on an earlier line. */
  change: z.literal(true).optional(),
});

export type BookingLine = z.infer<typeof bookingLine>;

/** Every booking in a bookings file in its current state, in the order they were made. */
export async function readBookings(file: string): Promise<BookingLine[]> {
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  const bookings = new Map<string, BookingLine>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let parsed: ReturnType<typeof bookingLine.safeParse>;
    try {
      parsed = bookingLine.safeParse(JSON.parse(line));
    } catch {
      // A line cut short by a crash was never acknowledged; it holds nothing to honor.
      continue;
    }
    if (!parsed.success) continue;
    const { change, ...values } = parsed.data;
    const current = bookings.get(values.submissionKey);
    if (change) {
      if (current) bookings.set(values.submissionKey, { ...current, ...values });
    } else if (!current) {
      bookings.set(values.submissionKey, values);
    }
  }
  return [...bookings.values()];
}

/** A booking holds its slot while it is requested or confirmed (the database's rule too). */
export function isLive(line: BookingLine): boolean {
  return line.status === undefined || line.status === 'requested' || line.status === 'confirmed';
}

/** Appends one line and flushes it to disk before returning. */
export async function appendBookingLine(file: string, line: Record<string, unknown>): Promise<void> {
  const handle = await open(file, 'a');
  try {
    await handle.appendFile(`${JSON.stringify(line)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const queues = new Map<string, Promise<unknown>>();

/** A lock file older than this was left by a process that stopped while holding it. */
const STALE_LOCK_MS = 30_000;
/** How long a writer waits for another process's lock before it gives up (with an error). */
const LOCK_WAIT_MS = 10_000;
const LOCK_RETRY_MS = 5;

/** Takes the lock file beside `file` (created exclusively), waiting while another process holds it. */
async function lockAcrossProcesses(file: string): Promise<() => Promise<void>> {
  const lock = `${file}.lock`;
  const started = Date.now();
  for (;;) {
    try {
      await (await open(lock, 'wx')).close();
      return () => rm(lock, { force: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') {
        await mkdir(path.dirname(lock), { recursive: true });
        continue;
      }
      if (code !== 'EEXIST') throw error;
    }
    const held = await stat(lock).catch(() => undefined);
    if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) await rm(lock, { force: true });
    if (Date.now() - started > LOCK_WAIT_MS) throw new Error('the bookings file stayed locked by another process');
    await wait(LOCK_RETRY_MS);
  }
}

/** Runs `task` when every earlier task on the same file has finished, in this process and the others serving the site. */
export function withBookingsLock<T>(file: string, task: () => Promise<T>): Promise<T> {
  const locked = async () => {
    const release = await lockAcrossProcesses(file);
    try {
      return await task();
    } finally {
      await release();
    }
  };
  const run = (queues.get(file) ?? Promise.resolve()).then(locked, locked);
  queues.set(
    file,
    run.catch(() => undefined),
  );
  return run;
}
