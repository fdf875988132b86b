import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { websiteRequestPayload } from '~/submissions/website-request-payload';
import { forwardWebsiteRequest } from '~/leads/website-request.server';

const payload = websiteRequestPayload({
  name: 'Lin',
  email: 'lin@example.com',
  phone: undefined,
  company: undefined,
  websiteType: 'Bakery',
  currentWebsite: undefined,
  pages: '3',
  additionalPages: 0,
  businessDescription: 'Bread.',
  goals: 'Orders.',
  features: ['Blog'],
  timeline: 'ASAP',
  budget: '$500',
  ongoingSupport: false,
  additionalInfo: undefined,
});

type Received = { path: string; contentType: string | undefined; idempotencyKey?: string | string[]; body: unknown };
let received: Received[] = [];
let server: Server;
let base: string;

async function readJson(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    received.push({
      path: request.url ?? '',
      contentType: request.headers['content-type'],
      ...(request.headers['idempotency-key'] ? { idempotencyKey: request.headers['idempotency-key'] } : {}),
      body: request.method === 'POST' ? await readJson(request) : null,
    });
    if (request.url === '/ok') response.writeHead(200).end('{"ok":true}');
    else if (request.url === '/broken') response.writeHead(500).end('no');
    else if (request.url === '/moved') response.writeHead(307, { location: `${base}/ok` }).end();
    else if (request.url === '/slow') setTimeout(() => response.writeHead(200).end(), 2000);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

describe('forwarding to the configured endpoint', () => {
  it('POSTs the payload as JSON and reads a 2xx as sent', async () => {
    expect(await forwardWebsiteRequest(payload, { configuredEndpoint: `${base}/ok` })).toEqual({ status: 'sent' });
    expect(received).toEqual([{ path: '/ok', contentType: 'application/json', body: payload }]);
  });

  it('sends the lead id as Idempotency-Key, the same on every attempt', async () => {
    const options = { configuredEndpoint: `${base}/broken`, idempotencyKey: 'lead-2611' };
    await forwardWebsiteRequest(payload, options);
    await forwardWebsiteRequest(payload, options);
    expect(received.map((request) => request.idempotencyKey)).toEqual(['lead-2611', 'lead-2611']);
  });

  it('reads any other answer as failed', async () => {
    expect(await forwardWebsiteRequest(payload, { configuredEndpoint: `${base}/broken` })).toEqual({
      status: 'failed',
      reason: 'answered 500',
    });
  });

  it('does not follow redirects', async () => {
    expect(await forwardWebsiteRequest(payload, { configuredEndpoint: `${base}/moved` })).toEqual({
      status: 'failed',
      reason: 'answered 307',
    });
    expect(received.map((entry) => entry.path)).toEqual(['/moved']);
  });

  it('gives up after the timeout, saying the endpoint may still be working on it', async () => {
    const result = await forwardWebsiteRequest(payload, { configuredEndpoint: `${base}/slow`, timeoutMs: 200 });
    expect(result).toMatchObject({ status: 'failed', unanswered: true });
  });

  it('fails cleanly when nothing listens', async () => {
    expect((await forwardWebsiteRequest(payload, { configuredEndpoint: 'http://127.0.0.1:1/hook' })).status).toBe(
      'failed',
    );
  });
});

describe('forwarding to a typed endpoint', () => {
  const lookupAs =
    (...addresses: string[]) =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses the local test server even though it would answer', async () => {
    expect(await forwardWebsiteRequest(payload, { typedEndpoint: `${base}/ok` })).toMatchObject({ status: 'refused' });
    expect(received).toEqual([]);
  });

  it('refuses a name when any of its addresses is not public', async () => {
    const result = await forwardWebsiteRequest(payload, {
      typedEndpoint: 'https://forms.example/hook',
      resolveAll: lookupAs('93.184.215.14', '10.0.0.8'),
    });
    expect(result).toMatchObject({ status: 'refused', message: expect.stringContaining('not a public web address') });
  });

  it('refuses other schemes, credentials and names that do not resolve', async () => {
    expect(await forwardWebsiteRequest(payload, { typedEndpoint: 'file:///etc/passwd' })).toMatchObject({
      status: 'refused',
    });
    expect(await forwardWebsiteRequest(payload, { typedEndpoint: 'https://user:pw@forms.example/' })).toMatchObject({
      status: 'refused',
    });
    const missing = await forwardWebsiteRequest(payload, {
      typedEndpoint: 'https://nowhere.invalid/',
      resolveAll: () => Promise.reject(new Error('ENOTFOUND')),
    });
    expect(missing).toMatchObject({ status: 'refused', message: expect.stringContaining('could not be found') });
  });

  it('connects to the address it checked, not to a second answer', async () => {
    // The check sees a public address for "localhost"; the connection must go to that address
    // (and, on this closed network, fail), not to 127.0.0.1, where a fresh lookup would lead.
    const result = await forwardWebsiteRequest(payload, {
      typedEndpoint: `http://localhost:${new URL(base).port}/ok`,
      resolveAll: lookupAs('192.88.98.1'),
      timeoutMs: 300,
    });
    expect(result.status).toBe('failed');
    expect(received).toEqual([]);
  });
});
