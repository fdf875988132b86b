import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLeadService } from '~/leads/lead-service.server';
import { createFileLeadStore } from '~/leads/lead-store.server';
import {
  createMailNotifier,
  createWebhookNotifier,
  WEBHOOK_SIGNATURE_HEADER,
  webhookSignature,
} from '~/leads/notification.server';
import { createApiMailer } from '~/mail/mailer.server';
import { startMailApiStandIn } from '../support/mail-api-stand-in';

// The studio's notifications are deliveries of their own: stored, retried with backoff, sent once.

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'lead-notify-'));
});
afterEach(() => rm(directory, { recursive: true, force: true }));

function clock(start = Date.parse('2026-01-05T15:00:00Z')) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

const quiet = () => {};
const contact = (name: string, submissionId?: string) => ({
  kind: 'contact' as const,
  delivery: 'mail-draft' as const,
  fields: { name, email: `${name.toLowerCase()}@example.com`, message: 'Hello' },
  submissionId,
});

let api: Awaited<ReturnType<typeof startMailApiStandIn>>;
beforeAll(async () => {
  api = await startMailApiStandIn({ perSecond: 1000 });
});
afterAll(() => api.close());
afterEach(() => {
  api.faults.down = false;
  api.faults.hang = false;
  api.accepted.length = 0;
});

function mailNotifier(timeoutMs = 2_000) {
  return createMailNotifier({
    mailer: createApiMailer({ apiUrl: api.url, apiKey: api.apiKey, timeoutMs }),
    studio: async () => ({ companyName: 'Bluebonnet Labs', enquiryEmail: 'hello@bluebonnetlabs.studio' }),
    from: (company) => `${company} <website@bluebonnetlabs.studio>`,
    readAttachment: () => Promise.reject(new Error('no files in these tests')),
  });
}

describe('the mail notification', () => {
  it('survives an e-mail API outage: kept pending, retried with backoff, sent once when it clears', async () => {
    const time = clock();
    const service = () =>
      createLeadService({
        store: createFileLeadStore(directory),
        deliverers: {},
        notifiers: { mail: mailNotifier() },
        now: time.now,
        baseDelayMs: 1_000,
        log: quiet,
      });
    api.faults.down = true;
    const first = service();
    const accepted = await first.accept(contact('Ada', 'form-1'));
    expect(accepted).toMatchObject({ status: 'stored', state: 'handed-to-visitor' });
    await first.settle();
    expect((await first.list())[0]?.notifications.mail).toMatchObject({ state: 'pending', attempts: 1 });
    // Not due yet: the backoff holds it.
    expect(await first.retryDue()).toBe(0);

    // The API comes back; a restarted process reads the store and sends it once.
    api.faults.down = false;
    time.advance(1_000);
    const second = service();
    expect(await second.retryDue()).toBe(1);
    expect(await second.retryDue()).toBe(0);
    expect(api.accepted).toHaveLength(1);
    expect(api.accepted[0]?.body.subject).toBe('New contact enquiry: Ada');
    expect((await second.list())[0]?.notifications.mail).toMatchObject({ state: 'delivered', attempts: 2 });
  });

  it('a crash after storing (before any notification ran) is notified after the restart, once', async () => {
    const time = clock();
    const crashed = createLeadService({
      // A killed process renews none of its claims: the timer that would is never run.
      store: createFileLeadStore(directory, { claimClock: { now: () => Date.now(), every: () => () => {} } }),
      deliverers: {},
      // The process died before the notification ran: it never answered.
      notifiers: { mail: () => new Promise(() => {}) },
      now: time.now,
      log: quiet,
      // Its claim on the notification lapses after this; until then no other instance may send it.
      leaseMs: 50,
    });
    await crashed.accept(contact('Grace', 'form-2'));
    await new Promise((resolve) => setTimeout(resolve, 80));
    const restarted = createLeadService({
      store: createFileLeadStore(directory),
      deliverers: {},
      notifiers: { mail: mailNotifier() },
      now: time.now,
      log: quiet,
    });
    expect(await restarted.retryDue()).toBe(1);
    await restarted.accept(contact('Grace', 'form-2'));
    await restarted.settle();
    expect(api.accepted.map((mail) => mail.body.subject)).toEqual(['New contact enquiry: Grace']);
  });

  it('a hung API holds nothing: the attempt times out and stays pending', async () => {
    api.faults.hang = true;
    const service = createLeadService({
      store: createFileLeadStore(directory),
      deliverers: {},
      notifiers: { mail: mailNotifier(1_000) },
      log: quiet,
    });
    await service.accept(contact('Hedy', 'form-3'));
    // The visitor's answer did not wait for the hung attempt: it has not ended yet.
    expect((await service.list())[0]?.notifications.mail?.lastReason).toBeUndefined();
    await service.settle();
    expect((await service.list())[0]?.notifications.mail).toMatchObject({
      state: 'pending',
      lastReason: 'api: the e-mail API timed out',
    });
  });
});

