import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerBuild } from '../../server/app.js';
import { readSeed } from '../support/dataset';
import { startMailApiStandIn } from '../support/mail-api-stand-in';
import { startSanityStandIn, type SanityStandIn } from '../support/sanity-stand-in';
import { importBuild, startSiteServer } from '../support/site-server';

// The production server as an operator watches it: its health and readiness endpoints and its
// metrics, with the content source, the lead store and the e-mail API taken away in turn (the
// real build in process, with stand-ins for Sanity and the e-mail API); then its log lines, from
// a server process started as an operator starts it.

const root = process.cwd();
const TOKEN = 'metrics-token-0123456789abcdef';
const savedEnv = { ...process.env };
let standIn: SanityStandIn;
let mailApi: Awaited<ReturnType<typeof startMailApiStandIn>>;
let leadsDir: string;
let bookingsDir: string;
let build: ServerBuild;
const servers: { close(): Promise<void> }[] = [];

async function listen(options: { env?: Record<string, string | undefined> } = {}): Promise<string> {
  const module = build.entry.module;
  const getEnv = module['getEnv'];
  if (typeof getEnv !== 'function') throw new Error('the build has no environment');
  const site = await startSiteServer({
    build: { ...build, entry: { module: { ...module, getEnv: () => ({ ...(getEnv() as object), ...options.env }) } } },
  });
  servers.push({ close: site.stop });
  return site.base;
}

let base: string;

beforeAll(async () => {
  standIn = await startSanityStandIn({ dataset: readSeed() });
  // The content source hangs from the start: nothing is cached yet.
  standIn.setMode('hang');
  mailApi = await startMailApiStandIn({ perSecond: 50 });
  leadsDir = await mkdtemp(path.join(tmpdir(), 'operator-leads-'));
  bookingsDir = await mkdtemp(path.join(tmpdir(), 'operator-bookings-'));
  Object.assign(process.env, {
    NODE_ENV: 'production',
    SANITY_PROJECT_ID: 'standin',
    SANITY_API_HOST: standIn.url,
    SANITY_USE_CDN: 'false',
    SANITY_LIVE: 'false',
    CONTENT_CACHE_TTL_SECONDS: '300',
    LEADS_DIR: leadsDir,
    BOOKINGS_DIR: bookingsDir,
    SUPABASE_URL: '',
    SUPABASE_ANON_KEY: '',
    SITE_URL: '',
    TRUST_PROXY: 'loopback',
    SESSION_SECRET: 'operator-test-session-secret-0123456789',
    METRICS_TOKEN: TOKEN,
    RESEND_API_KEY: mailApi.apiKey,
    RESEND_API_URL: mailApi.url,
    MAIL_FROM: 'website@studio.example',
    LEAD_RETRY_BASE_SECONDS: '3600',
  });
  build = await importBuild();
  base = await listen();
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.close();
  await standIn?.close();
  await mailApi?.close();
  await rm(leadsDir, { recursive: true, force: true });
  await rm(bookingsDir, { recursive: true, force: true });
  process.env = savedEnv;
});

type Report = { status: string; failing?: string[]; checks: Record<string, Record<string, unknown>> };

async function probe(pathname: '/healthz' | '/readyz', at = base) {
  const response = await fetch(`${at}${pathname}`);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Report };
}

