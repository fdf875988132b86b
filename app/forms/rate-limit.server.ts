import { z } from 'zod';
import { getEnv } from '~/env.server';

/** One client's posts in the current minute and hour windows. */
interface Counter {
  minuteStart: number;
  minuteCount: number;
  hourStart: number;
  hourCount: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Bounds the memory a flood of distinct addresses can take; the oldest clients are forgotten first. */
const MAX_CLIENTS = 20_000;

/**
 * Fixed-window limits per client, kept in the server process (one process serves the site; a
 * second process would need a shared store). Counts every post, valid or not: a person sends a
 * form a few times, a script hundreds.
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

// The project's server passes the client's address as load context (issue 10); remix-serve and
// direct calls in tests pass none, and then every client shares one key.
const contextSchema = z.object({ clientIp: z.string().min(1).max(100) });
const SHARED_CLIENT = 'unknown-client';

export function clientKey(context: unknown): string {
  const parsed = contextSchema.safeParse(context);
  return parsed.success ? parsed.data.clientIp : SHARED_CLIENT;
}

let formLimiter: ReturnType<typeof createRateLimiter> | undefined;

/** The limiter every form action shares, sized by FORM_RATE_LIMIT_PER_MINUTE / _PER_HOUR. */
export function formRateLimiter() {
  const env = getEnv();
  formLimiter ??= createRateLimiter({
    perMinute: env.FORM_RATE_LIMIT_PER_MINUTE,
    perHour: env.FORM_RATE_LIMIT_PER_HOUR,
  });
  return formLimiter;
}

/** Forgets the shared limiter, so tests can start from zero or change the limits. */
export function resetFormRateLimiter() {
  formLimiter = undefined;
}
