import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Agent as HttpAgent, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import { z } from 'zod';
import { buildDirectory } from '../../server/build-dir.js';
import { loadContextFor, readEntryExports, type ServerBuild } from '../../server/app.js';
import { readSeed } from '../support/dataset';
import { captureLogs } from '../support/log-lines';
import { startSanityStandIn, type SanityStandIn } from '../support/sanity-stand-in';
import { ADA_BOOKING } from '../support/booking-fixtures';
import { importBuild, startSiteServer, type SiteServer } from '../support/site-server';

// The production server as an operator runs it: the real build, Express, the page cache, the
// content read from a Sanity stand-in whose documents the test edits like an editor would.

const root = process.cwd();
const dataset = readSeed();
let standIn: SanityStandIn;
let site: SiteServer | undefined;
let base: string;
let bookingsDir: string;
let build: ServerBuild;
let pageCache: SiteServer['pageCache'];
const savedEnv = { ...process.env };
const SECRET = 'server-test-session-secret-0123456789abcdef';

function portOf(listener: Server): number {
  const address = listener.address();
  if (typeof address !== 'object' || address === null) throw new Error('not listening on a port');
  return address.port;
}

beforeAll(async () => {
  // The build is current: Vitest's global set-up (tests/support/global-build.ts) made sure.
  standIn = await startSanityStandIn({ dataset });
  bookingsDir = await mkdtemp(path.join(tmpdir(), 'server-bookings-'));
  Object.assign(process.env, {
    NODE_ENV: 'production',
    SANITY_PROJECT_ID: 'standin',
    SANITY_API_HOST: standIn.url,
    SANITY_USE_CDN: 'false',
    CONTENT_CACHE_TTL_SECONDS: '300',
    BOOKINGS_DIR: bookingsDir,
    SUPABASE_URL: '',
    SUPABASE_ANON_KEY: '',
    TRUST_PROXY: 'false',
    // `npm start` without SITE_URL: pages take their origin from the request.
    SITE_URL: '',
    SESSION_SECRET: SECRET,
    // This test announces changes itself; live events would announce the stand-in's publish.
    SANITY_LIVE: 'false',
  });
  build = await importBuild();
  site = await startSiteServer({ build });
  pageCache = site.pageCache;
  base = site.base;
}, 300_000);

