// `deno test` for the edge function: the handler with an in-memory store that behaves like the
// booking_requests table (unique submission_key) and a recording e-mail API.
import { type BookingRequest, createHandler, type MailKind, parseBooking, type StoredBooking } from './handler.ts';
import { createResendMailer, type Mail } from './mail.ts';

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

function setUp({ mailDown = false } = {}) {
  const rows = new Map<string, BookingRequest & StoredBooking>();
  const sent: { mail: Mail; key: string }[] = [];
  const state = { mailDown };
  const handler = createHandler({
    now: () => NOW,
    log: () => {},
    sender: { from: 'hello@studio.test', companyName: 'Bluebonnet Labs', studio: 'team@studio.test' },
    async saveBooking(booking) {
      const existing = rows.get(booking.submissionKey);
      if (existing) return existing;
      const row = { ...booking, id: crypto.randomUUID(), confirmationSentAt: null, noticeSentAt: null };
      rows.set(booking.submissionKey, row);
      return row;
    },
    async markMailSent(key: string, kind: MailKind) {
      const row = rows.get(key);
      if (!row) throw new Error('no such booking');
      if (kind === 'confirmation') row.confirmationSentAt = NOW.toISOString();
      else row.noticeSentAt = NOW.toISOString();
    },
    async sendMail(mail, key) {
      if (state.mailDown) throw new Error('the e-mail API answered 503');
      sent.push({ mail, key });
    },
  });
  const post = (body: unknown) =>
    handler(new Request('http://function.test/', { method: 'POST', body: JSON.stringify(body) }));
  return { rows, sent, state, post };
}

Deno.test(
  'stores a valid booking with typed date and time, and sends the confirmation and the studio notice',
  async () => {
    const { rows, sent, post } = setUp();
    const response = await post(payload);
    assertEquals(response.status, 200);
    const row = rows.get(payload.submissionKey);
    assertEquals([row?.isoDate, row?.sqlTime], ['2025-03-05', '14:00']);
    assertEquals(
      sent.map(({ mail }) => [mail.to, mail.subject]),
      [
        ['Ada Lovelace <ada@example.com>', 'Booking request received: March 5, 2025 at 2:00 PM CST'],
        ['team@studio.test', 'New call booking: Ada Lovelace on March 5, 2025 at 2:00 PM CST'],
      ],
    );
  },
);

Deno.test('refuses a day that does not exist, a past day, a weekend and a slot not offered', async () => {
  const { rows, post } = setUp();
  for (const [change, words] of [
    [{ date: 'February 31, 2026' }, 'real calendar day'],
    [{ date: 'March 3, 2025' }, 'in the past'],
    [{ date: 'March 8, 2025' }, 'weekday'],
    [{ time: '11:00 AM' }, 'time must be one of'],
    [{ date: 'March 4, 2025', time: '9:00 AM' }, 'already passed'],
  ] as const) {
    const response = await post({ ...payload, ...change });
    assertEquals(response.status, 400, JSON.stringify(change));
    const body = await response.json();
    if (!String(body.error).includes(words)) throw new Error(`${JSON.stringify(change)}: ${body.error}`);
  }
  assertEquals(rows.size, 0);
});

Deno.test('is idempotent on the submission key: one booking, one confirmation', async () => {
  const { rows, sent, post } = setUp();
  assertEquals((await post(payload)).status, 200);
  assertEquals((await post(payload)).status, 200);
  assertEquals(rows.size, 1);
  assertEquals(sent.length, 2);
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
    [`booking-confirmation/${payload.submissionKey}`, `booking-notice/${payload.submissionKey}`],
  );
});

Deno.test('requires the submission key', () => {
  const { submissionKey: _omitted, ...withoutKey } = payload;
  assertEquals('error' in parseBooking(withoutKey, NOW), true);
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
