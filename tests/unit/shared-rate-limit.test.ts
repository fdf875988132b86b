import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createSharedRateLimiter } from '~/submissions/rate-limit.server';

/**
 * `hit_form_rate_limit` as the migration defines it, answered as PostgREST answers a scalar
 * function: counters per key, window length and window start on the given clock. The tests on a
 * real database are in tests/integration/shared-rate-limit.test.ts; this one drives the clock.
 */
function countingRpc(now: () => number) {
  const counters = new Map<string, number>();
  const calls: { url: string; body: unknown; apikey: string | null }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body)) as { client_key: string; window_seconds: number };
    calls.push({ url: String(input), body, apikey: new Headers(init?.headers).get('apikey') });
    const start = Math.floor(now() / 1000 / body.window_seconds) * body.window_seconds;
    const id = `${body.client_key}|${body.window_seconds}|${start}`;
    const hits = (counters.get(id) ?? 0) + 1;
    counters.set(id, hits);
    return new Response(JSON.stringify(hits), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetchImpl, calls };
}

describe('the shared form rate limit', () => {
  it('asks the function for the minute and the hour with the server-side key, and tells the wait to the window end', async () => {
    let now = Date.UTC(2026, 10, 26, 10, 0, 15);
    const rpc = countingRpc(() => now);
    const limiter = createSharedRateLimiter({
      perMinute: 3,
      perHour: 5,
      supabaseUrl: 'https://project.supabase.test/',
      serviceRoleKey: 'service-role',
      keyOf: (client) => `hashed:${client}`,
      fetchImpl: rpc.fetchImpl,
      now: () => now,
    });
    for (let post = 0; post < 3; post += 1) expect(await limiter.hit('203.0.113.7')).toEqual({ allowed: true });
    expect(rpc.calls[0]).toMatchObject({
      url: 'https://project.supabase.test/rest/v1/rpc/hit_form_rate_limit',
      apikey: 'service-role',
    });
    expect(rpc.calls.map((call) => call.body)).toContainEqual({ client_key: 'hashed:203.0.113.7', window_seconds: 60 });
    expect(rpc.calls.map((call) => call.body)).toContainEqual({
      client_key: 'hashed:203.0.113.7',
      window_seconds: 3600,
    });
    // 10:00:15, the minute is full: 45 s to its end.
    expect(await limiter.hit('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    // The next minute: one more makes five in the hour (the refused post counted too), then the
    // hour is full, and its wait (to 11:00) is the one told.
    now = Date.UTC(2026, 10, 26, 10, 1, 0);
    expect(await limiter.hit('203.0.113.7')).toEqual({ allowed: true });
    expect(await limiter.hit('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 59 * 60 });
  });

  it('asks nothing when both limits are off', async () => {
    const rpc = countingRpc(() => Date.now());
    const limiter = createSharedRateLimiter({
      perMinute: 0,
      perHour: 0,
      supabaseUrl: 'https://project.supabase.test',
      serviceRoleKey: 'service-role',
      fetchImpl: rpc.fetchImpl,
    });
    expect(await limiter.hit('a')).toEqual({ allowed: true });
    expect(rpc.calls).toHaveLength(0);
  });

  it("takes the workers' count that came in while the process was busy past the time-out, not a count of its own", async () => {
    // The primary's answer comes as a message (the cluster's channel in production, a port here),
    // and arrives while this process is busy for longer than the time-out (a cold start's module
    // loading on a loaded machine). The answer is in when the time-out is seen: it counts. The
    // other worker took the minute already: this is the third post of a limit of two.
    const { port1, port2 } = new MessageChannel();
    const counter = () =>
      new Promise<number>((resolve) => {
        port1.once('message', resolve);
        port2.postMessage(3);
      });
    const limiter = createSharedRateLimiter({
      perMinute: 2,
      perHour: 0,
      supabaseUrl: '',
      serviceRoleKey: '',
      counter,
      timeoutMs: 20,
      log: () => {},
    });
    const decision = limiter.hit('198.51.100.4');
    const busyUntil = Date.now() + 120;
    while (Date.now() < busyUntil) {
      // Busy, as a process compiling modules is: neither timers nor messages are handled.
    }
    expect(await decision).toMatchObject({ allowed: false });
    port1.close();
  });
});