afterAll(async () => {
  await site?.stop();
  await standIn?.close();
  await rm(bookingsDir, { recursive: true, force: true });
  process.env = savedEnv;
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request through node:http, so the test controls framing (chunked bodies) and sees resets. On
 * a connection of its own (asking to keep it alive, as Node's default agent does): a connection
 * kept from an earlier request can be closed by the server's keep-alive time-out just as the next
 * request goes out on it, a reset that is the client's race, not the server's answer.
 */
function raw(
  pathname: string,
  {
    method = 'GET',
    headers = {},
    chunks = [],
  }: { method?: string; headers?: Record<string, string>; chunks?: Buffer[] } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${pathname}`,
      { method, headers, agent: new HttpAgent({ keepAlive: true }) },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

function nextWeekday(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 3);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const booking = () => new URLSearchParams({ ...ADA_BOOKING, date: nextWeekday() }).toString();

async function recordedBookings(): Promise<number> {
  const file = path.join(bookingsDir, 'bookings.jsonl');
  if (!existsSync(file)) return 0;
  return (await readFile(file, 'utf8')).trim().split('\n').filter(Boolean).length;
}

describe('pages and redirects editors publish', () => {
  it('serves a new page from the page cache like any other, and a redirect to it with 301', async () => {
    const about = dataset.find((document) => document._id === 'page-about');
    if (!about) throw new Error('seed lacks the about page');
    expect((await fetch(`${base}/guides/new-page`)).status).toBe(404);
    standIn.publish({ ...about, _id: 'page-guide', slug: { _type: 'slug', current: 'guides/new-page' } });
    standIn.publish({ _id: 'redirect-guide', _type: 'redirect', from: '/old-guide', to: '/guides/new-page' });
    readEntryExports(build).contentChanged('test: page and redirect published');

    const first = await fetch(`${base}/guides/new-page`);
    const second = await fetch(`${base}/guides/new-page`);
    expect(first.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=300/);

    const moved = await fetch(`${base}/old-guide?utm_source=mail`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/guides/new-page?utm_source=mail');
    expect(moved.headers.get('cache-control')).toBe('no-store');
  });
});

// The render post-processes Remix's own output (app/render/README.md). Each test below fails, with
// the file to look at, when an upgrade of Remix or React changes a format it relies on: the
// post-processing would otherwise leave the page as it is without a word.
describe('the Remix output the render depends on', () => {
  it("finds <Scripts>' modulepreload links and module script, and defers them to the first paint", async () => {
    const { status, body } = await raw('/');
    expect(status).toBe(200);
    expect(body, 'render/hydrate-after-paint.server.ts no longer finds the module links').toMatch(
      /<template id="modules-after-paint">(<link rel="modulepreload" href="[^"<>]+"\/>)+<\/template>/,
    );
    expect(body, 'render/hydrate-after-paint.server.ts no longer finds the module script').toContain(
      '<script type="remix/after-paint">',
    );
    expect(body).not.toContain('<script type="module"');
  });

  it("finds the loaders' data in turbo-stream chunks, and sends server markup once", async () => {
    const { body } = await raw('/');
    expect(body).toMatch(/<div data-markup="[0-9a-z]+" class="contents"/);
    const chunks = [...body.matchAll(/window\.__remixContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g)];
    expect(chunks.length, 'render/markup-once.server.ts no longer finds the streamed data').toBeGreaterThan(0);
    const data = chunks.map((chunk) => JSON.parse(chunk[1] ?? '""') as string).join('\n');
    expect(data, 'render/markup-once.server.ts no longer names the markup in the data').toContain('markup-ref:');
  });
});

describe('documents', () => {
  it('carry the security headers and a strict content policy of their inline scripts’ hashes', async () => {
    const response = await fetch(`${base}/careers`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const policy = response.headers.get('content-security-policy') ?? '';
    // Strict and hash-based: every inline script by its hash, trust passed on to the modules
    // they import, no 'unsafe-inline' for scripts, no plugins, no <base> hijack. (That a cached
    // page's bytes and policy are the same for every visitor is checked with the page cache.)
    expect(policy).toMatch(/script-src 'strict-dynamic'( 'sha256-[A-Za-z0-9+/=]+')+ https:;/);
    expect(policy.split(';').find((part) => part.includes('script-src'))).not.toContain('unsafe-inline');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
  });

  it('answer an unknown product 404 with the Page Not Found page', async () => {
    const response = await fetch(`${base}/products/hover-board`);
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/<h1\b[^>]*>Page Not Found<\/h1>/);
  });
});

describe('pages from the page cache', () => {
  it('serves a content page rendered once: identical bytes, strong ETag, 304, CDN headers', async () => {
    const first = await fetch(`${base}/careers`);
    const second = await fetch(`${base}/careers`);
    const [a, b] = [await first.text(), await second.text()];
    expect(first.status).toBe(200);
    expect(b).toBe(a);
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400');
    const etag = second.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await fetch(`${base}/careers`, { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('sends the brotli bytes it compressed once to a client that accepts them', async () => {
    const response = await raw('/careers', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    const plain = await (await fetch(`${base}/careers`, { headers: { 'Accept-Encoding': 'identity' } })).text();
    const bytes = await new Promise<Buffer>((resolve, reject) => {
      httpRequest(`${base}/careers`, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve(Buffer.concat(parts)));
      })
        .on('error', reject)
        .end();
    });
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(plain);
  });

  it('data requests (*.data) follow the same rules', async () => {
    const response = await fetch(`${base}/careers.data`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=300/);
    expect(response.headers.get('etag')).toMatch(/^"/);
  });

  it('shows an editor’s change only after the app announces it, then at once', async () => {
    const job = dataset.find((document) => document._id === 'jobPosition-proposal-manager');
    if (!job) throw new Error('seed lacks the proposal manager job');
    expect(await (await fetch(`${base}/careers`)).text()).toContain('Proposal Manager');
    standIn.publish({ ...job, title: 'Capture and Proposal Director' });
    // Still the cached page: nothing announced a change.
    expect(await (await fetch(`${base}/careers`)).text()).not.toContain('Capture and Proposal Director');
    // The app's own signal (what the webhook and live events call) drops the page cache.
    readEntryExports(build).contentChanged('test: job title edited');
    expect(pageCache.stats().entries).toBe(0);
    expect(await (await fetch(`${base}/careers`)).text()).toContain('Capture and Proposal Director');
  });

  it('never caches or shares a response for a visitor with a cookie the site reads', async () => {
    for (const cookie of ['__sanity_preview=1.forged', '_ga=GA1.2.3; __confirmation=abc']) {
      const response = await fetch(`${base}/careers`, { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('etag')).toBeNull();
    }
  });

  it('serves the shared cached page to a visitor whose cookies the site does not read (analytics, consent)', async () => {
    const plain = await fetch(`${base}/about`);
    const withCookies = await fetch(`${base}/about`, { headers: { Cookie: '_ga=GA1.2.3.4; cookie_consent=yes' } });
    expect(withCookies.status).toBe(200);
    expect(withCookies.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(withCookies.headers.get('cache-control')).toMatch(/^public/);
    expect(await withCookies.text()).toBe(await plain.text());
  });

  it('sends Cross-Origin-Resource-Policy on every response, refusals and static files included', async () => {
    const answers = {
      page: await fetch(`${base}/about`),
      refusal: await fetch(`${base}/about`, { method: 'PUT' }),
      notFound: await fetch(`${base}/no-such-page`),
      file: await fetch(`${base}/favicon.svg`),
      card: await fetch(`${base}/social/about.png`),
    };
    expect(answers.refusal.status).toBe(405);
    for (const [name, response] of Object.entries(answers)) {
      expect([name, response.headers.get('cross-origin-resource-policy')]).toEqual([
        name,
        name === 'card' ? 'cross-origin' : 'same-origin',
      ]);
    }
  });

  it('marks the confirmation page and form results private', async () => {
    const confirmation = await fetch(`${base}/confirmation`);
    expect(confirmation.headers.get('cache-control')).toBe('private, no-store');
    const result = await fetch(`${base}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Ada&email=ada%40example.com&message=Hello',
      // The answer is the page with the visitor's mail draft as a link; nothing to follow.
      redirect: 'manual',
    });
    expect(result.status).toBeLessThan(500);
    expect(result.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('pages no visitor renders alone', () => {
  /** The page-cache outcome of each request line of a path, from the captured log. */
  const outcomes = (logs: ReturnType<typeof captureLogs>, pathname: string) =>
    logs
      .lines()
      .filter((line) => line.msg === 'request' && line.path === pathname)
      .map((line) => line.cache);

  it('answers a cached page before Express with the same headers, its log line and its counters', async () => {
    const logs = captureLogs();
    try {
      await fetch(`${base}/services`);
      const hit = await fetch(`${base}/services`, { headers: { 'Accept-Encoding': 'br' } });
      expect(outcomes(logs, '/services').at(-1)).toBe('hit');
      const line = logs.lines().findLast((entry) => entry.msg === 'request' && entry.path === '/services');
      expect(line).toMatchObject({ route: '/services', status: 200, requestId: hit.headers.get('x-request-id') });
      expect(line?.bytes).toBe(Number(hit.headers.get('content-length')));
      expect(hit.headers.get('content-encoding')).toBe('br');
      expect(hit.headers.get('x-content-type-options')).toBe('nosniff');
      expect(hit.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(hit.headers.get('content-security-policy')).toMatch(/script-src/);
      const notModified = await fetch(`${base}/services`, {
        headers: { 'If-None-Match': hit.headers.get('etag') ?? '' },
      });
      expect(notModified.status).toBe(304);
    } finally {
      logs.restore();
    }
  });

  it('keeps the not-found page like any page, with its status, per address', async () => {
    const logs = captureLogs();
    try {
      const first = await fetch(`${base}/no-such-page-at-all`);
      const second = await fetch(`${base}/no-such-page-at-all`);
      expect([first.status, second.status]).toEqual([404, 404]);
      expect(second.headers.get('etag')).toMatch(/^"/);
      expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(await second.text()).toBe(await first.text());
      expect(outcomes(logs, '/no-such-page-at-all')).toEqual(['miss', 'hit']);
    } finally {
      logs.restore();
    }
  });

  it('keeps the booking page, and lets it go when a time is booked through this server', async () => {
    const logs = captureLogs();
    try {
      const before = await fetch(`${base}/book-call`);
      expect(before.headers.get('cache-control')).toBe('public, no-cache');
      const beforeHtml = await before.text();
      expect(await (await fetch(`${base}/book-call`)).text()).toBe(beforeHtml);
      expect(outcomes(logs, '/book-call').slice(-1)).toEqual(['hit']);

      // Another time than the other tests book.
      const form = new URLSearchParams(booking());
      form.set('time', '3:00 PM');
      const booked = await fetch(`${base}/book-call`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
        body: form.toString(),
      });
      expect(booked.status).toBe(200);
      const lines = (await readFile(path.join(bookingsDir, 'bookings.jsonl'), 'utf8')).trim().split('\n');
      const { slotStart } = z.object({ slotStart: z.string() }).parse(JSON.parse(lines.at(-1) ?? '{}'));

      const after = await (await fetch(`${base}/book-call`)).text();
      expect(outcomes(logs, '/book-call').at(-1)).toBe('miss');
      // The page's data lists the time as taken: the picker and the plain lists leave it out.
      expect(after).toContain(slotStart);
      expect(beforeHtml).not.toContain(slotStart);
    } finally {
      logs.restore();
    }
  });
});

describe('static files', () => {
  it('sends the precompressed brotli file of a hashed asset, immutable', async () => {
    const entry = build.assets?.entry.module ?? '';
    expect(entry).toMatch(/^\/assets\//);
    const response = await raw(entry, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(existsSync(path.join(buildDirectory(root), 'client', `${entry}.br`))).toBe(true);
  });

  it('gives unhashed public files a short max-age with revalidation', async () => {
    const response = await fetch(`${base}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600, must-revalidate');
    const etag = response.headers.get('etag') ?? '';
    expect((await fetch(`${base}/favicon.svg`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });
});

describe('requests the site does not serve', () => {
  it('answers a 10 MB body 413 with a readable page, not a reset', async () => {
    // The careers action takes the applications (with their files): the largest legitimate body.
    const response = await raw('/careers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(10 * 1024 * 1024) },
      chunks: Array.from({ length: 10 }, () => Buffer.alloc(1024 * 1024, 97)),
    });
    expect(response.status).toBe(413);
    expect(response.body).toContain('too large');
  });

  it('answers 40 MB declared by Content-Length 413 at once, even to a client that asked to close', async () => {
    const megabyte = Buffer.alloc(1024 * 1024, 97);
    const start = Date.now();
    const response = await raw('/careers', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(40 * 1024 * 1024),
        Connection: 'close',
      },
      chunks: Array.from({ length: 40 }, () => megabyte),
    });
    expect(response.status).toBe(413);
    expect(response.body).toContain('too large');
    expect(Date.now() - start).toBeLessThan(5000);
  });

  it('answers a chunked body over the server limit 413', async () => {
    const response = await raw('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' },
      chunks: Array.from({ length: 7 }, () => Buffer.alloc(1024 * 1024, 97)),
    });
    expect(response.status).toBe(413);
    expect(response.body).toContain('too large');
  });

  it('lets a 70 KB chunked contact post reach the form, which answers 413 with its message', async () => {
    const response = await raw('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' },
      chunks: [Buffer.from('message='), Buffer.alloc(70 * 1024, 97)],
    });
    expect(response.status).toBe(413);
    expect(response.body).toContain('too large to send');
  });

  it('refuses a cross-site booking with 403 and records nothing; the same post from the site is recorded', async () => {
    const before = await recordedBookings();
    const forged: Record<string, string>[] = [
      { Origin: 'https://attacker.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of forged) {
      const response = await raw('/book-call', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
        chunks: [Buffer.from(booking())],
      });
      expect(response.status).toBe(403);
      expect(response.body).toContain('only be sent from this site');
    }
    expect(await recordedBookings()).toBe(before);
    const own = await raw('/book-call', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, 'Sec-Fetch-Site': 'same-origin' },
      chunks: [Buffer.from(booking())],
    });
    expect(own.status).toBe(200);
    expect(await recordedBookings()).toBe(before + 1);
  });

  it('answers legacy ?_data= posts 400 and runs nothing', async () => {
    const before = await recordedBookings();
    const response = await raw('/book-call?_data=routes%2Fbook-call', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      chunks: [Buffer.from(booking())],
    });
    expect(response.status).toBe(400);
    expect(await recordedBookings()).toBe(before);
  });

  it('answers a malformed address 400', async () => {
    expect((await raw('/careers/%E0%A4%A')).status).toBe(400);
    expect((await raw('/%')).status).toBe(400);
  });

  it('answers methods a route does not serve 405 with Allow', async () => {
    const trace = await raw('/contact', { method: 'TRACE' });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD, POST');
    const post = await raw('/about', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      chunks: [Buffer.from('a=b')],
    });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});

describe('client address for rate limits', () => {
  async function clientIpSeen(trustProxy: boolean | string, headers: Record<string, string>) {
    const app = express();
    app.set('trust proxy', trustProxy);
    app.get('/', (req, res) => {
      res.json(loadContextFor(req));
    });
    const listener = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    const body: unknown = await (await fetch(`http://127.0.0.1:${portOf(listener)}/`, { headers })).json();
    listener.close();
    return body;
  }

  it('is the peer unless TRUST_PROXY trusts it to forward the client', async () => {
    const forwarded = { 'X-Forwarded-For': '203.0.113.7' };
    expect(await clientIpSeen(false, forwarded)).toEqual({ clientIp: '127.0.0.1' });
    expect(await clientIpSeen('loopback', forwarded)).toEqual({ clientIp: '203.0.113.7' });
    expect(await clientIpSeen('10.0.0.0/8', forwarded)).toEqual({ clientIp: '127.0.0.1' });
  });
});

/** A process's output as the JSON lines it logged (a line that is not JSON fails the test). */
function logLines(output: string): Record<string, unknown>[] {
  return output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Starts `node server/index.js` with these arguments and environment; resolves when it exits. */
function runServer(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['server/index.js', ...args], {
    cwd: root,
    env: { ...savedEnv, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', SANITY_PROJECT_ID: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr.on('data', (data: Buffer) => (output += data.toString()));
  return { child, output: () => output };
}

describe('start', () => {
  it('refuses to start in production without SESSION_SECRET, in one line', async () => {
    const { child, output } = runServer([], { SESSION_SECRET: '', SITE_URL: 'https://www.studio.example' });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(logLines(output())).toEqual([
      expect.objectContaining({ level: 'fatal', msg: expect.stringMatching(/^Refusing to start: .*SESSION_SECRET/) }),
    ]);
  });

  it('refuses to start in production without SITE_URL, in one line', async () => {
    const { child, output } = runServer([], { SESSION_SECRET: SECRET, SITE_URL: '' });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(logLines(output())).toEqual([
      expect.objectContaining({ level: 'fatal', msg: expect.stringMatching(/^Refusing to start: .*SITE_URL/) }),
    ]);
  });

  it('npm start on a fresh clone keeps a random local secret instead of refusing', async () => {
    const cwdData = path.join(root, '.data', 'session-secret');
    const { child, output } = runServer(['--local-secret', '--request-origin'], { SESSION_SECRET: '' });
    await expect.poll(output, { timeout: 30_000 }).toMatch(/listening on http/);
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
    const secret = (await readFile(cwdData, 'utf8')).trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('shutdown', () => {
  it('exits cleanly on SIGTERM after finishing the request in flight', async () => {
    const child = spawn(process.execPath, ['server/index.js'], {
      cwd: root,
      env: {
        ...savedEnv,
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        SANITY_PROJECT_ID: '',
        BOOKINGS_DIR: bookingsDir,
        SESSION_SECRET: SECRET,
        SITE_URL: 'https://www.studio.example',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (data: Buffer) => {
        const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(data.toString());
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', () => reject(new Error('server exited before listening')));
    });
    // A post whose body is still arriving when SIGTERM comes: it must be answered, then exit.
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${url}/contact`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write('name=Ada&email=ada%40example.com');
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end('&message=Hello'), 200);
      }, 300);
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(await inFlight).toBeLessThan(500);
    expect(await exited).toBe(0);
  });
});

/** The canonical address a page declares. */
function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

/** Another instance of the server on the same build, with its own page cache and settings. */
async function startApp(
  options: { renderDeadlineMs?: number; trustProxy?: string; countRenders?: () => void; siteUrl?: string } = {},
) {
  const module = build.entry.module;
  const render = module['default'];
  const getEnv = module['getEnv'];
  if (typeof render !== 'function' || typeof getEnv !== 'function')
    throw new Error('the build has no document renderer or environment');
  const counted: ServerBuild = {
    ...build,
    entry: {
      module: {
        ...module,
        default: (...args: unknown[]) => {
          options.countRenders?.();
          return Reflect.apply(render, undefined, args);
        },
        // The server's own reading of SITE_URL (the app's pages keep theirs).
        getEnv: () => ({ ...(getEnv() as object), ...(options.siteUrl ? { SITE_URL: options.siteUrl } : {}) }),
      },
    },
  };
  const site = await startSiteServer({
    build: counted,
    ...(options.renderDeadlineMs ? { renderDeadlineMs: options.renderDeadlineMs } : {}),
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
  });
  return { base: site.base, pageCache: site.pageCache, close: site.stop };
}

describe('one public origin', () => {
  it('a forged Host or X-Forwarded-Host never reaches the page another visitor reads', async () => {
    // A page nobody has asked for yet, so the forged request is the one that renders it.
    const forwarded = await raw('/pricing', {
      headers: { 'X-Forwarded-Host': 'x:8888', 'X-Forwarded-Proto': 'https' },
    });
    expect(forwarded.status).toBe(200);
    expect(canonicalOf(forwarded.body)).toBe(`${base}/pricing`);
    const forgedHost = await raw('/api-pricing', { headers: { Host: 'attacker.example:8888' } });
    expect(canonicalOf(forgedHost.body)).toBe('http://attacker.example:8888/api-pricing');
    const sameNameOtherPort = await raw('/api-pricing', { headers: { Host: `127.0.0.1:1` } });
    expect(canonicalOf(sameNameOtherPort.body)).toBe('http://127.0.0.1:1/api-pricing');

    // Then a plain visit, as anyone else makes it.
    for (const pathname of ['/pricing', '/api-pricing']) {
      const html = await (await fetch(`${base}${pathname}`)).text();
      expect(canonicalOf(html)).toBe(`${base}${pathname}`);
      expect(html).not.toContain('x:8888');
      expect(html).not.toContain('attacker.example');
      expect(html).not.toContain('127.0.0.1:1/');
    }
    const sitemap = await (await fetch(`${base}/sitemap.xml`, { headers: {} })).text();
    expect(sitemap).not.toContain('x:8888');
  });

  it('believes X-Forwarded-Host and -Proto only from a proxy TRUST_PROXY names', async () => {
    const behindProxy = await startApp({ trustProxy: 'loopback' });
    try {
      const viaProxy = await fetch(`${behindProxy.base}/maintenance`, {
        headers: { 'X-Forwarded-Host': 'www.studio.example:8443', 'X-Forwarded-Proto': 'https' },
      });
      expect(canonicalOf(await viaProxy.text())).toBe('https://www.studio.example:8443/maintenance');
      const direct = await fetch(`${behindProxy.base}/maintenance`);
      expect(canonicalOf(await direct.text())).toBe(`${behindProxy.base}/maintenance`);
    } finally {
      await behindProxy.close();
    }
  });

  it('sends HSTS on every HTTPS response, refusals included', async () => {
    const behindProxy = await startApp({ trustProxy: 'loopback' });
    try {
      const https = { 'X-Forwarded-Proto': 'https' };
      for (const response of [
        await fetch(`${behindProxy.base}/about`, { headers: https }),
        await fetch(`${behindProxy.base}/about`, { method: 'PUT', headers: https }),
        await fetch(`${behindProxy.base}/favicon.svg`, { headers: https }),
      ]) {
        expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await behindProxy.close();
    }
  });

  it('with SITE_URL set, takes a form post only from that exact origin: not another port, not a trailing dot', async () => {
    const site = 'https://www.studio.example';
    const configured = await startApp({ siteUrl: site });
    try {
      const postFrom = async (origin: string) => {
        const response = await fetch(`${configured.base}/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
          body: 'name=&email=',
        });
        await response.body?.cancel();
        return response.status;
      };
      expect(await postFrom('https://www.studio.example:1')).toBe(403);
      expect(await postFrom('https://www.studio.example.')).toBe(403);
      expect(await postFrom('http://www.studio.example')).toBe(403);
      // The origin itself reaches the form, which answers the empty fields.
      expect(await postFrom(site)).toBe(400);
    } finally {
      await configured.close();
    }
  });

  it('answers a Host no browser would send 400', async () => {
    expect((await raw('/about', { headers: { Host: 'a b' } })).status).toBe(400);
  });
});

describe('one URL per page', () => {
  it('redirects every sitemap URL with a trailing slash or upper case 301 to itself, keeping the query', async () => {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(paths.length).toBeGreaterThan(30);
    for (const pathname of paths) {
      const page = await fetch(`${base}${pathname}`, { redirect: 'manual' });
      expect(page.status, pathname).toBe(200);
      if (pathname === '/') continue;
      const variants = [
        `${pathname}/`,
        pathname.toUpperCase(),
        `${pathname.replace(/^\/(.)/, (_, c: string) => `/${c.toUpperCase()}`)}/`,
      ];
      for (const variant of variants) {
        const moved = await fetch(`${base}${variant}?utm_source=mail&x=1`, { redirect: 'manual' });
        expect(moved.status, variant).toBe(301);
        expect(moved.headers.get('location'), variant).toBe(`${pathname}?utm_source=mail&x=1`);
      }
    }
  });

  it('never redirects off the site, and leaves files and data URLs alone', async () => {
    const doubled = await fetch(`${base}//attacker.example/`, { redirect: 'manual' });
    expect(doubled.headers.get('location') ?? '').not.toMatch(/^\/\/|^https?:/);
    const entry = build.assets?.entry.module ?? '';
    expect((await fetch(`${base}${entry}`, { redirect: 'manual' })).status).toBe(200);
    expect((await fetch(`${base}/careers.data`, { redirect: 'manual' })).status).toBe(200);
    expect((await fetch(`${base}/Careers.data`, { redirect: 'manual' })).status).not.toBe(301);
  });
});

/** The links of a page to other pages of the site: path only (no query, no fragment). */
function pageLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/g)].flatMap((match) => {
    const href = (match[1] ?? '').replace(/&amp;/g, '&');
    if (href.startsWith('//')) return [];
    const pathname = href.split(/[?#]/)[0] ?? '';
    // Files (a share card, a download) are not pages.
    return pathname.slice(pathname.lastIndexOf('/') + 1).includes('.') ? [] : [pathname];
  });
}

/**
 * The one message the Nu HTML Checker may report: Remix writes the script that restores the
 * scroll position after `</html>`, which the parser calls a stray tag and then stops at.
 */
const REMIX_SCRIPT_AFTER_HTML = [
  'Stray start tag “script”.',
  'Cannot recover after last error. Any further errors will be ignored.',
];

const nuReportSchema = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      message: z.string(),
      url: z.string().optional(),
      lastLine: z.number().optional(),
      lastColumn: z.number().optional(),
    }),
  ),
});

/** Runs the Nu HTML Checker once (one JVM) over every file; its messages of type error. */
function nuHtmlErrors(files: string[]) {
  const jar = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
    'build/dist/vnu.jar',
  );
  const java = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', '--stdout', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (java.error) throw new Error(`The HTML check needs Java (Debian: default-jre-headless): ${java.error.message}`);
  const report = nuReportSchema.parse(JSON.parse(java.stdout));
  return report.messages.filter((message) => message.type === 'error');
}

describe('every page', () => {
  it('is linked from another page (a crawl from / finds every sitemap URL) and is valid HTML', async () => {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    const pages = new Map<string, string>();
    const queue = ['/'];
    while (queue.length > 0) {
      const pathname = queue.shift() ?? '/';
      if (pages.has(pathname)) continue;
      const response = await fetch(`${base}${pathname}`, { redirect: 'manual' });
      expect(response.status, `${pathname} (linked from a page)`).toBe(200);
      const html = await response.text();
      pages.set(pathname, html);
      for (const link of pageLinks(html)) if (!pages.has(link)) queue.push(link);
    }
    // /guides/new-page is the page the first test of this file published and linked from nowhere.
    expect(listed.filter((pathname) => !pages.has(pathname) && pathname !== '/guides/new-page')).toEqual([]);

    // Pages no link leads to still have to be valid: the thank-you page and the not-found page.
    for (const pathname of ['/confirmation', '/no-such-page']) {
      pages.set(pathname, await (await fetch(`${base}${pathname}`)).text());
    }
    // One title pattern on every page, "Page · Company", and no two pages with the same title.
    const titles = [...pages].map(([pathname, html]) => ({
      pathname,
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    }));
    expect(
      titles.filter(
        ({ title }) => !title?.endsWith(' · Bluebonnet Labs') || title.split(' · Bluebonnet Labs').length !== 2,
      ),
    ).toEqual([]);
    expect(new Set(titles.map(({ title }) => title)).size).toBe(titles.length);
    const dir = await mkdtemp(path.join(tmpdir(), 'nu-html-'));
    try {
      const files = await Promise.all(
        [...pages].map(async ([pathname, html], index) => {
          const file = path.join(dir, `${index}.html`);
          await writeFile(file, html);
          return [file, { pathname, html }] as const;
        }),
      );
      const byFile = new Map(files);
      const errors = nuHtmlErrors(files.map(([file]) => file)).flatMap((message) => {
        const page = byFile.get(new URL(message.url ?? 'file:/').pathname);
        if (page && REMIX_SCRIPT_AFTER_HTML.includes(message.message)) {
          // Allowed only where it is: after the document's end.
          const lines = page.html.split('\n');
          const before = [
            ...lines.slice(0, (message.lastLine ?? 1) - 1),
            lines[(message.lastLine ?? 1) - 1]?.slice(0, message.lastColumn ?? 0) ?? '',
          ].join('\n');
          if (before.includes('</html>')) return [];
        }
        return [`${page?.pathname ?? message.url}: ${message.message}`];
      });
      expect(errors).toEqual([]);
      expect(pages.size).toBeGreaterThan(listed.length);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a render that overruns its deadline', () => {
  it('a burst after a change gets the last copy (at once, or at the deadline for the one whose render it is); a page never rendered gets a 503 with Retry-After', async () => {
    let renders = 0;
    const slow = await startApp({ renderDeadlineMs: 300, countRenders: () => (renders += 1) });
    const logs = captureLogs();
    /** The request lines of a path, as an operator reads them. */
    const requestLines = (pathname: string, from: number) =>
      logs
        .lines()
        .slice(from)
        .filter((line) => line.msg === 'request' && line.path === pathname);
    try {
      // Rendered once at normal speed (a loaded machine may take a moment over the deadline).
      await expect.poll(async () => (await fetch(`${slow.base}/about`)).status, { timeout: 20_000 }).toBe(200);
      const goodHtml = await (await fetch(`${slow.base}/about`)).text();

      // The content API slows down, and an editor's change drops every cached page.
      standIn.setLatency(1_000);
      readEntryExports(build).contentChanged('test: slow content API');
      renders = 0;
      const burstStart = logs.lines().length;
      const burst = await Promise.all(Array.from({ length: 8 }, () => fetch(`${slow.base}/about`)));
      for (const response of burst) {
        expect(response.status).toBe(200);
        expect(await response.text()).toBe(goodHtml);
      }
      const served = requestLines('/about', burstStart);
      expect(served).toHaveLength(8);
      // The request that started the render waits for it until the deadline; the others get the
      // last copy at once, while it runs.
      expect(served.map((line) => line.note).sort()).toEqual([
        'render over 300 ms, sent the last good copy',
        ...Array.from({ length: 7 }, () => 'sent the last copy while the page renders again'),
      ]);
      for (const line of served) expect(line).toMatchObject({ status: 200, cache: 'stale' });
      // Nobody waited for the slow render (the content API alone takes a second).
      for (const line of served) expect(line.durationMs).toBeLessThan(1_000);

      // A page this server never rendered has no earlier copy: 503, readable, one log line.
      const freshStart = logs.lines().length;
      const fresh = await fetch(`${slow.base}/services`);
      expect(fresh.status).toBe(503);
      expect(fresh.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(fresh.headers.get('cache-control')).toBe('private, no-store');
      expect(await fresh.text()).toContain('try again in a few seconds');
      expect(requestLines('/services', freshStart)).toEqual([
        expect.objectContaining({ status: 503, note: expect.stringMatching(/^render over 300 ms/) }),
      ]);

      // The renders go on and fill the cache: /about rendered once for all eight visitors.
      await expect.poll(async () => (await fetch(`${slow.base}/services`)).status, { timeout: 20_000 }).toBe(200);
      await expect.poll(() => slow.pageCache.stats().entries, { timeout: 20_000 }).toBe(2);
      expect(renders).toBe(2);
    } finally {
      standIn.setLatency(0);
      logs.restore();
      await slow.close();
    }
  }, 60_000);
});
