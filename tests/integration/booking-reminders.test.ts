import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnv } from '~/env.server';
import { getLeadService, keepBookingMails } from '~/leads/leads.server';
import { outboxDirectory } from '~/mail/mailer.server';
import { createBookingReminders } from '~/bookings/booking-reminders.server';
import { createLocalBookingStore } from '~/bookings/booking-store.server';
import { appendBookingLine } from '~/bookings/local-bookings.server';
import { bookingLine } from '../support/booking-fixtures';

// The reminder a day before a confirmed call, driven by an injected clock as the background loop
// drives it: kept as a delivery and sent (to the outbox here) once per booking, never for a call
// that is not confirmed.

let directory: string;
let outbox: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'reminders-'));
  delete process.env.SITE_URL;
  delete process.env.RESEND_API_KEY;
  resetEnv();
  outbox = outboxDirectory();
  const file = path.join(directory, 'bookings.jsonl');
  // Wednesday 5 March 2025, 2:00 PM CST: confirmed; 3:00 PM: still waiting; 1:00 PM: cancelled.
  await appendBookingLine(file, bookingLine('confirmed-0001', '2025-03-05T20:00:00.000Z', 'requested'));
  await appendBookingLine(file, { submissionKey: 'confirmed-0001', change: true, status: 'confirmed', sequence: 1 });
  await appendBookingLine(file, bookingLine('requested-0002', '2025-03-05T21:00:00.000Z', 'requested'));
  await appendBookingLine(file, bookingLine('cancelled-0003', '2025-03-05T19:00:00.000Z', 'cancelled'));
});
afterAll(async () => {
  await getLeadService().settle();
  await rm(directory, { recursive: true, force: true });
});

async function reminders() {
  const files = (await readdir(outbox).catch(() => [])).filter((name) => name.startsWith('booking-reminder'));
  return Promise.all(files.map(async (file) => PostalMime.parse(await readFile(path.join(outbox, file)))));
}

describe('the booking reminder', () => {
  let clock = new Date('2025-03-04T19:00:00Z');
  const remindDue = createBookingReminders({
    store: () => createLocalBookingStore(directory),
    keep: keepBookingMails,
    now: () => clock,
    log: () => {},
  });

  it('is not sent more than 24 hours ahead', async () => {
    expect(await remindDue()).toBe(0);
    expect(await reminders()).toEqual([]);
  });

  it('is sent to the prospect of a confirmed call once it starts within 24 hours, with the links', async () => {
    clock = new Date('2025-03-04T20:30:00Z');
    expect(await remindDue()).toBe(1);
    const [mail, ...others] = await reminders();
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Reminder: your call on March 5, 2025 at 2:00 PM CST');
    expect(mail?.to?.[0]?.address).toBe('confirmed-0001@example.com');
    expect(mail?.text).toContain('Time: 2:00 PM CST (UTC−06:00)');
    expect([...(mail?.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0]).pathname)).toEqual([
      '/bookings/manage',
      '/bookings/manage',
    ]);
    expect(await readFile(path.join(directory, 'bookings.jsonl'), 'utf8')).toContain('"remindedAt"');
  });

  it('is sent at most once, however many passes run later', async () => {
    for (const minutes of [1, 5, 60, 600]) {
      clock = new Date(new Date('2025-03-04T20:30:00Z').getTime() + minutes * 60_000);
      expect(await remindDue()).toBe(0);
    }
    expect(await reminders()).toHaveLength(1);
  });

  it('is never sent for a call waiting for confirmation or cancelled', async () => {
    expect((await reminders()).map((mail) => mail.to?.[0]?.address)).toEqual(['confirmed-0001@example.com']);
  });
});
