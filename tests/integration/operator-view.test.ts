import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type ServerBuild } from '../../server/app.js';
import { readSeed } from '../support/dataset';
import { captureLogs } from '../support/log-lines';
import { startMailApiStandIn } from '../support/mail-api-stand-in';
import { startSanityStandIn, type SanityStandIn } from '../support/sanity-stand-in';

// The production server as an operator watches it: its health and readiness endpoints, its
// metrics, its log lines, with the content source, the lead store and the e-mail API taken away
// in turn. The real build, in process, with stand-ins for Sanity and the e-mail API.

const root = process.cwd();
const TOKEN = 'metrics-token-0123456789abcdef';
const savedEnv = { ...process.env };
let standIn: SanityStandIn;
let mailApi: Awaited<ReturnType<typeof startMailApiStandIn>>;
let leadsDir: string;
let bookingsDir: string;
let build: ServerBuild;
let logs: ReturnType<typeof captureLogs>;
const servers: { close(): Promise<void> }[] = [];

async function listen(
  options: { env?: Record<string, string | undefined>; trustProxy?: string | false } = {},
): Promise<string> {
  const module = build.entry.module;
  const getEnv = module['getEnv'];
  if (typeof getEnv !== 'function') throw new Error('the build has no environment');
  const created = await createApp({
    build: {
      ...build,
      entry: { module: { ...module, getEnv: () => ({ ...(getEnv() as object), ...options.env }) } },
    },
    clientDir: path.join(root, 'build/client'),
  });
  if (options.trustProxy !== undefined) created.app.set('trust proxy', options.trustProxy);
  const server: Server = created.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  servers.push({
    close: async () => {
      created.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
  return `http://127.0.0.1:${address.port}`;
}

let base: string;

beforeAll(async () => {
  standIn = await startSanityStandIn({ dataset: readSeed() });
  // The content source hangs from the start: nothing is cached yet.
  standIn.setMode('hang');
  mailApi = await startMailApiStandIn({ perSecond: 50 });
  leadsDir = await mkdtemp(path.join(tmpdir(), 'operator-leads-'));
  bookingsDir = await mkdtemp(path.join(tmpdir(), 'operator-bookings-'));
  logs = captureLogs();
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
  build = await import(pathToFileURL(path.join(root, 'build/server/index.js')).href);
  base = await listen();
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.close();
  await standIn?.close();
  await mailApi?.close();
  logs?.restore();
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
    expect(down.body.checks.content).toMatchObject({ status: 'failing' });
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

describe('metrics on a port of their own', () => {
  it('with METRICS_PORT, serves /metrics on 127.0.0.1 there only, and not on the site port', async () => {
    const metricsPort = await freePort();
    const child = spawn(process.execPath, ['server/index.js'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        SITE_URL: 'https://www.studio.example',
        SANITY_PROJECT_ID: '',
        METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    try {
      await expect.poll(() => output, { timeout: 30_000 }).toMatch(/listening on http:\/\/[\d.]+:\d+/);
      const site = /listening on (http:\/\/[\d.]+:\d+)/.exec(output)?.[1] ?? '';
      await expect.poll(() => output, { timeout: 10_000 }).toMatch(/metrics on the loopback port/);
      expect((await fetch(`${site}/metrics`)).status).toBe(404);
      const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toMatch(/^process_resident_memory_bytes \d+/m);
      expect((await fetch(`${site}/healthz`)).status).toBe(200);
      // Every line the server wrote is JSON.
      for (const line of output.trim().split('\n')) expect(() => JSON.parse(line), line).not.toThrow();
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }, 60_000);
});

describe('log lines', () => {
  it('writes one JSON line per request with its id, and takes X-Request-Id only from a trusted proxy', async () => {
    const from = logs.lines().length;
    const viaProxy = await fetch(`${base}/about`, { headers: { 'X-Request-Id': 'proxy-req-42' } });
    expect(viaProxy.headers.get('x-request-id')).toBe('proxy-req-42');
    const untrusting = await listen({ trustProxy: false });
    const direct = await fetch(`${untrusting}/about`, { headers: { 'X-Request-Id': 'forged-id' } });
    const generated = direct.headers.get('x-request-id') ?? '';
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    const lines = logs
      .lines()
      .slice(from)
      .filter((line) => line.msg === 'request' && line.path === '/about');
    expect(lines).toEqual([
      expect.objectContaining({
        requestId: 'proxy-req-42',
        method: 'GET',
        route: '/about',
        status: 200,
        cache: expect.any(String),
      }),
      expect.objectContaining({ requestId: generated, status: 200 }),
    ]);
    for (const line of lines) {
      expect(line.durationMs).toEqual(expect.any(Number));
      expect(line.bytes).toBeGreaterThan(1000);
    }
  });

  it('never writes a name, an e-mail address, a phone number or a message, whatever happens to the lead', async () => {
    const people = [
      { name: 'Zora Neale', email: 'zora.neale@example.com', phone: '+1 214 555 0147', message: 'Quartz lamp enquiry' },
      { name: 'Björn Ulvaeus', email: 'bjorn@example.se', phone: '214-555-0199', message: 'Fjord marketing plan' },
    ];
    mailApi.faults.down = true;
    try {
      for (const person of people) {
        expect(await post('/contact', { name: person.name, email: person.email, message: person.message })).toBe(200);
        // Booked or not (the slot may be taken), the lead is kept and its mail attempted.
        expect(
          await post('/book-call', {
            date: nextWeekday(),
            time: '2:00 PM',
            meetingType: 'video',
            customerName: person.name,
            customerEmail: person.email,
            customerPhone: person.phone,
            description: person.message,
          }),
        ).toBeLessThan(500);
        // Invalid input too: a refusal is logged without what was typed.
        expect(await post('/contact', { name: person.name, email: 'not-an-address', message: person.message })).toBe(
          400,
        );
      }
      // The mail attempts have failed and been logged.
      await expect
        .poll(
          () =>
            logs
              .lines()
              .filter((line) => line.event === 'lead.attempt' && line.channel === 'mail' && line.outcome === 'failed')
              .length,
          { timeout: 10_000, interval: 200 },
        )
        .toBeGreaterThanOrEqual(4);
    } finally {
      mailApi.faults.down = false;
    }
    // Every line of the run so far is JSON (lines() parses each) and none names a person.
    const text = logs.text();
    expect(logs.lines().length).toBeGreaterThan(20);
    for (const person of people)
      for (const value of Object.values(person)) expect(text.includes(value), `${value} in the log`).toBe(false);
    for (const other of ['Grace Hopper', 'grace.hopper@example.org', 'Ann Cole', 'ann.cole@example.net'])
      expect(text.includes(other), `${other} in the log`).toBe(false);
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ event: 'lead.stored', kind: 'booking', leadId: expect.any(String) }),
    );
  }, 30_000);
});

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
