import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBookingReminders } from '~/bookings/booking-reminders.server';
import { appendBookingLine } from '~/bookings/local-bookings.server';
import { getLeadService, keepBookingMails } from '~/leads/leads.server';
import { undeliveredByChannel } from '~/leads/undelivered.server';
import { type Alert, createAlarm } from '~/operations/alarm.server';
import { fileAlarmState } from '~/operations/alarm-state.server';
import { listedBookingMails, mailApiForBookings } from '../support/booking-mails';
import { bookingLine } from '../support/booking-fixtures';
import { bookLocallyInThisFile } from '../support/local-bookings';

// A reminder is a delivery like a change's mails: the e-mail API refuses while it is due; the
// reminder is kept pending, listed so, counted as undelivered and raises the alarm; once the API is
// back one retry pass sends it exactly once, and a later pass (or reminder look) sends nothing.

// Tuesday 4 March 2025, 2:30 PM in Dallas: the confirmed call on Wednesday at 2:00 PM is 23.5 hours away.
const NOW = new Date('2025-03-04T20:30:00Z');
const MINUTE = 60_000;
const bookings = bookLocallyInThisFile({ now: NOW });
let mailApi: Awaited<ReturnType<typeof mailApiForBookings>>;

beforeAll(async () => {
  const file = path.join(bookings.directory(), 'bookings.jsonl');
  await appendBookingLine(file, bookingLine('confirmed-0001', '2025-03-05T20:00:00.000Z', 'requested'));
  await appendBookingLine(file, { submissionKey: 'confirmed-0001', change: true, status: 'confirmed', sequence: 1 });
  mailApi = await mailApiForBookings();
});
afterAll(async () => {
  await getLeadService().settle();
  await mailApi.close();
});

describe('a reminder due while the e-mail API is down', () => {
  it('is kept, seen by the alarm, and delivered exactly once when the API is back', async () => {
    const remindDue = createBookingReminders({ keep: keepBookingMails });
    const reminders = () => mailApi.sent(/^Reminder: your call on March 5, 2025 at 2:00 PM CST$/);

    mailApi.faults.down = true;
    expect(await remindDue()).toBe(1);
    expect(reminders()).toEqual([]);
    const pending = await listedBookingMails();
    expect(pending).toMatch(/^1 lead\(s\)/);
    expect(pending).toMatch(/booking-mail\s+pending/);
    expect(pending).toContain('to Ada Lovelace <confirmed-0001@example.com>: Reminder: your call');
    expect(pending).toContain('the e-mail API answered 503');

    // What the undelivered-lead gauges and the alarm read: the reminder waits on its delivery.
    const store = getLeadService().store;
    const [waiting, ...others] = await store.undelivered();
    expect(others).toEqual([]);
    expect(waiting?.lead.kind).toBe('booking-mail');
    expect(undeliveredByChannel(await store.undelivered(), new Date())).toContainEqual(
      expect.objectContaining({
        channel: 'delivery',
        count: 1,
        oldest: expect.objectContaining({ leadId: waiting?.lead.id }),
      }),
    );
    const alerts: Alert[] = [];
    const alarm = createAlarm({
      store,
      afterMs: 15 * MINUTE,
      repeatMs: 60 * MINUTE,
      destinations: () => [{ name: 'log', send: async (alert) => Boolean(alerts.push(alert)) }],
      state: fileAlarmState(path.join(bookings.directory(), 'alarm.json')),
      site: 'the site',
    });
    vi.setSystemTime(new Date(NOW.getTime() + 16 * MINUTE));
    await alarm.check();
    expect(alerts).toEqual([
      expect.objectContaining({ event: 'leads.alert', channel: 'delivery', count: 1, oldestLeadId: waiting?.lead.id }),
    ]);

    mailApi.faults.down = false;
    await getLeadService().retryDue();
    const [reminder, ...again] = reminders();
    expect(again).toEqual([]);
    expect(reminder?.body.to).toEqual(['Ada Lovelace <confirmed-0001@example.com>']);
    expect(reminder?.idempotencyKey).toBe('booking-reminder/confirmed-0001/1');
    expect(await listedBookingMails()).toMatch(/booking-mail\s+delivered/);

    // A later pass of the retrier and of the reminders finds nothing to send; the alarm clears.
    const before = mailApi.accepted.length;
    vi.setSystemTime(new Date(NOW.getTime() + 2 * 3_600_000));
    expect(await getLeadService().retryDue()).toBe(0);
    expect(await remindDue()).toBe(0);
    expect(mailApi.accepted.length).toBe(before);
    await alarm.check();
    expect(alerts.map((alert) => alert.event)).toEqual(['leads.alert', 'leads.all-clear']);
  });
});