async function post(route: string, fields: Record<string, string>, at = base) {
  const response = await fetch(`${at}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  await response.body?.cancel();
  return response.status;
}

describe('health and readiness', () => {
  it('is not ready while the content source has never answered; ready once it has; stays ready on a good copy', async () => {
    const down = await probe('/readyz');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'failing', failing: ['content'] });
    expect(down.body.checks.content).toMatchObject({
      status: 'failing',
      reason: expect.stringMatching(/content source|no answer within/),
    });
    // Alive all the same: liveness knows nothing of dependencies.
    expect((await probe('/healthz')).status).toBe(200);

    standIn.setMode('normal');
    await expect.poll(async () => (await probe('/readyz')).status, { timeout: 20_000, interval: 250 }).toBe(200);

    // A visitor reads a page; then the source is taken away again: what was read is a good copy,
    // and the instance still serves.
    expect((await fetch(`${base}/about`)).status).toBe(200);
    standIn.setMode('hang');
    try {
      const held = await probe('/readyz');
      expect(held.status).toBe(200);
      expect(held.body.checks.content).toMatchObject({ status: 'ok', source: 'sanity' });
      expect((await fetch(`${base}/about`)).status).toBe(200);
    } finally {
      standIn.setMode('normal');
    }
  }, 60_000);

  it('/healthz names its check, is never cached, and answers HEAD', async () => {
    const live = await probe('/healthz');
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(live.headers.get('content-type')).toMatch(/^application\/json/);
    expect(live.body).toMatchObject({ status: 'ok', checks: { eventLoop: { status: 'ok' } } });
    expect(live.body.checks.eventLoop?.delayMs).toEqual(expect.any(Number));
    const head = await fetch(`${base}/healthz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('takes the instance out (503 naming the lead store) while the lead store cannot be written', async () => {
    const file = path.join(leadsDir, 'leads.jsonl');
    await rm(file, { force: true });
    await mkdir(file);
    try {
      const blocked = await probe('/readyz');
      expect(blocked.status).toBe(503);
      expect(blocked.body.failing).toEqual(['leadStore']);
      expect(blocked.headers.get('cache-control')).toBe('no-store');
    } finally {
      await rm(file, { recursive: true });
    }
    expect((await probe('/readyz')).status).toBe(200);
  });

  it('shows the e-mail API down as degraded with its last outcome, and stays ready', async () => {
    mailApi.faults.down = true;
    try {
      expect(
        await post('/contact', {
          name: 'Grace Hopper',
          email: 'grace.hopper@example.org',
          message: 'About a compiler',
        }),
      ).toBe(200);
      await expect
        .poll(async () => (await probe('/readyz')).body.checks.mail, { timeout: 10_000, interval: 200 })
        .toMatchObject({ status: 'degraded', lastOutcome: { outcome: 'failed' } });
      const ready = await probe('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body.status).toBe('degraded');
      expect(ready.body.checks.leadStore).toMatchObject({ status: 'ok' });
      expect(ready.body.checks.webhook).toMatchObject({ status: 'ok', configured: false });
    } finally {
      mailApi.faults.down = false;
    }
  });
});

describe('metrics', () => {
  it('refuses /metrics without the token, with a wrong one, and is not there without METRICS_TOKEN', async () => {
    const none = await fetch(`${base}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const wrong = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN.slice(0, -1)}x` } });
    expect(wrong.status).toBe(401);
    const unconfigured = await listen({ env: { METRICS_TOKEN: undefined } });
    expect((await fetch(`${unconfigured}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(
      404,
    );
  });

  it('counts a burst of requests and a few enquiries, and reads the undelivered leads from the store', async () => {
    const scrape = async () => {
      const response = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.text();
    };
    let text = '';
    const value = (series: string) => {
      const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };
    for (let index = 0; index < 5; index += 1) await (await fetch(`${base}/pricing`)).text();
    mailApi.faults.down = true;
    try {
      expect(await post('/contact', { name: 'Ann Cole', email: 'ann.cole@example.net', message: 'Hello there' })).toBe(
        200,
      );
      // The studio's mail of the second enquiry has been tried (and refused) too.
      await expect
        .poll(
          async () => {
            text = await scrape();
            return value('lead_delivery_attempts_total{kind="contact",channel="mail",outcome="failed"}');
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBeGreaterThanOrEqual(2);
    } finally {
      mailApi.faults.down = false;
    }
    text = await scrape();
    expect(value('http_requests_total{method="GET",route="/pricing",status="200"}')).toBeGreaterThanOrEqual(5);
    expect(
      value('http_request_duration_seconds_count{method="GET",route="/pricing",status="200"}'),
    ).toBeGreaterThanOrEqual(5);
    expect(value('page_cache_requests_total{outcome="hit"}')).toBeGreaterThanOrEqual(4);
    expect(value('page_cache_requests_total{outcome="miss"}')).toBeGreaterThanOrEqual(1);
    expect(value('render_duration_seconds_count{route="/pricing"}')).toBeGreaterThanOrEqual(1);
    expect(value('leads_stored_total{kind="contact"}')).toBe(2);
    expect(
      value('lead_delivery_attempts_total{kind="contact",channel="mail",outcome="failed"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(value('form_spam_verdicts_total{verdict="clean"}')).toBe(2);
    expect(value('leads_undelivered{channel="mail"}')).toBe(2);
    expect(value('leads_oldest_undelivered_age_seconds{channel="mail"}')).toEqual(expect.any(Number));
    expect(value('leads_store_readable')).toBe(1);
    // The runtime's own.
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(value(name), name).toEqual(expect.any(Number));
    expect(text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
    // The probes are counted too, but a path is never a label: only route patterns are.
    expect(text).not.toMatch(/route="\/pricing\?/);
  });
});

describe('the server started as an operator starts it', () => {
  // One real process (server/index.js on the build), its standard output read line by line as a
  // log collector reads it, with the e-mail API refusing, so every lead's mail is attempted and
  // logged as failed. TRUST_PROXY names 127.0.0.2 only: a request from there is the proxy's, one
  // from 127.0.0.1 a visitor's own.
  let site = '';
  let metricsPort = 0;
  let stdout = '';
  let stderr = '';
  let processLeads = '';
  let child: ReturnType<typeof spawn> | undefined;
  const people = [
    { name: 'Zora Neale', email: 'zora.neale@example.com', phone: '+1 214 555 0147', message: 'Quartz lamp enquiry' },
    { name: 'Björn Ulvaeus', email: 'bjorn@example.se', phone: '214-555-0199', message: 'Fjord marketing plan' },
  ];
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

  beforeAll(async () => {
    metricsPort = await freePort();
    processLeads = await mkdtemp(path.join(tmpdir(), 'operator-process-leads-'));
    child = spawn(process.execPath, ['server/index.js', '--request-origin'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        SITE_URL: '',
        TRUST_PROXY: '127.0.0.2',
        SANITY_PROJECT_ID: '',
        LEADS_DIR: processLeads,
        BOOKINGS_DIR: path.join(processLeads, 'bookings'),
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: '',
        LOG_LEVEL: 'info',
        // What is served where, not how fast: a first render on a loaded machine can pass the
        // default 5 s deadline and be answered 503 (tested in production-server.test.ts).
        RENDER_DEADLINE_MS: '60000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (data: Buffer) => (stdout += data.toString()));
    child.stderr?.on('data', (data: Buffer) => (stderr += data.toString()));
    // (expect.poll belongs to tests; a hook waits with vi.waitFor.)
    await vi.waitFor(() => expect(stdout).toMatch(/listening on http:\/\/[\d.]+:\d+/), { timeout: 30_000 });
    site = /listening on (http:\/\/[\d.]+:\d+)/.exec(stdout)?.[1] ?? '';
    await vi.waitFor(() => expect(stdout).toMatch(/metrics on the loopback port/), { timeout: 10_000 });
    mailApi.faults.down = true;
  }, 60_000);

  afterAll(async () => {
    mailApi.faults.down = false;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (processLeads) await rm(processLeads, { recursive: true, force: true });
  });

  /** Every line the server wrote on standard output, each parsed as JSON (a line that is not fails the test). */
  const logLines = () =>
    stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('with METRICS_PORT, serves /metrics on 127.0.0.1 there only, and not on the site port', async () => {
    expect((await fetch(`${site}/metrics`)).status).toBe(404);
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toMatch(/^process_resident_memory_bytes \d+/m);
    expect((await fetch(`${site}/healthz`)).status).toBe(200);
  });

  it('writes one JSON line per request: its id (from X-Request-Id only through the trusted proxy), method, route, status, duration, cache outcome, bytes', async () => {
    const viaProxy = await request(`${site}/pricing`, {
      localAddress: '127.0.0.2',
      headers: { 'X-Request-Id': 'proxy-req-42' },
    });
    expect(viaProxy.headers['x-request-id']).toBe('proxy-req-42');
    const direct = await request(`${site}/pricing`, { headers: { 'X-Request-Id': 'forged-id' } });
    const generated = String(direct.headers['x-request-id']);
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    const posted = await request(`${site}/contact`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({
        name: 'Ida Wells',
        email: 'ida.wells@example.org',
        message: 'Press enquiry',
      }).toString(),
    });
    expect(posted.status).toBe(200);
    await expect
      .poll(() => logLines().filter((line) => line.msg === 'request' && line.route === '/contact').length, {
        timeout: 5_000,
      })
      .toBe(1);
    const requests = logLines().filter((line) => line.msg === 'request');
    const proxied = requests.find((line) => line.requestId === 'proxy-req-42');
    const own = requests.find((line) => line.requestId === generated);
    const postLine = requests.find((line) => line.route === '/contact');
    expect(proxied).toMatchObject({
      method: 'GET',
      route: '/pricing',
      status: 200,
      cache: expect.stringMatching(/^(hit|miss)$/),
    });
    expect(own).toMatchObject({
      method: 'GET',
      route: '/pricing',
      status: 200,
      cache: expect.stringMatching(/^(hit|miss)$/),
    });
    expect(postLine).toMatchObject({
      method: 'POST',
      status: 200,
      cache: 'bypass',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(requests.some((line) => line.requestId === 'forged-id')).toBe(false);
    for (const line of [proxied, own, postLine]) {
      expect(line?.durationMs).toEqual(expect.any(Number));
      expect(line?.bytes).toBeGreaterThan(1000);
    }
  });

  it('never writes a name, an e-mail address, a phone number or a message, whatever happens to the lead', async () => {
    for (const person of people) {
      const contact = await request(`${site}/contact`, {
        method: 'POST',
        headers: form,
        body: new URLSearchParams({
          name: person.name,
          email: person.email,
          phone: person.phone,
          message: person.message,
        }).toString(),
      });
      expect(contact.status).toBe(200);
      // Booked or not (the slot may be taken), the lead is kept and its mail attempted.
      const booking = await request(`${site}/book-call`, {
        method: 'POST',
        headers: form,
        body: new URLSearchParams({
          date: nextWeekday(),
          time: '2:00 PM',
          meetingType: 'video',
          customerName: person.name,
          customerEmail: person.email,
          customerPhone: person.phone,
          description: person.message,
        }).toString(),
      });
      expect(booking.status).toBeLessThan(500);
      // Invalid input too: a refusal is logged without what was typed.
      const invalid = await request(`${site}/contact`, {
        method: 'POST',
        headers: form,
        body: new URLSearchParams({ name: person.name, email: 'not-an-address', message: person.message }).toString(),
      });
      expect(invalid.status).toBe(400);
    }
    // The e-mail API refused each lead's mail, and each refusal was logged.
    await expect
      .poll(
        () =>
          logLines().filter(
            (line) => line.event === 'lead.attempt' && line.channel === 'mail' && line.outcome === 'failed',
          ).length,
        { timeout: 15_000, interval: 200 },
      )
      .toBeGreaterThanOrEqual(4);
    const lines = logLines();
    for (const kind of ['contact', 'booking'])
      expect(lines).toContainEqual(expect.objectContaining({ event: 'lead.stored', kind, leadId: expect.any(String) }));
    const everything = stdout + stderr;
    for (const person of people)
      for (const value of Object.values(person)) expect(everything.includes(value), `${value} in the log`).toBe(false);
    for (const value of ['Ida Wells', 'ida.wells@example.org', 'Press enquiry'])
      expect(everything.includes(value), `${value} in the log`).toBe(false);
  }, 30_000);
});

/** A request sent from a chosen local address (the proxy on 127.0.0.2), as node:http sends it. */
function request(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    localAddress,
  }: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string },
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers, ...(localAddress ? { localAddress } : {}) }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          text: Buffer.concat(chunks).toString(),
        }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function freePort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function nextWeekday(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 3);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
