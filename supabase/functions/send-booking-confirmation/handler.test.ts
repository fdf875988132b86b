// `deno test` for the edge function: the handler with an in-memory store that behaves like the
// booking_requests table (unique submission_key, one live booking per slot) and a recording e-mail API.
import { type Availability, SLOT_TAKEN } from '../_shared/booking-rules.ts';
import { type BookingRequest, createHandler, parseBooking, type StoredBooking } from './handler.ts';
import type { Mail } from '../_shared/booking-confirmation-mail.ts';
import { createResendMailer } from './mail.ts';

function assertEquals(actual: unknown, expected: unknown, message = '') {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${message}\nexpected ${e}\n  actual ${a}`);
}

// Tuesday 4 March 2025, 10:30 in Dallas.
const NOW = new Date('2025-03-04T16:30:00Z');

const payload = {
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  customerPhone: '214 555 0100',
  company: '',
  date: 'March 5, 2025',
  time: '2:00 PM',
  meetingType: 'video',
  description: 'Kiosk app',
  submissionKey: '3f1c2a4e-9d7b-4c1e-8a55-0b6f2d9e7a10',
};

const WEEKDAY_TIMES = ['09:00', '10:00', '13:00', '14:00', '15:00'];
const AVAILABILITY: Availability = {
  timeZone: 'America/Chicago',
  weeklySlots: {
    monday: WEEKDAY_TIMES,
    tuesday: WEEKDAY_TIMES,
    wednesday: WEEKDAY_TIMES,
    thursday: WEEKDAY_TIMES,
    friday: WEEKDAY_TIMES,
  },
  closedDates: [{ date: '2025-03-07', label: 'Studio day' }],
  minimumNoticeHours: 12,
  horizonDays: 60,
};

function setUp({ mailDown = false } = {}) {
  const rows = new Map<string, BookingRequest & StoredBooking>();
  const sent: { mail: Mail; key: string }[] = [];
  const state = { mailDown };
  const handler = createHandler({
    now: () => NOW,
    log: () => {},
    sender: { from: 'hello@studio.test', companyName: 'Bluebonnet Labs' },
    async saveBooking(booking) {
      const existing = rows.get(booking.submissionKey);
      if (existing) return existing;
      if ([...rows.values()].some((row) => row.slotStart === booking.slotStart)) return SLOT_TAKEN;
      const row = { ...booking, id: crypto.randomUUID(), confirmationSentAt: null };
      rows.set(booking.submissionKey, row);
      return row;
    },
    async markMailSent(key: string) {
      const row = rows.get(key);
      if (!row) throw new Error('no such booking');
      row.confirmationSentAt = NOW.toISOString();
    },
    confirmationsSentTo: (email: string) =>
      Promise.resolve([...rows.values()].filter((row) => row.customerEmail === email && row.confirmationSentAt).length),
    takenSlots: () => Promise.resolve([...rows.values()].map((row) => row.slotStart)),
    loadAvailability: () => Promise.resolve(AVAILABILITY),
    async sendMail(mail, key) {
      if (state.mailDown) throw new Error('the e-mail API answered 503');
      sent.push({ mail, key });
    },
  });
  const post = (body: unknown) =>
    handler(new Request('http://function.test/', { method: 'POST', body: JSON.stringify(body) }));
  const get = () => handler(new Request('http://function.test/'));
  return { rows, sent, state, post, get };
}

Deno.test(
  'stores a valid booking with typed date and time, and sends the confirmation and the studio notice',
  async () => {
    const { rows, sent, post } = setUp();
    const response = await post(payload);
    assertEquals(response.status, 200);
    const row = rows.get(payload.submissionKey);
    assertEquals([row?.isoDate, row?.sqlTime], ['2025-03-05', '14:00']);
    // The prospect's confirmation only, with its invite; the site's notifier tells the studio.
    assertEquals(
      sent.map(({ mail }) => [mail.to, mail.subject, mail.attachments?.map((file) => file.filename)]),
      [['Ada Lovelace <ada@example.com>', 'Booking request received: March 5, 2025 at 2:00 PM CST', ['invite.ics']]],
    );
    const ics = sent[0]?.mail.attachments?.[0]?.content ?? '';
    for (const line of [
      'METHOD:REQUEST',
      `UID:${payload.submissionKey}`,
      'DTSTART:20250305T200000Z',
      'DTEND:20250305T203000Z',
    ]) {
      if (!ics.includes(line)) throw new Error(`the invite lacks ${line}`);
    }
  },
);

Deno.test(
  'refuses a day that does not exist, a past day, a day off, a closed date, too near, too far, a time not offered',
  async () => {
    const { rows, post } = setUp();
    for (const [change, words] of [
      [{ date: 'February 31, 2026' }, 'real calendar day'],
      [{ date: 'March 3, 2025' }, 'past-date'],
      [{ date: 'March 8, 2025' }, 'day-off'],
      [{ date: 'March 7, 2025' }, 'closed'],
      [{ time: '11:00 AM' }, 'not-offered'],
      [{ date: 'March 4, 2025', time: '9:00 AM' }, 'already passed'],
      [{ date: 'March 4, 2025', time: '3:00 PM' }, 'too-soon'],
      [{ date: 'January 5, 2099' }, 'beyond-horizon'],
    ] as const) {
      const response = await post({ ...payload, ...change });
      assertEquals(response.status, 400, JSON.stringify(change));
      const body = await response.json();
      if (!String(body.error).includes(words)) throw new Error(`${JSON.stringify(change)}: ${body.error}`);
    }
    assertEquals(rows.size, 0);
  },
);

Deno.test('answers a slot another booking holds with 409 slot-taken, and lists it as taken', async () => {
  const { rows, post, get } = setUp();
  assertEquals((await post(payload)).status, 200);
  const second = await post({ ...payload, submissionKey: 'another-visitor-0001', customerName: 'Grace' });
  assertEquals(second.status, 409);
  assertEquals(await second.json(), { error: 'slot-taken' });
  assertEquals(rows.size, 1);
  assertEquals(await (await get()).json(), { taken: ['2025-03-05T20:00:00.000Z'] });
});

Deno.test('is idempotent on the submission key: one booking, one confirmation', async () => {
  const { rows, sent, post } = setUp();
  assertEquals((await post(payload)).status, 200);
  assertEquals((await post(payload)).status, 200);
  assertEquals(rows.size, 1);
  assertEquals(sent.length, 1);
});

Deno.test('keeps the booking when the e-mail fails, and sends it on the retry', async () => {
  const { rows, sent, state, post } = setUp({ mailDown: true });
  const failed = await post(payload);
  assertEquals(failed.status, 502);
  assertEquals((await failed.json()).stored, true);
  assertEquals(rows.size, 1);
  state.mailDown = false;
  assertEquals((await post(payload)).status, 200);
  assertEquals(rows.size, 1);
  assertEquals(
    sent.map(({ key }) => key),
    [`booking-confirmation/${payload.submissionKey}`],
  );
});

Deno.test('requires the submission key', () => {
  const { submissionKey: _omitted, ...withoutKey } = payload;
  assertEquals('error' in parseBooking(withoutKey, AVAILABILITY, NOW), true);
});

Deno.test('sends through the e-mail API as its REST interface expects', async () => {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fakeFetch: typeof fetch = (input, init) => {
    requests.push({ url: String(input), init });
    return Promise.resolve(new Response(JSON.stringify({ id: 'email-1' }), { status: 200 }));
  };
  const send = createResendMailer({ apiUrl: 'http://mail-api.test/', apiKey: 're_test', fetchImpl: fakeFetch });
  await send(
    { from: 'a@studio.test', to: 'b@example.com', subject: 'Hi', text: 'Hello', replyTo: 'a@studio.test' },
    'k-1',
  );
  const [request] = requests;
  assertEquals(request?.url, 'http://mail-api.test/emails');
  const headers = new Headers(request?.init?.headers);
  assertEquals([headers.get('authorization'), headers.get('idempotency-key')], ['Bearer re_test', 'k-1']);
  assertEquals(JSON.parse(String(request?.init?.body)), {
    from: 'a@studio.test',
    to: ['b@example.com'],
    subject: 'Hi',
    text: 'Hello',
    reply_to: 'a@studio.test',
  });

  const failing = createResendMailer({
    apiUrl: 'http://mail-api.test',
    apiKey: 're_test',
    fetchImpl: () => Promise.resolve(new Response('{"message":"invalid from"}', { status: 422 })),
  });
  let threw = false;
  try {
    await failing({ from: 'x', to: 'y', subject: 's', text: 't' }, 'k-2');
  } catch {
    threw = true;
  }
  assertEquals(threw, true);
});
