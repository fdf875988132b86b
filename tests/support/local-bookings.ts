import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { resetEnv } from '~/env.server';
import { getLeadService } from '~/leads/leads.server';

// What the booking tests set up alike: a booking a visitor posts, the moment before it, and the
// site in local mode (the embedded gateway writing to a directory of the test file's own).

/** Tuesday 4 March 2025, 10:30 in Dallas: the day before ADA_BOOKING. */
export const BOOKING_EVE = new Date('2025-03-04T16:30:00Z');

/** The /book-call form as a visitor fills it in: Wednesday 5 March 2025, 2:00 PM in Dallas, a video call. */
export const ADA_BOOKING = {
  date: '2025-03-05',
  time: '2:00 PM',
  meetingType: 'video',
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  customerPhone: '214 555 0100',
  company: '',
  description: 'Kiosk app',
};

/** A line of the local bookings file as the embedded gateway writes it (Wednesday 5 March 2025), for a test that writes the file itself. */
export function bookingLine(id: string, slotStart: string, status: string) {
  return {
    id,
    submissionKey: id,
    customerName: 'Ada Lovelace',
    customerEmail: `${id}@example.com`,
    meetingType: 'video',
    date: 'March 5, 2025',
    time: '2:00 PM',
    slotStart,
    status,
    sequence: 0,
  };
}

/**
 * The site books in local mode for this test file: a BOOKINGS_DIR of its own, no Supabase, the
 * bundled content, no SITE_URL; with `now`, the clock (Date only) held there. Call it at the top
 * of the file; answers the bookings directory once the file's set-up has run.
 */
export function bookLocallyInThisFile({ now }: { now?: Date } = {}): { directory: () => string } {
  let directory = '';
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'bookings-'));
    process.env.BOOKINGS_DIR = directory;
    delete process.env.SUPABASE_URL;
    delete process.env.SUPABASE_ANON_KEY;
    delete process.env.SANITY_PROJECT_ID;
    delete process.env.SITE_URL;
    resetEnv();
    if (now) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
    }
  });
  afterAll(async () => {
    await getLeadService().settle();
    if (now) vi.useRealTimers();
    await rm(directory, { recursive: true, force: true });
    delete process.env.BOOKINGS_DIR;
    resetEnv();
  });
  return { directory: () => directory };
}
