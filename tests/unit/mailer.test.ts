import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiMailer, createOutboxMailer, mailbox, type OutgoingMail } from '~/mail/mailer.server';
import { startMailApiStandIn } from '../support/mail-api-stand-in';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

const mail: OutgoingMail = {
  idempotencyKey: 'lead-notification/0b7c8a52-7f35-4d55-9c43-1f1f3e1a2b3c',
  from: mailbox('Bluebonnet Labs', 'website@bluebonnetlabs.studio'),
  to: 'hello@bluebonnetlabs.studio',
  replyTo: mailbox('Zoë O\'Brien, "CTO"', 'zoe@example.com'),
  subject: 'New contact enquiry: Zoë O’Brien, Acme',
  text: 'Name: Zoë O’Brien\nMessage:\nLine one\nLine two',
  html: '<p>Name: Zoë O’Brien</p>',
  attachments: [{ filename: 'Resume - Zoë.pdf', content: PDF, contentType: 'application/pdf' }],
};

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'outbox-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('the outbox', () => {
  it('writes the message as a standards-valid .eml a mail program reads back field for field', async () => {
    const outbox = createOutboxMailer(path.join(directory, 'a'), () => new Date('2026-11-26T10:00:00Z'));
    expect(await outbox.send(mail)).toMatchObject({ status: 'sent' });
    const [file] = await readdir(path.join(directory, 'a'));
    const raw = await readFile(path.join(directory, 'a', file ?? ''));
    // RFC 5322: CRLF line ends, no line over 998 characters, headers in 7-bit ASCII.
    const text = raw.toString('latin1');
    expect(text.split('\r\n').every((line) => line.length <= 998)).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const [headers] = text.split('\r\n\r\n');
    expect(headers).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    const parsed = await PostalMime.parse(raw);
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.from).toMatchObject({ name: 'Bluebonnet Labs', address: 'website@bluebonnetlabs.studio' });
    expect(parsed.to?.[0]).toMatchObject({ address: 'hello@bluebonnetlabs.studio' });
    expect(parsed.replyTo?.[0]).toMatchObject({ name: "Zoë O'Brien, CTO", address: 'zoe@example.com' });
    expect(parsed.text?.trim()).toBe(mail.text);
    expect(parsed.html).toContain('Zoë O’Brien');
    expect(parsed.date).toBe('2026-11-26T10:00:00.000Z');
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]).toMatchObject({ filename: 'Resume - Zoë.pdf', mimeType: 'application/pdf' });
    expect(Buffer.from(parsed.attachments[0]?.content as ArrayBuffer).equals(PDF)).toBe(true);
  });

  it('writes a message once per idempotency key, private to the server account', async () => {
    const outbox = createOutboxMailer(path.join(directory, 'b'));
    await outbox.send(mail);
    await outbox.send(mail);
    const files = await readdir(path.join(directory, 'b'));
    expect(files).toHaveLength(1);
    expect((await stat(path.join(directory, 'b'))).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(directory, 'b', files[0] ?? ''))).mode & 0o777).toBe(0o600);
  });

  it('cannot be made to add a header through a name or subject', async () => {
    const outbox = createOutboxMailer(path.join(directory, 'c'));
    await outbox.send({
      ...mail,
      replyTo: mailbox('Eve\r\nBcc: victim@example.org', 'eve@example.com'),
      subject: 'Hi\r\nBcc: victim@example.org',
    });
    const [file] = await readdir(path.join(directory, 'c'));
    const raw = await readFile(path.join(directory, 'c', file ?? ''), 'latin1');
    expect(raw).not.toMatch(/^Bcc:/im);
    const parsed = await PostalMime.parse(raw);
    expect(parsed.bcc ?? []).toEqual([]);
  });

  it('answers a directory it cannot write as a failure worth retrying', async () => {
    // The outbox path is a file, so no directory can be made there.
    await createOutboxMailer(path.join(directory, 'd')).send(mail);
    const file = (await readdir(path.join(directory, 'd')))[0] ?? '';
    const outbox = createOutboxMailer(path.join(directory, 'd', file));
    expect(await outbox.send(mail)).toMatchObject({ status: 'failed', retryable: true });
  });
});

