import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotStart } from '../../supabase/functions/_shared/booking-rules';
import { createHandler } from '../../supabase/functions/send-booking-confirmation/handler';
import type { Mail } from '../../supabase/functions/_shared/booking-confirmation-mail';
import { createRestStore } from '../../supabase/functions/send-booking-confirmation/store';
import { WEEKDAYS_CENTRAL } from '../support/booking-availability';
import { startPostgrestStandIn } from '../support/postgrest-stand-in';
import { postgresCluster, startSupabaseDatabase } from '../support/supabase-database';
import { createSupabaseBookingStore } from '~/bookings/booking-store.server';

// The edge function's handler with its real store, through a PostgREST stand-in, on a real
// PostgreSQL with the migrations applied: the database, not the handler, decides who gets a slot.
const postgres = postgresCluster();
if (!postgres && process.env.CI) throw new Error('PostgreSQL is required in CI: apt-get install postgresql');

const KEYS = { serviceRole: 'service-role-key', anon: 'anon-key' };
// Tuesday 4 March 2025, 10:30 in Dallas.
const NOW = new Date('2025-03-04T16:30:00Z');

const payload = (index: number, change: Record<string, string> = {}) => ({
  customerName: `Racer ${index}`,
  customerEmail: `racer${index}@example.com`,
  customerPhone: '214 555 0100',
  company: '',
  date: 'March 6, 2025',
  time: '10:00 AM',
  meetingType: 'phone',
  description: '',
  submissionKey: `race-key-${String(index).padStart(4, '0')}`,
  ...change,
});

