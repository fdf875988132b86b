import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { getEnv, signingSecret, supabaseServer } from '~/env.server';
import { clusterCounter } from '../../server/cluster-counter.js';
import { logger } from '../../server/logger.js';

/** One client's posts in the current minute and hour windows. */
interface Counter {
  minuteStart: number;
  minuteCount: number;
  hourStart: number;
  hourCount: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** What every form action asks; the shared limiter answers after a round trip to the database. */
export interface FormRateLimiter {
  hit(client: string): RateDecision | Promise<RateDecision>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Bounds the memory a flood of distinct addresses can take; the oldest clients are forgotten first. */
const MAX_CLIENTS = 20_000;

/**
 * Fixed-window limits per client, kept in the server process: the limit of a single instance,
 * and what the shared limiter falls back to. Counts every post it lets through, valid or not: a
 * person sends a form a few times, a script hundreds.
 */
export function createRateLimiter({
  perMinute,
  perHour,
  now = () => Date.now(),
}: {
  perMinute: number;
  perHour: number;
  now?: () => number;
}) {
  const counters = new Map<string, Counter>();
  return {
    hit(client: string): RateDecision {
      const at = now();
      let counter = counters.get(client);
      if (counter) counters.delete(client);
      else counter = { minuteStart: at, minuteCount: 0, hourStart: at, hourCount: 0 };
      if (at - counter.minuteStart >= MINUTE) Object.assign(counter, { minuteStart: at, minuteCount: 0 });
      if (at - counter.hourStart >= HOUR) Object.assign(counter, { hourStart: at, hourCount: 0 });
      // Re-inserted so the map stays ordered from least to most recently seen.
      counters.set(client, counter);
      if (counters.size > MAX_CLIENTS) {
        const oldest = counters.keys().next();
        if (!oldest.done) counters.delete(oldest.value);
      }
      if (perHour > 0 && counter.hourCount >= perHour)
        return { allowed: false, retryAfterSeconds: Math.ceil((counter.hourStart + HOUR - at) / 1000) };
      if (perMinute > 0 && counter.minuteCount >= perMinute)
        return { allowed: false, retryAfterSeconds: Math.ceil((counter.minuteStart + MINUTE - at) / 1000) };
      counter.minuteCount += 1;
      counter.hourCount += 1;
      return { allowed: true };
    },
    reset() {
      counters.clear();
    },
  };
}

// The project's server passes the client's address as load context (ADR 0009); remix-serve and
// direct calls in tests pass none, and then every client shares one key.
const contextSchema = z.object({ clientIp: z.string().min(1).max(100) });
const SHARED_CLIENT = 'unknown-client';

export function clientKey(context: unknown): string {
  const parsed = contextSchema.safeParse(context);
  return parsed.success ? parsed.data.clientIp : SHARED_CLIENT;
}

/** A post waits no longer than this for the shared count (FORM_RATE_LIMIT_TIMEOUT_MS); past it, this process counts. */
export const SHARED_COUNT_TIMEOUT_MS = 2_000;
/** After the database failed to answer, posts are counted in the process this long before it is asked again. */
export const SHARED_COUNT_RETRY_MS = 10_000;

const countSchema = z.number().int().positive();

/** Seconds until the window of `seconds` that holds `at` ends (windows start on multiples of their length). */
function secondsLeft(at: number, seconds: number): number {
  return seconds - (Math.floor(at / 1000) % seconds);
}

/**
 * The same limits counted in Supabase's database, so every instance of the site shares them
 * (docs/decisions/0023): each post raises its client's minute and hour counters through the
 * `hit_form_rate_limit` function (supabase/migrations), called over the REST interface with the
 * server-side key. The database counts every post, refused ones too, and its clock decides the
 * windows. When it cannot answer within the time-out, the post is counted in this process
 * instead (a limit per instance rather than none, and never an error for the visitor); the
 * failure is logged once, and the database is asked again after SHARED_COUNT_RETRY_MS.
 */
export function createSharedRateLimiter({
  perMinute,
  perHour,
  supabaseUrl,
  serviceRoleKey,
  counter,
  keyOf = (client) => client,
  fetchImpl = fetch,
  now = () => Date.now(),
  timeoutMs = SHARED_COUNT_TIMEOUT_MS,
  log = (line) => logger('forms').warn(line),
}: {
  perMinute: number;
  perHour: number;
  supabaseUrl: string;
  serviceRoleKey: string;
  /** Where the counts are kept when not in the database: the server's workers' shared counters. */
  counter?: (key: string, windowSeconds: number) => Promise<number>;
  /** What the database stores for a client (the form limiter's is a keyed hash of the address). */
  keyOf?: (client: string) => string;
  fetchImpl?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
  log?: (line: string) => void;
}) {
  const local = createRateLimiter({ perMinute, perHour, now });
  const endpoint = `${supabaseUrl.replace(/\/$/, '')}/rest/v1/rpc/hit_form_rate_limit`;
  // The hour first: when both are over, the visitor is told the longer wait.
  const windows = [
    { limit: perHour, seconds: HOUR / 1000 },
    { limit: perMinute, seconds: MINUTE / 1000 },
  ].filter((window) => window.limit > 0);
  /** While set, the database failed and is not asked until this time. */
  let failedUntil: number | undefined;

  async function count(key: string, seconds: number, signal: AbortSignal): Promise<number> {
    if (counter) {
      // Given up only after the messages already in are read (the next turn's check phase): a
      // process busy past the time-out (a cold start's module loading) sees the time-out before
      // the answer that came in meanwhile, and that answer still counts.
      const aborted = new Promise<never>((_resolve, reject) =>
        signal.addEventListener('abort', () =>
          setImmediate(() => reject(new Error('the workers did not answer in time'))),
        ),
      );
      return countSchema.parse(await Promise.race([counter(key, seconds), aborted]));
    }
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ client_key: key, window_seconds: seconds }),
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`it answered ${response.status}`);
    }
    return countSchema.parse(await response.json());
  }

  return {
    async hit(client: string): Promise<RateDecision> {
      if (windows.length === 0) return { allowed: true };
      if (failedUntil !== undefined && now() < failedUntil) return local.hit(client);
      let counts: number[];
      try {
        const signal = AbortSignal.timeout(timeoutMs);
        const key = keyOf(client);
        counts = await Promise.all(windows.map((window) => count(key, window.seconds, signal)));
      } catch (error) {
        if (failedUntil === undefined)
          log(
            `the shared rate limit could not be counted (${error instanceof Error ? error.message : String(error)}); counting in this process until it answers`,
          );
        failedUntil = now() + SHARED_COUNT_RETRY_MS;
        return local.hit(client);
      }
      if (failedUntil !== undefined) {
        failedUntil = undefined;
        log('the shared rate limit answers again');
      }
      const at = now();
      for (const [index, window] of windows.entries())
        if ((counts[index] ?? 0) > window.limit)
          return { allowed: false, retryAfterSeconds: secondsLeft(at, window.seconds) };
      return { allowed: true };
    },
  };
}

