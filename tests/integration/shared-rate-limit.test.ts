import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnv } from '~/env.server';
import { rateLimitMessage } from '~/submissions/action.server';
import {
  createFormRateLimiter,
  createSharedRateLimiter,
  resetFormRateLimiter,
  SHARED_COUNT_RETRY_MS,
  SHARED_COUNT_TIMEOUT_MS,
} from '~/submissions/rate-limit.server';
import { action as contactAction } from '~/routes/contact';
import { formPost } from '../support/form-data';
import { startPostgrestStandIn } from '../support/postgrest-stand-in';
import { dataOf, settle, statusOf } from '../support/route-args';
import { MIGRATIONS, postgresCluster, startSupabaseDatabase } from '../support/supabase-database';

// The form rate limit counted in Supabase's database, on a real PostgreSQL with Supabase's roles
// behind the PostgREST stand-in. Without PostgreSQL the file is skipped locally, never in CI.
const postgres = postgresCluster();
if (!postgres && process.env.CI) throw new Error('PostgreSQL is required in CI: apt-get install postgresql');

const SERVICE_ROLE_KEY = 'service-role-key-for-tests';
const ANON_KEY = 'anon-key-for-tests';
const MIGRATION = '20261126000400_form_rate_limit.sql';
const contact = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '', company: '', message: 'Hello there' };

/** Windows follow the clock: start a test that counts within one window well before it ends. */
async function awayFromWindowEnd(windowSeconds: number, marginSeconds: number) {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < marginSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 200));
}

/** An address on the REST interface that takes connections and never answers. */
async function hungServer(): Promise<{ server: Server; url: string; requests: () => number }> {
  let requests = 0;
  const server = createServer(() => {
    requests += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
  };
}

describe.skipIf(!postgres)('the form rate limit shared through the database', () => {
  let db: ReturnType<typeof startSupabaseDatabase>;
  let standIn: Awaited<ReturnType<typeof startPostgrestStandIn>>;

  beforeAll(async () => {
    db = startSupabaseDatabase();
    standIn = await startPostgrestStandIn(db, { serviceRole: SERVICE_ROLE_KEY, anon: ANON_KEY });
    process.env.SUPABASE_URL = standIn.url;
    process.env.SUPABASE_SERVICE_ROLE_KEY = SERVICE_ROLE_KEY;
    process.env.FORM_RATE_LIMIT_PER_MINUTE = '10';
    process.env.FORM_RATE_LIMIT_PER_HOUR = '50';
    // The stand-in runs each call through psql in this process: on a loaded machine two take
    // longer than the 2 s a visitor waits, and the fallback is tested on its own below.
    process.env.FORM_RATE_LIMIT_TIMEOUT_MS = '10000';
    resetEnv();
    resetFormRateLimiter();
  }, 60_000);
  afterAll(async () => {
    await standIn?.close();
    db?.stop();
    delete process.env.SUPABASE_URL;
    delete process.env.SUPABASE_SERVICE_ROLE_KEY;
    delete process.env.FORM_RATE_LIMIT_TIMEOUT_MS;
    resetEnv();
    resetFormRateLimiter();
  });

  it('counts 50 concurrent posts of one key as 1 to 50, each once', async () => {
    await awayFromWindowEnd(3600, 30);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        db.sqlAsync(`select public.hit_form_rate_limit('concurrent-key', 3600);`, 'service_role'),
      ),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results.map((result) => Number(result.output)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    // A minute and an hour that start at the same instant are two counters.
    expect(db.sql(`select public.hit_form_rate_limit('concurrent-key', 60);`, 'service_role').output).toBe('1');
  }, 120_000);

  it('lets neither public key call the function or read the counters', async () => {
    for (const role of ['anon', 'authenticated']) {
      expect(db.sql(`select public.hit_form_rate_limit('anon-key', 60);`, role)).toMatchObject({
        ok: false,
        output: expect.stringContaining('permission denied for function'),
      });
      expect(db.sql(`select count(*) from public.form_rate_limits;`, role)).toMatchObject({
        ok: false,
        output: expect.stringContaining('permission denied'),
      });
    }
    const anon = await fetch(`${standIn.url}/rest/v1/rpc/hit_form_rate_limit`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_key: 'anon-key', window_seconds: 60 }),
    });
    expect(anon.status).toBe(401);
    expect(db.sql(`select count(*) from public.form_rate_limits where key = 'anon-key';`).output).toBe('0');
  });

  it('refuses a window it was not made for, and removes windows that have ended', () => {
    expect(db.sql(`select public.hit_form_rate_limit('k', 0);`, 'service_role')).toMatchObject({
      ok: false,
      output: expect.stringContaining('22023'),
    });
    // Only this test's windows: a counter of an earlier test may end while this one runs.
    expect(db.sql(`delete from public.form_rate_limits;`)).toMatchObject({ ok: true });
    expect(
      db.sql(
        `insert into public.form_rate_limits (key, window_seconds, window_start, expires_at, hits)
         select 'gone-' || n, 60, now() - interval '2 hours', now() - interval '2 hours' + interval '1 minute', 3
           from generate_series(1, 150) n;`,
      ),
    ).toMatchObject({ ok: true });
    const ended = () => db.sql(`select count(*) from public.form_rate_limits where expires_at < now();`).output;
    expect(ended()).toBe('150');
    // A few per call, so one post never pays for a backlog.
    db.sql(`select public.hit_form_rate_limit('cleaner', 60);`, 'service_role');
    expect(ended()).toBe('50');
    db.sql(`select public.hit_form_rate_limit('cleaner', 60);`, 'service_role');
    expect(ended()).toBe('0');
  });

  it('lets two instances together accept exactly the per-minute limit, then answers 429 with Retry-After', async () => {
    await awayFromWindowEnd(60, 20);
    const [first, second] = [createFormRateLimiter(), createFormRateLimiter()];
    const client = '203.0.113.7';
    for (let post = 0; post < 10; post += 1)
      expect(await (post % 2 === 0 ? first : second).hit(client)).toEqual({ allowed: true });
    for (const instance of [first, second]) {
      const refused = await instance.hit(client);
      expect(refused).toMatchObject({ allowed: false });
      if (refused.allowed) continue;
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    // Another visitor is counted apart.
    expect(await second.hit('198.51.100.2')).toEqual({ allowed: true });
    // The table holds keyed hashes, never an address.
    expect(db.sql(`select count(*) from public.form_rate_limits where key like '%203.0.113%';`).output).toBe('0');
  }, 60_000);

  it('answers a form post 429 with Retry-After and the values kept when the other instance took the minute', async () => {
    await awayFromWindowEnd(60, 25);
    const second = createFormRateLimiter();
    // Five posts reached the other instance, five this one (the form actions' limiter), then one too many.
    const visitor = '192.0.2.44';
    for (let post = 0; post < 5; post += 1) expect(await second.hit(visitor)).toEqual({ allowed: true });
    const post = (message: string) =>
      settle(
        contactAction({
          request: formPost('/contact', { ...contact, message }),
          params: {},
          context: { clientIp: visitor },
        }),
      );
    for (let index = 0; index < 5; index += 1)
      expect(dataOf(await post(`Message ${index}`))).toMatchObject({ status: 'success' });
    const refused = await post('One too many');
    expect(statusOf(refused)).toBe(429);
    const init = (refused as { init?: { headers?: Record<string, string> } }).init;
    const retryAfter = Number(init?.headers?.['Retry-After']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(dataOf(refused)).toMatchObject({
      status: 'error',
      formError: rateLimitMessage(retryAfter),
      values: { name: 'Ada Lovelace', message: 'One too many' },
    });
  }, 90_000);

  it('counts in the process when the function is missing, and never fails a post', async () => {
    const lines: string[] = [];
    const limiter = createSharedRateLimiter({
      perMinute: 3,
      perHour: 50,
      supabaseUrl: standIn.url,
      serviceRoleKey: SERVICE_ROLE_KEY,
      log: (line) => lines.push(line),
    });
    expect(db.sql(`drop function public.hit_form_rate_limit(text, integer);`)).toMatchObject({ ok: true });
    try {
      for (let post = 0; post < 3; post += 1) expect(await limiter.hit('missing-function')).toEqual({ allowed: true });
      expect(await limiter.hit('missing-function')).toMatchObject({ allowed: false });
      expect(lines).toEqual([expect.stringContaining('answered 404')]);
    } finally {
      const restored = db.sql(readFileSync(path.join(MIGRATIONS, MIGRATION), 'utf8'));
      expect(restored).toMatchObject({ ok: true });
    }
  });
});

