import { createServer } from 'node:net';
import { createClient, FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_SLOTS } from '~/lib/booking/booking';
import type { BookingPayload } from '~/mail/booking-confirmation';
import { createSupabaseGateway } from '~/services/booking-gateway.server';
import {
  createHandler,
  OFFERED_TIMES,
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

const saved: BookingRequest[] = [];
let failSaving = false;
const handler = createHandler({
  async saveBooking(request) {
    if (failSaving) throw new Error('database unavailable');
    saved.push(request);
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
    const { data, error } = await client(standIn.url).functions.invoke('send-booking-confirmation', { body: booking });
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });
    expect(saved.at(-1)).toEqual(booking);
  });

  it('comes back as a FunctionsHttpError when the function answers with an error', async () => {
    const { data, error } = await client(standIn.url).functions.invoke('send-booking-confirmation', {
      body: { ...booking, time: '11:00 AM' },
    });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response =
      error instanceof FunctionsHttpError && error.context instanceof Response ? error.context : undefined;
    expect(response?.status).toBe(400);
    expect(await response?.json()).toEqual({
      error: 'time must be one of 9:00 AM, 10:00 AM, 1:00 PM, 2:00 PM, 3:00 PM.',
    });
  });

  it('comes back as a FunctionsFetchError when nothing answers', async () => {
    const { error } = await client(await closedPortUrl()).functions.invoke('send-booking-confirmation', {
      body: booking,
    });
    expect(error).toBeInstanceOf(FunctionsFetchError);
  });
});

const keyed = { ...booking, submissionKey: '3f1c2a4e-9d7b-4c1e-8a55-0b6f2d9e7a10' };

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

  it('is refused without the project key, as the real gateway refuses it', async () => {
    expect(await createSupabaseGateway(standIn.url, 'wrong-key').send(keyed)).toMatchObject({ ok: false });
  });
});

describe('the edge function handler', () => {
  it('offers the same times the site offers', () => {
    expect(OFFERED_TIMES).toEqual(BOOKING_SLOTS.filter((slot) => slot.available).map((slot) => slot.value));
  });

  it('checks every field of the payload', () => {
    expect(parseBooking(booking)).toEqual({ booking });
    expect(parseBooking({ ...booking, company: undefined, description: undefined })).toEqual({
      booking: { ...booking, company: '', description: '' },
    });
    expect(parseBooking([])).toEqual({ error: 'Expected a JSON object.' });
    expect(parseBooking({ ...booking, customerName: '  ' })).toEqual({ error: 'customerName is required.' });
    expect(parseBooking({ ...booking, customerEmail: 'nope' })).toMatchObject({
      error: expect.stringContaining('customerEmail'),
    });
    expect(parseBooking({ ...booking, customerPhone: 'call me' })).toMatchObject({
      error: expect.stringContaining('customerPhone'),
    });
    expect(parseBooking({ ...booking, date: '2025-03-05' })).toMatchObject({ error: expect.stringContaining('date') });
    expect(parseBooking({ ...booking, meetingType: 'fax' })).toMatchObject({
      error: expect.stringContaining('meetingType'),
    });
    expect(parseBooking({ ...booking, description: 'x'.repeat(3001) })).toMatchObject({
      error: expect.stringContaining('description'),
    });
  });

  it('answers CORS preflight, refuses other methods, bad JSON and oversized bodies', async () => {
    const url = 'http://edge/functions/v1/send-booking-confirmation';
    expect((await handler(new Request(url, { method: 'OPTIONS' }))).status).toBe(204);
    expect((await handler(new Request(url, { method: 'GET' }))).status).toBe(405);
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