describe('the e-mail API mailer', () => {
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

  it('sends the same message the outbox writes: subject, bodies, reply-to and attachment', async () => {
    const mailer = createApiMailer({ apiUrl: api.url, apiKey: api.apiKey });
    const result = await mailer.send(mail);
    expect(result).toMatchObject({ status: 'sent', id: api.accepted[0]?.id });
    const body = api.accepted[0]?.body;
    expect(api.accepted[0]?.idempotencyKey).toBe(mail.idempotencyKey);
    expect(body).toMatchObject({ from: mail.from, to: [mail.to], reply_to: [mail.replyTo], subject: mail.subject });
    expect(body?.text).toBe(mail.text);
    expect(body?.html).toBe(mail.html);
    expect(body?.attachments?.[0]).toMatchObject({ filename: 'Resume - Zoë.pdf', content_type: 'application/pdf' });
    expect(Buffer.from(body?.attachments?.[0]?.content ?? '', 'base64').equals(PDF)).toBe(true);
  });

  it('sends a retried message once: the idempotency key', async () => {
    const mailer = createApiMailer({ apiUrl: api.url, apiKey: api.apiKey });
    const once = { ...mail, idempotencyKey: 'lead-notification/retried' };
    const first = await mailer.send(once);
    const second = await mailer.send(once);
    expect(second).toEqual(first);
    expect(api.accepted).toHaveLength(1);
  });

  it('retries an outage, a rate limit and a time-out; not a refusal', async () => {
    const mailer = createApiMailer({ apiUrl: api.url, apiKey: api.apiKey, timeoutMs: 300 });
    api.faults.down = true;
    expect(await mailer.send(mail)).toMatchObject({
      status: 'failed',
      retryable: true,
      reason: expect.stringContaining('503'),
    });
    api.faults.down = false;
    api.faults.hang = true;
    expect(await mailer.send(mail)).toMatchObject({
      status: 'failed',
      retryable: true,
      reason: 'the e-mail API timed out',
    });
    api.faults.hang = false;
    expect(await mailer.send({ ...mail, to: 'not an address' })).toMatchObject({ status: 'failed', retryable: false });
    const wrongKey = createApiMailer({ apiUrl: api.url, apiKey: 're_wrong' });
    expect(await wrongKey.send(mail)).toMatchObject({
      status: 'failed',
      retryable: false,
      reason: expect.stringContaining('403'),
    });
  });

  it('paces a burst to the account’s rate limit instead of meeting 429s', async () => {
    const limited = await startMailApiStandIn({ perSecond: 10 });
    try {
      // When each request leaves is measured here, in the process: on a busy machine requests that
      // left in turn can still arrive together, which no pacing on this side can prevent.
      const leftAt: number[] = [];
      const fetchImpl: typeof fetch = (input, init) => {
        leftAt.push(performance.now());
        return fetch(input, init);
      };
      const mailer = createApiMailer({ apiUrl: limited.url, apiKey: limited.apiKey, perSecond: 10, fetchImpl });
      const results = await Promise.all(
        Array.from({ length: 25 }, (_, index) => mailer.send({ ...mail, idempotencyKey: `burst-${index}` })),
      );
      const gaps = leftAt.slice(1).map((at, index) => at - (leftAt[index] ?? 0));
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(100);
      // Every message was sent, or (only if the machine held requests back) is retried later.
      for (const result of results)
        if (result.status !== 'sent')
          expect(result).toMatchObject({ retryable: true, reason: expect.stringContaining('429') });
      expect(limited.accepted.length).toBe(results.filter((result) => result.status === 'sent').length);
    } finally {
      await limited.close();
    }
  });

  it('reads a 429 as worth retrying, with the wait the API asks for', async () => {
    const limited = await startMailApiStandIn({ perSecond: 1 });
    try {
      // This process allows itself more than the account may make (another instance shares the account).
      const mailer = createApiMailer({ apiUrl: limited.url, apiKey: limited.apiKey, perSecond: 100 });
      await mailer.send({ ...mail, idempotencyKey: 'one' });
      expect(await mailer.send({ ...mail, idempotencyKey: 'two' })).toMatchObject({
        status: 'failed',
        retryable: true,
        reason: expect.stringMatching(/429 \(retry after 1 s\)/),
      });
    } finally {
      await limited.close();
    }
  });
});
