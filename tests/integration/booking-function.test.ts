import { createServer } from 'node:net';
import { createClient, FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSeed } from '../support/dataset';
import { WEEKDAYS_CENTRAL } from '../support/booking-availability';
import { captureLogs } from '../support/log-lines';
import { startSanityStandIn } from '../support/sanity-stand-in';
import { SLOT_TAKEN } from '../../supabase/functions/_shared/booking-rules';
import { createSanityAvailability } from '../../supabase/functions/send-booking-confirmation/availability';
import type { BookingPayload } from '../../supabase/functions/_shared/booking-payload';
import { bookingConfirmationEmail } from '~/bookings/booking-confirmation';
import { createServer as createHttpServer } from 'node:http';
import { resetEnv } from '~/env.server';
import { createSupabaseGateway, FUNCTION_TIMEOUT_MS, takenSlotsFromEnv } from '~/bookings/booking-gateway.server';
import { confirmationMail } from '../../supabase/functions/_shared/booking-confirmation-mail';
import {
  createHandler,
  parseBooking,
  type BookingRequest,
} from '../../supabase/functions/send-booking-confirmation/handler';
import { startFunctionsStandIn } from '../support/supabase-functions-stand-in';

const ANON_KEY = 'test-anon-key';
const booking: BookingPayload = {
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  customerPhone: '214 555 0100',
  company: 'Analytical Engines',
  date: 'March 5, 2025',
  time: '9:00 AM',
  meetingType: 'phone',
  description: '',
};

// Tuesday 4 March 2025, 10:30 in Dallas: the day before the booking above.
const NOW = new Date('2025-03-04T16:30:00Z');
const keyed = { ...booking, submissionKey: '3f1c2a4e-9d7b-4c1e-8a55-0b6f2d9e7a10' };

const saved: BookingRequest[] = [];
let failSaving = false;
let slotTaken = false;
const handler = createHandler({
  now: () => NOW,
  log: () => {},
  sender: { from: 'hello@bluebonnetlabs.studio', companyName: 'Bluebonnet Labs' },
  async saveBooking(request) {
    if (failSaving) throw new Error('database unavailable');
    if (slotTaken) return SLOT_TAKEN;
    saved.push(request);
    return { id: `row-${saved.length}`, confirmationSentAt: null };
  },
  async markMailSent() {},
  async confirmationsSentTo() {
    return 0;
  },
  async takenSlots() {
    return ['2025-03-05T15:00:00.000Z'];
  },
  async loadAvailability() {
    return WEEKDAYS_CENTRAL;
  },
});

let standIn: Awaited<ReturnType<typeof startFunctionsStandIn>>;
beforeAll(async () => {
  standIn = await startFunctionsStandIn({ 'send-booking-confirmation': handler }, { anonKey: ANON_KEY });
});
afterAll(() => standIn.close());

/** The real supabase-js client, configured as the site configures it on Node 20. */
function client(url: string) {
  // ws's declared types differ from the DOM WebSocket supabase-js declares; the value is what its docs pass.
  const transport = WebSocket as unknown as NonNullable<
    NonNullable<Parameters<typeof createClient>[2]>['realtime']
  >['transport'];
  return createClient(url, ANON_KEY, { auth: { persistSession: false }, realtime: { transport } });
}