/**
 * What the database stores for an address: an HMAC under the site's signing secret, so the
 * table holds no addresses (a plain hash of an IPv4 address is reversed by trying them all).
 * Instances share the limit when they share SESSION_SECRET, as they must for the site's cookies.
 */
function hashedClient(client: string): string {
  return createHmac('sha256', signingSecret()).update(`form-rate-limit:${client}`).digest('base64url');
}

/**
 * A form limiter sized by FORM_RATE_LIMIT_PER_MINUTE / _PER_HOUR: counted in the database when
 * the Supabase store is configured (SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY), so every
 * instance shares it, otherwise in this process.
 */
export function createFormRateLimiter(): FormRateLimiter {
  const env = getEnv();
  const limits = { perMinute: env.FORM_RATE_LIMIT_PER_MINUTE, perHour: env.FORM_RATE_LIMIT_PER_HOUR };
  const supabase = supabaseServer();
  if (supabase)
    return createSharedRateLimiter({
      ...limits,
      supabaseUrl: supabase.url,
      serviceRoleKey: supabase.serviceRoleKey,
      keyOf: hashedClient,
      timeoutMs: env.FORM_RATE_LIMIT_TIMEOUT_MS,
    });
  // The server's workers (server/workers.js) count together, as one process would.
  const counter = clusterCounter();
  if (counter)
    return createSharedRateLimiter({
      ...limits,
      supabaseUrl: '',
      serviceRoleKey: '',
      counter,
      timeoutMs: env.FORM_RATE_LIMIT_TIMEOUT_MS,
    });
  return createRateLimiter(limits);
}

let formLimiter: FormRateLimiter | undefined;

/** The limiter every form action of this process shares. */
export function formRateLimiter(): FormRateLimiter {
  formLimiter ??= createFormRateLimiter();
  return formLimiter;
}

/** Forgets the shared limiter, so tests can start from zero or change the limits. */
export function resetFormRateLimiter() {
  formLimiter = undefined;
}
