import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { action as bookCallAction } from '~/routes/book-call';
import { action as websiteAction, loader as websiteLoader } from '~/routes/website-services';
import { type BookingRequest, createHandler } from '../../supabase/functions/send-booking-confirmation/handler';
import { args, run } from '../support/action-result';
import { seededAvailability } from '../support/booking-availability';
import { formPost } from '../support/form-data';
import { startFunctionsStandIn } from '../support/supabase-functions-stand-in';
import { captureLogs } from '../support/log-lines';

// The hosted set-up: a configured form endpoint and Supabase. The environment is read once per
// process, so it is set before the first action runs.
const ANON_KEY = 'configured-anon-key';
const forwarded: unknown[] = [];
let endpointStatus = 200;
let endpoint: Server;
let standIn: Awaited<ReturnType<typeof startFunctionsStandIn>>;
const bookings: BookingRequest[] = [];

beforeAll(async () => {
  endpoint = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(Buffer.from(chunk));
    forwarded.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    response.writeHead(endpointStatus).end();
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  standIn = await startFunctionsStandIn(
    {
      'send-booking-confirmation': createHandler({
        sender: {
          from: 'hello@bluebonnetlabs.studio',
          companyName: 'Bluebonnet Labs',
        },
        log: () => {},
        // Like the table's unique submission_key: a repeated key finds the stored booking.
        async saveBooking(booking) {
          const index = bookings.findIndex((stored) => stored.submissionKey === booking.submissionKey);
          if (index === -1) bookings.push(booking);
          return { id: booking.submissionKey, confirmationSentAt: null };
        },
        async markMailSent() {},
        async confirmationsSentTo() {
          return 0;
        },
        async takenSlots() {
          return [];
        },
        loadAvailability: async () => seededAvailability(),
      }),
    },
    { anonKey: ANON_KEY },
  );
  process.env.WEBSITE_REQUEST_ENDPOINT = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/forms`;
  process.env.SUPABASE_URL = standIn.url;
  process.env.SUPABASE_ANON_KEY = ANON_KEY;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-04T16:30:00Z'));
});
afterAll(async () => {
  vi.useRealTimers();
  await standIn.close();
  await new Promise<void>((resolve) => endpoint.close(() => resolve()));
});

describe('website services with a configured endpoint', () => {
  const website = {
    name: 'Lin',
    email: 'lin@example.com',
    websiteType: 'Bakery',
    businessDescription: 'Bread.',
    goals: 'Orders.',
    features: ['Blog', 'Live Chat'],
    ongoingSupport: 'on',
  };

  it('hides the endpoint field', async () => {
    expect((await run(() => websiteLoader(args(new Request('http://site.test/website-services'))))).body).toMatchObject(
      { form: { endpointConfigured: true } },
    );
  });

  it('forwards the payload and answers with the success words', async () => {
    const result = await run(() => websiteAction(args(formPost('/website-services', website))));
    expect(result.body).toEqual({
      status: 'success',
      message: "Request submitted successfully!\nWe'll contact you shortly to discuss your website project.",
    });
    expect(forwarded.at(-1)).toMatchObject({
      name: 'Lin',
      features: 'Blog, Live Chat',
      ongoingSupport: 'Yes',
      budget: '$500',
      pages: '5 or more pages',
    });
  });

  it('ignores an endpoint the visitor slipped in', async () => {
    const before = forwarded.length;
    await run(() =>
      websiteAction(
        args(
          formPost('/website-services', {
            ...website,
            endpoint: 'http://169.254.169.254/',
            submissionId: 'slipped-endpoint-1',
          }),
        ),
      ),
    );
    expect(forwarded.length).toBe(before + 1);
  });

  it('answers 502 with the failure words and the values when the endpoint refuses', async () => {
    endpointStatus = 500;
    try {
      const result = await run(() =>
        websiteAction(
          args(
            formPost('/website-services', { ...website, submissionId: 'refused-by-endpoint-1' }, { enhanced: true }),
          ),
        ),
      );
      expect(result.status).toBe(502);
      expect(result.body).toMatchObject({
        status: 'failure',
        message: 'Failed to send request\nPlease check your form endpoint and try again.',
        values: { name: 'Lin', features: ['Blog', 'Live Chat'], ongoingSupport: 'on' },
      });
    } finally {
      endpointStatus = 200;
    }
  });
});

describe('book-call with Supabase configured', () => {
  const booking = {
    date: '2025-03-05',
    time: '10:00 AM',
    customerName: 'Ada',
    customerEmail: 'ada@example.com',
    customerPhone: '214 555 0100',
  };

  it('invokes send-booking-confirmation with the payload of docs/specification.md section 7', async () => {
    const result = await run(() => bookCallAction(args(formPost('/book-call', booking))));
    expect(result.body).toMatchObject({ status: 'success' });
    expect(standIn.calls.at(-1)).toEqual({
      name: 'send-booking-confirmation',
      body: {
        customerName: 'Ada',
        customerEmail: 'ada@example.com',
        customerPhone: '214 555 0100',
        company: '',
        date: 'March 5, 2025',
        time: '10:00 AM',
        meetingType: 'phone',
        description: '',
        // The lead's id: the function records each key once, so a retry never books twice.
        submissionKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
    expect(bookings).toHaveLength(1);
  });

  it('reports an unreachable function as a failure, keeping the values', async () => {
    await standIn.close();
    const logs = captureLogs();
    try {
      const result = await run(() =>
        bookCallAction(args(formPost('/book-call', { ...booking, submissionId: 'unreachable-function-1' }))),
      );
      expect(result.status).toBe(502);
      expect(result.body).toMatchObject({ status: 'failure', values: { customerName: 'Ada', time: '10:00 AM' } });
      // One log line for the attempt: ids, kind, channel and outcome, never the visitor's name.
      expect(logs.lines()).toContainEqual(
        expect.objectContaining({
          event: 'lead.attempt',
          kind: 'booking',
          channel: 'delivery',
          outcome: 'failed',
          attempt: 1,
          reason: expect.stringMatching(/supabase gateway: FunctionsFetchError/),
        }),
      );
      expect(logs.text()).not.toContain('Ada');
    } finally {
      logs.restore();
    }
  });
});