describe('the shared form rate limit when the database does not answer', () => {
  it('waits at most the time-out, then counts in the process and asks again later', async () => {
    const hung = await hungServer();
    let now = Date.now();
    const lines: string[] = [];
    const limiter = createSharedRateLimiter({
      perMinute: 10,
      perHour: 50,
      supabaseUrl: hung.url,
      serviceRoleKey: SERVICE_ROLE_KEY,
      now: () => now,
      log: (line) => lines.push(line),
    });
    try {
      const started = performance.now();
      expect(await limiter.hit('203.0.113.9')).toEqual({ allowed: true });
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThanOrEqual(SHARED_COUNT_TIMEOUT_MS - 50);
      expect(waited).toBeLessThan(SHARED_COUNT_TIMEOUT_MS + 1_000);
      // Meanwhile posts are counted here at once, without waiting for the database again.
      const asked = hung.requests();
      const quick = performance.now();
      for (let post = 1; post < 10; post += 1) expect(await limiter.hit('203.0.113.9')).toEqual({ allowed: true });
      expect(await limiter.hit('203.0.113.9')).toMatchObject({ allowed: false });
      expect(performance.now() - quick).toBeLessThan(100);
      expect(hung.requests()).toBe(asked);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/shared rate limit could not be counted .*counting in this process/);
      // Later the database is asked again (and still not answering, it is not logged twice).
      now += SHARED_COUNT_RETRY_MS;
      await limiter.hit('198.51.100.9');
      expect(hung.requests()).toBeGreaterThan(asked);
      expect(lines).toHaveLength(1);
    } finally {
      hung.server.closeAllConnections();
      await new Promise<void>((resolve) => hung.server.close(() => resolve()));
    }
  });

  it('counts in the process when nothing listens', async () => {
    const closed = await hungServer();
    await new Promise<void>((resolve) => closed.server.close(() => resolve()));
    const lines: string[] = [];
    const limiter = createSharedRateLimiter({
      perMinute: 2,
      perHour: 0,
      supabaseUrl: closed.url,
      serviceRoleKey: SERVICE_ROLE_KEY,
      log: (line) => lines.push(line),
    });
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    expect(await limiter.hit('a')).toMatchObject({ allowed: false });
    expect(lines).toHaveLength(1);
  });
});