async function closedPortUrl() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('send-booking-confirmation through supabase-js', () => {
  it('succeeds and records the booking for a valid payload', async () => {
    const { data, error } = await client(standIn.url).functions.invoke('send-booking-confirmation', { body: keyed });
    expect(error).toBeNull();
    expect(data).toMatchObject({ ok: true });
    expect(saved.at(-1)).toMatchObject({
      ...keyed,
      isoDate: '2025-03-05',
      sqlTime: '09:00',
      slotStart: '2025-03-05T15:00:00.000Z',
      timeZone: 'America/Chicago',
    });
  });

  it('comes back as a FunctionsHttpError when the function answers with an error', async () => {
    const { data, error } = await client(standIn.url).functions.invoke('send-booking-confirmation', {
      body: { ...keyed, time: '11:00 AM' },
    });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response =
      error instanceof FunctionsHttpError && error.context instanceof Response ? error.context : undefined;
    expect(response?.status).toBe(400);
    expect(await response?.json()).toEqual({
      error: 'not-offered: no call is offered at that time on that day.',
    });
  });

  it('comes back as a FunctionsFetchError when nothing answers', async () => {
    const { error } = await client(await closedPortUrl()).functions.invoke('send-booking-confirmation', {
      body: keyed,
    });
    expect(error).toBeInstanceOf(FunctionsFetchError);
  });
});