describe('spam', () => {
  it('is stored as spam, never delivered or notified, and notifies once released', async () => {
    const delivered: string[] = [];
    const service = createLeadService({
      store: createFileLeadStore(directory),
      deliverers: {
        booking: async (lead) => {
          delivered.push(lead.id);
          return { status: 'delivered' };
        },
      },
      notifiers: { mail: mailNotifier() },
      log: quiet,
    });
    const accepted = await service.accept({
      kind: 'booking',
      delivery: 'booking',
      fields: { customerName: 'Buy Cheap Pills http://spam.example' },
      payload: {},
      submissionId: 'form-4',
      meta: { spam: { spam: true, reasons: ['link-in-name'] }, source: { utmSource: 'newsletter' } },
    });
    expect(accepted).toMatchObject({ status: 'stored', state: 'spam' });
    await service.settle();
    expect(await service.retryDue()).toBe(0);
    expect(delivered).toEqual([]);
    expect(api.accepted).toEqual([]);

    const key = accepted.status === 'stored' ? accepted.lead.key : '';
    const released = await service.release(key);
    expect(released).toMatchObject({ state: 'delivered', notifications: { mail: { state: 'delivered' } } });
    expect(delivered).toHaveLength(1);
    expect(api.accepted).toHaveLength(1);
    expect(api.accepted[0]?.body.text).toContain('Released from spam: link-in-name');
    expect(api.accepted[0]?.body.text).toContain('utm_source: newsletter');
    // Released once: a second release finds nothing held.
    expect(await service.release(key)).toBeUndefined();
    // And after a restart the release holds.
    const restarted = createLeadService({ store: createFileLeadStore(directory), deliverers: {}, log: quiet });
    await restarted.retryDue();
    expect((await restarted.list())[0]?.state).toBe('delivered');
  });
});

describe('the webhook', () => {
  const secret = 'webhook-secret-0123456789';
  let received: { headers: IncomingMessage['headers']; body: string }[] = [];
  let answer = 200;
  let url = '';
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answer).end();
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received = [];
    answer = 200;
  });

  it('posts the lead signed with an HMAC of the body, with Slack-style text, retried while down', async () => {
    const time = clock();
    const service = createLeadService({
      store: createFileLeadStore(directory),
      deliverers: {},
      notifiers: { webhook: createWebhookNotifier({ url, secret, now: time.now }) },
      now: time.now,
      baseDelayMs: 1_000,
      log: quiet,
    });
    answer = 503;
    const accepted = await service.accept(contact('Ada <script>', 'form-5'));
    await service.settle();
    expect((await service.list())[0]?.notifications.webhook).toMatchObject({ state: 'pending', attempts: 1 });
    answer = 200;
    time.advance(1_000);
    expect(await service.retryDue()).toBe(1);
    expect((await service.list())[0]?.notifications.webhook?.state).toBe('delivered');

    const last = received.at(-1);
    expect(received).toHaveLength(2);
    expect(last?.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]).toBe(webhookSignature(last?.body ?? '', secret));
    expect(last?.headers['idempotency-key']).toBe(accepted.status === 'stored' ? accepted.lead.id : '');
    const body = JSON.parse(last?.body ?? '{}') as { kind: string; text: string; fields: { name: string } };
    expect(body.kind).toBe('contact');
    expect(body.fields.name).toBe('Ada <script>');
    expect(body.text).toContain('New contact enquiry: Ada &lt;script&gt;');
  });

  it('does not retry a receiver that refuses the lead', async () => {
    answer = 410;
    const service = createLeadService({
      store: createFileLeadStore(directory),
      deliverers: {},
      notifiers: { webhook: createWebhookNotifier({ url, secret }) },
      log: quiet,
    });
    await service.accept(contact('Gone', 'form-6'));
    await service.settle();
    expect((await service.list())[0]?.notifications.webhook).toMatchObject({ state: 'refused' });
    expect(await service.retryDue()).toBe(0);
  });
});
