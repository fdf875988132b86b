import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '~/env.server';
import { getLeadService } from '~/leads/leads.server';
import { action as bookCallAction } from '~/routes/book-call';
import { args, run } from '../support/action-result';
import { staffCommand as staff } from '../support/booking-mails';
import { readSeed, writeDatasetCopy } from '../support/dataset';
import { formPost } from '../support/form-data';
import { ADA_BOOKING } from '../support/booking-fixtures';

// The studio's zone is the availability document's, everywhere: an editor moves the studio to
// New York, and the studio's notification and the staff listing speak Eastern time.

const dir = mkdtempSync(path.join(tmpdir(), 'studio-zone-'));
const bookingsDir = mkdtempSync(path.join(tmpdir(), 'bookings-'));
// Tuesday 4 March 2025, 11:30 in New York.
const NOW = new Date('2025-03-04T16:30:00Z');

beforeAll(() => {
  const documents = readSeed().map((document) =>
    document._id === 'bookingAvailability' ? { ...document, timeZone: 'America/New_York' } : document,
  );
  vi.stubEnv('CONTENT_DATASET_PATH', writeDatasetCopy(dir, documents));
  vi.stubEnv('BOOKINGS_DIR', bookingsDir);
  delete process.env.SUPABASE_URL;
  delete process.env.SANITY_PROJECT_ID;
  delete process.env.RESEND_API_KEY;
  resetEnv();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(async () => {
  await getLeadService().settle();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  resetEnv();
  rmSync(dir, { recursive: true, force: true });
  rmSync(bookingsDir, { recursive: true, force: true });
});

describe("the studio's zone, from the availability document", () => {
  it('names the booked time and the time received in the notification and the staff listing', async () => {
    const booked = await run(() =>
      bookCallAction(args(formPost('/book-call', { ...ADA_BOOKING, meetingType: 'phone', description: '' }))),
    );
    expect(booked.body).toMatchObject({ status: 'success' });
    await getLeadService().settle();

    const outbox = path.join(process.env.LEADS_DIR ?? '', 'outbox');
    const file = (await readdir(outbox)).find((name) => name.startsWith('lead-notification_'));
    const notice = await PostalMime.parse(await readFile(path.join(outbox, file ?? '')));
    expect(notice.subject).toBe('New call booking: Ada Lovelace (March 5, 2025 at 2:00 PM Eastern time)');
    expect(notice.text).toContain('Booked for: March 5, 2025 at 2:00 PM Eastern time');
    expect(notice.text).toContain('Received: Tuesday, March 4, 2025 at 11:30 AM Eastern time');
    expect(notice.text).not.toMatch(/Central/);

    const listed = await staff('list', '--kind', 'booking');
    expect(listed).toMatch(/^1 lead\(s\)/);
    expect(listed).toContain('Ada Lovelace <ada@example.com>, March 5, 2025 at 2:00 PM Eastern time');
    // A day given to --since is read as midnight in the studio's zone.
    expect(await staff('list', '--kind', 'booking', '--since', '2025-03-04')).toMatch(/^1 lead\(s\)/);
    expect(await staff('list', '--kind', 'booking', '--since', '2025-03-05')).toMatch(/^0 lead\(s\)/);
  });
});