describe('the Supabase booking gateway', () => {
  it('gives up on a function that accepts the connection and never answers', async () => {
    const hanging = createServer(() => {
      // Accepts and holds the connection, as a stuck gateway does.
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const address = hanging.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const result = await createSupabaseGateway(`http://127.0.0.1:${port}`, ANON_KEY, 300).send(keyed);
      expect(result).toMatchObject({ ok: false });
    } finally {
      hanging.close();
    }
  });

  it("reads the taken slots within the page's limit from a function that hangs on reads: the last list it gave, or none", async () => {
    // Between the site and the function: passes requests on until the function hangs.
    let hanging = false;
    const relay = createHttpServer(async (incoming, outgoing) => {
      if (hanging) return;
      const answer = await fetch(`${standIn.url}${incoming.url}`, {
        method: incoming.method,
        headers: { authorization: incoming.headers.authorization ?? '', apikey: String(incoming.headers.apikey ?? '') },
      });
      outgoing.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const address = relay.address();
    process.env.SUPABASE_URL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    process.env.SUPABASE_ANON_KEY = ANON_KEY;
    resetEnv();
    const logs = captureLogs();
    try {
      hanging = true;
      let started = performance.now();
      expect(await takenSlotsFromEnv(NOW)).toEqual([]);
      // Its own limit, far shorter than a booking's: the page is not held for the write's 10 s.
      expect(performance.now() - started).toBeLessThan(FUNCTION_TIMEOUT_MS / 2);

      hanging = false;
      expect(await takenSlotsFromEnv(NOW)).toEqual(['2025-03-05T15:00:00.000Z']);
      hanging = true;
      started = performance.now();
      expect(await takenSlotsFromEnv(NOW)).toEqual(['2025-03-05T15:00:00.000Z']);
      expect(performance.now() - started).toBeLessThan(FUNCTION_TIMEOUT_MS / 2);
      // Only the slots still ahead.
      expect(await takenSlotsFromEnv(new Date('2025-03-06T00:00:00Z'))).toEqual([]);
      // The operator is told which list the page was given.
      expect(logs.lines()).toContainEqual(
        expect.objectContaining({ msg: 'could not read the taken slots; using the last list read', lastCount: 1 }),
      );
    } finally {
      logs.restore();
      relay.closeAllConnections();
      relay.close();
      delete process.env.SUPABASE_URL;
      delete process.env.SUPABASE_ANON_KEY;
      resetEnv();
    }
  });

  it('reports success, an error answer and an unreachable function as the action needs them', async () => {
    const gateway = createSupabaseGateway(standIn.url, ANON_KEY);
    expect(await gateway.send(keyed)).toEqual({ ok: true });

    failSaving = true;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await gateway.send(keyed)).toEqual({ ok: false, reason: expect.stringContaining('FunctionsHttpError') });
    } finally {
      failSaving = false;
      consoleError.mockRestore();
    }
    expect(await createSupabaseGateway(await closedPortUrl(), ANON_KEY).send(keyed)).toEqual({
      ok: false,
      reason: expect.stringContaining('FunctionsFetchError'),
    });
  });

  it('reports a taken slot as final, not worth retrying', async () => {
    slotTaken = true;
    try {
      expect(await createSupabaseGateway(standIn.url, ANON_KEY).send(keyed)).toMatchObject({
        ok: false,
        slotTaken: true,
      });
    } finally {
      slotTaken = false;
    }
    expect(await createSupabaseGateway(standIn.url, ANON_KEY).send({ ...keyed, time: '4:00 PM' })).toMatchObject({
      ok: false,
      refused: true,
    });
  });

  it('reads the taken slots with the public key: start instants, nothing personal', async () => {
    expect(await createSupabaseGateway(standIn.url, ANON_KEY).takenSlots(NOW)).toEqual(['2025-03-05T15:00:00.000Z']);
  });

  it('is refused without the project key, as the real gateway refuses it', async () => {
    expect(await createSupabaseGateway(standIn.url, 'wrong-key').send(keyed)).toMatchObject({ ok: false });
  });
});

describe('the e-mails', () => {
  it('the local gateway writes the very confirmation the function sends', () => {
    const eml = bookingConfirmationEmail(booking, {
      from: 'hello@bluebonnetlabs.studio',
      companyName: 'Bluebonnet Labs',
      sentAt: NOW,
      timeZone: 'America/Chicago',
    });
    const mail = confirmationMail(
      booking,
      { from: 'hello@bluebonnetlabs.studio', companyName: 'Bluebonnet Labs' },
      'America/Chicago',
    );
    expect(eml).toContain(`Subject: ${mail.subject}`);
    expect(eml).toContain(`To: ${mail.to}`);
    expect(eml.split('\r\n\r\n').slice(1).join('\r\n\r\n').trimEnd()).toBe(mail.text);
  });
});

const A = WEEKDAYS_CENTRAL;

describe('the availability the function reads from Sanity', () => {
  it('reads the seeded document through the HTTP query API and refuses a closed date with it', async () => {
    const sanity = await startSanityStandIn({ dataset: readSeed() });
    try {
      const load = createSanityAvailability({
        projectId: 'stand-in',
        dataset: 'production',
        apiVersion: '2025-02-19',
        apiHost: sanity.url,
      });
      const availability = await load();
      expect(availability).toMatchObject({ timeZone: 'America/Chicago', minimumNoticeHours: 12, horizonDays: 60 });
      expect(sanity.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v2025-02-19/data/query/production' });
      // The day before Thanksgiving 2026, when the fault was found: Thanksgiving and the day after are closed.
      const eve = new Date('2026-11-25T18:00:00Z');
      const thanksgiving = { ...keyed, date: 'November 26, 2026' };
      expect(parseBooking(thanksgiving, availability ?? A, eve)).toMatchObject({
        error: expect.stringContaining('closed'),
      });
      expect(parseBooking({ ...keyed, date: 'November 27, 2026' }, availability ?? A, eve)).toMatchObject({
        error: expect.stringContaining('closed'),
      });
      expect(parseBooking({ ...keyed, date: 'December 25, 2026' }, availability ?? A, eve)).toMatchObject({
        error: expect.stringContaining('closed'),
      });
      expect(parseBooking({ ...keyed, date: 'November 30, 2026' }, availability ?? A, eve)).toHaveProperty('booking');
    } finally {
      await sanity.close();
    }
  });

  it('refuses every booking with 503 when the availability cannot be read, and stores nothing', async () => {
    const saves: unknown[] = [];
    const blind = createHandler({
      now: () => NOW,
      log: () => {},
      sender: { from: 'a@studio.test', companyName: 'Bluebonnet Labs' },
      async saveBooking(request) {
        saves.push(request);
        return { id: 'row', confirmationSentAt: null };
      },
      async markMailSent() {},
      async confirmationsSentTo() {
        return 0;
      },
      async takenSlots() {
        return [];
      },
      loadAvailability: createSanityAvailability({
        projectId: 'stand-in',
        dataset: 'production',
        apiVersion: '2025-02-19',
        apiHost: await closedPortUrl(),
      }),
    });
    const response = await blind(
      new Request('http://edge/functions/v1/send-booking-confirmation', {
        method: 'POST',
        body: JSON.stringify(keyed),
      }),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'availability-unavailable' });
    expect(saves).toEqual([]);
  });
});

describe('the edge function handler', () => {
  it('checks every field of the payload', () => {
    const typed = {
      ...keyed,
      isoDate: '2025-03-05',
      sqlTime: '09:00',
      slotStart: '2025-03-05T15:00:00.000Z',
      timeZone: 'America/Chicago',
    };
    expect(parseBooking(keyed, A, NOW)).toEqual({ booking: typed });
    expect(parseBooking({ ...keyed, company: undefined, description: undefined }, A, NOW)).toEqual({
      booking: { ...typed, company: '', description: '' },
    });
    // The rules the site checks, checked again: a real day, an open one, not past, not too near.
    expect(parseBooking({ ...keyed, date: 'February 31, 2026' }, A, NOW)).toMatchObject({
      error: expect.stringContaining('real calendar day'),
    });
    expect(parseBooking({ ...keyed, date: 'March 1, 2025' }, A, NOW)).toMatchObject({
      error: expect.stringContaining('day-off'),
    });
    expect(parseBooking({ ...keyed, date: 'March 3, 2025' }, A, NOW)).toMatchObject({
      error: expect.stringContaining('past-date'),
    });
    expect(parseBooking({ ...keyed, date: 'March 4, 2025', time: '9:00 AM' }, A, NOW)).toMatchObject({
      error: expect.stringContaining('already passed'),
    });
    expect(parseBooking({ ...keyed, date: 'March 4, 2025', time: '3:00 PM' }, A, NOW)).toMatchObject({
      error: expect.stringContaining('too-soon'),
    });
    expect(parseBooking({ ...keyed, date: 'January 5, 2099' }, A, NOW)).toMatchObject({
      error: expect.stringContaining('beyond-horizon'),
    });
    expect(parseBooking(booking, A, NOW)).toMatchObject({ error: expect.stringContaining('submissionKey') });
    expect(parseBooking([], A)).toEqual({ error: 'Expected a JSON object.' });
    expect(parseBooking({ ...keyed, customerName: '  ' }, A, NOW)).toEqual({ error: 'customerName is required.' });
    expect(parseBooking({ ...keyed, customerEmail: 'nope' }, A, NOW)).toMatchObject({
      error: expect.stringContaining('customerEmail'),
    });
    expect(parseBooking({ ...keyed, customerPhone: 'call me' }, A, NOW)).toMatchObject({
      error: expect.stringContaining('customerPhone'),
    });
    expect(parseBooking({ ...keyed, date: '2025-03-05' }, A, NOW)).toMatchObject({
      error: expect.stringContaining('date'),
    });
    expect(parseBooking({ ...keyed, meetingType: 'fax' }, A, NOW)).toMatchObject({
      error: expect.stringContaining('meetingType'),
    });
    expect(parseBooking({ ...keyed, description: 'x'.repeat(3001) }, A, NOW)).toMatchObject({
      error: expect.stringContaining('description'),
    });
  });

  it('answers CORS preflight, refuses other methods, bad JSON and oversized bodies', async () => {
    const url = 'http://edge/functions/v1/send-booking-confirmation';
    expect((await handler(new Request(url, { method: 'OPTIONS' }))).status).toBe(204);
    expect((await handler(new Request(url, { method: 'DELETE' }))).status).toBe(405);
    expect((await handler(new Request(url, { method: 'POST', body: '{' }))).status).toBe(400);
    expect(
      (
        await handler(
          new Request(url, { method: 'POST', body: JSON.stringify({ ...booking, description: 'x'.repeat(20_000) }) }),
        )
      ).status,
    ).toBe(413);
  });
});