describe.skipIf(!postgres)('the booking function on PostgreSQL', () => {
  let db: ReturnType<typeof startSupabaseDatabase>;
  let rest: Awaited<ReturnType<typeof startPostgrestStandIn>>;
  const sent: { mail: Mail; key: string }[] = [];
  let handler: ReturnType<typeof createHandler>;
  const post = (body: unknown) =>
    handler(
      new Request('http://edge/functions/v1/send-booking-confirmation', { method: 'POST', body: JSON.stringify(body) }),
    );

  beforeAll(async () => {
    db = startSupabaseDatabase();
    rest = await startPostgrestStandIn(db, KEYS);
    handler = createHandler({
      ...createRestStore(rest.url, KEYS.serviceRole),
      loadAvailability: async () => WEEKDAYS_CENTRAL,
      now: () => NOW,
      log: () => {},
      sender: { from: 'hello@studio.test', companyName: 'Bluebonnet Labs' },
      async sendMail(mail, key) {
        sent.push({ mail, key });
      },
    });
  }, 60_000);
  afterAll(async () => {
    await rest?.close();
    db?.stop();
  });

  it('stores exactly one of 50 concurrent bookings of one slot and answers the rest 409 slot-taken', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, (_, index) => post(payload(index))));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const conflict = responses.find((response) => response.status === 409);
    expect(await conflict?.json()).toEqual({ error: 'slot-taken' });
    expect(
      db.sql(`select count(*) from public.booking_requests where slot_start = '2025-03-06T16:00:00Z';`).output,
    ).toBe('1');
    // One confirmation (the studio hears from the site's notifier): the losers were sent nothing.
    expect(sent).toHaveLength(1);
  }, 60_000);

  it('answers a repeat of the winning booking as success, not as taken', async () => {
    const winner = db.sql(
      `select submission_key from public.booking_requests where slot_start = '2025-03-06T16:00:00Z';`,
    ).output;
    const index = Number(winner.replace('race-key-', ''));
    expect((await post(payload(index))).status).toBe(200);
  });

  it('tells the site which slots are taken, with start instants only', async () => {
    const response = await handler(new Request('http://edge/functions/v1/send-booking-confirmation'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      taken: [slotStart('2025-03-06', '10:00 AM', 'America/Chicago').toISOString()],
    });
  });

  it('frees the slot when the booking is cancelled', async () => {
    db.sql(`update public.booking_requests set status = 'cancelled' where slot_start = '2025-03-06T16:00:00Z';`);
    expect((await post(payload(900))).status).toBe(200);
    expect(
      db.sql(`select count(*) from public.booking_requests where slot_start = '2025-03-06T16:00:00Z';`).output,
    ).toBe('2');
  });

  it('sends at most three confirmations a day to one address, and still stores every booking', async () => {
    sent.length = 0;
    const victim = { customerEmail: 'victim@example.org', date: 'March 7, 2025' };
    const times = ['9:00 AM', '10:00 AM', '1:00 PM', '2:00 PM', '3:00 PM'];
    for (const [index, time] of times.entries()) {
      expect((await post(payload(100 + index, { ...victim, time }))).status).toBe(200);
    }
    expect(sent.filter(({ mail }) => mail.to.includes('victim@example.org'))).toHaveLength(3);
    expect(
      db.sql(`select count(*) from public.booking_requests where customer_email = 'victim@example.org';`).output,
    ).toBe('5');
  });

  // The site's changes of a booking (cancel, reschedule, confirm, decline, reminder) go to the same
  // table with the service role key; the database decides who gets a slot here too.
  it('confirms, moves and cancels bookings on PostgreSQL; two moves to one slot: exactly one wins', async () => {
    const store = createSupabaseBookingStore(rest.url, KEYS.serviceRole);
    const live = await store.find('race-key-0900');
    expect(live).toMatchObject({ status: 'requested', sequence: 0, slotStart: '2025-03-06T16:00:00.000Z' });
    expect(await store.setStatus('race-key-0900', ['requested'], 'confirmed')).toMatchObject({
      status: 'confirmed',
      sequence: 1,
    });
    // Confirming again finds it confirmed already, and changes nothing.
    expect(await store.setStatus('race-key-0900', ['requested'], 'confirmed')).toBeNull();

    // Two bookings race to move to the same free slot (Monday 10 March, 9:00 AM).
    expect((await post(payload(901, { date: 'March 6, 2025', time: '1:00 PM' }))).status).toBe(200);
    const moves = await Promise.all(
      ['race-key-0900', 'race-key-0901'].map((id) => store.move(id, '2025-03-10', '9:00 AM', WEEKDAYS_CENTRAL, NOW)),
    );
    expect(moves.filter((move) => move.status === 'moved')).toHaveLength(1);
    expect(moves.filter((move) => move.status === 'refused')).toHaveLength(1);
    expect(
      db.sql(`select count(*) from public.booking_requests where slot_start = '2025-03-10T14:00:00Z';`).output,
    ).toBe('1');
    const winner = moves.find((move) => move.status === 'moved');
    expect(winner).toMatchObject({ booking: { status: 'requested', sequence: expect.any(Number) } });
    // The rules apply to the new slot: a closed day, a day off, a taken slot are refused.
    expect(await store.move('race-key-0901', '2025-03-08', '9:00 AM', WEEKDAYS_CENTRAL, NOW)).toMatchObject({
      status: 'refused',
      problem: { code: 'day-off' },
    });
    expect(await store.move('race-key-0901', '2025-03-10', '9:00 AM', WEEKDAYS_CENTRAL, NOW)).toMatchObject({
      status: 'refused',
      problem: { code: 'taken' },
    });

    // Cancelling frees the slot for someone else.
    const movedId = winner?.status === 'moved' ? winner.booking.id : '';
    expect(await store.setStatus(movedId, ['requested', 'confirmed'], 'cancelled')).toMatchObject({
      status: 'cancelled',
    });
    expect((await post(payload(902, { date: 'March 10, 2025', time: '9:00 AM' }))).status).toBe(200);
  });

  it('records a reminder once, however many passes try; the anon key changes nothing', async () => {
    const store = createSupabaseBookingStore(rest.url, KEYS.serviceRole);
    expect(await store.setStatus('race-key-0902', ['requested'], 'confirmed')).toMatchObject({ status: 'confirmed' });
    const due = await store.remindersDue(new Date('2025-03-09T14:00:00Z'), new Date('2025-03-10T14:00:00Z'));
    expect(due.map((booking) => booking.id)).toEqual(['race-key-0902']);
    const marks = await Promise.all([1, 2, 3].map(() => store.markReminded('race-key-0902', NOW)));
    expect(marks.filter(Boolean)).toHaveLength(1);
    expect(await store.remindersDue(new Date('2025-03-09T14:00:00Z'), new Date('2025-03-10T14:00:00Z'))).toEqual([]);

    const anon = createSupabaseBookingStore(rest.url, KEYS.anon);
    await expect(anon.setStatus('race-key-0902', ['confirmed'], 'cancelled')).rejects.toThrow();
    expect(db.sql(`select status from public.booking_requests where submission_key = 'race-key-0902';`).output).toBe(
      'confirmed',
    );
  });
});
