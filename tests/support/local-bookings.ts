import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { resetEnv } from '~/env.server';
import { getLeadService } from '~/leads/leads.server';

// The site booking in local mode for one test file (the embedded gateway writing to a directory
// of the file's own); the bookings themselves are in booking-fixtures.ts.

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
