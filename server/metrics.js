// @ts-check
import client from 'prom-client';

/**
 * The process's metrics in Prometheus' text format, from `prom-client` (docs/decisions/0028):
 * what docs/operating.md lists, each defined once here. The server (server/) and the app's build
 * both import this module, so the first import makes the registry and keeps it on `globalThis`:
 * one registry per process, whichever copy asks.
 *
 * Labels are bounded sets (a route's pattern, never its path; a lead's kind, never its id), so a
 * visitor cannot grow the number of series.
 */

const SHARED = Symbol.for('studio-site.metrics');

/** Seconds, from a millisecond to a minute: a page hit, a render, a slow render cut off. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * @typedef {{ channel: string, count: number, oldestAgeSeconds: number }} UndeliveredChannel
 * @typedef {() => Promise<UndeliveredChannel[]>} UndeliveredSource
 */

function create() {
  const registry = new client.Registry();
  // The runtime's own: heap, RSS, event-loop delay, GC, handles, CPU.
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];

  /** @type {UndeliveredSource | undefined} */
  let undeliveredSource;
  /** @type {{ at: number, reading: Promise<UndeliveredChannel[]> } | undefined} */
  let lastReading;
  /** One read of the lead store per scrape, shared by the two gauges that show it. */
  function readUndelivered() {
    const now = Date.now();
    if (!lastReading || now - lastReading.at > 1000) {
      const source = undeliveredSource;
      lastReading = { at: now, reading: source ? source() : Promise.resolve([]) };
    }
    return lastReading.reading;
  }

  const undelivered = new client.Gauge({
    name: 'leads_undelivered',
    help: 'Leads whose delivery or notification on this channel is pending or was given up (read from the lead store at scrape time)',
    labelNames: ['channel'],
    registers,
    // Every worker reads the same store (server/workers.js sums the others).
    aggregator: 'max',
    async collect() {
      const channels = await readUndelivered().catch(() => undefined);
      this.reset();
      for (const { channel, count } of channels ?? []) this.set({ channel }, count);
    },
  });
  const oldestUndelivered = new client.Gauge({
    name: 'leads_oldest_undelivered_age_seconds',
    help: 'Age of the oldest lead still undelivered on this channel (0 when none; read from the lead store at scrape time)',
    labelNames: ['channel'],
    registers,
    aggregator: 'max',
    async collect() {
      const channels = await readUndelivered().catch(() => undefined);
      this.reset();
      for (const { channel, oldestAgeSeconds } of channels ?? []) this.set({ channel }, oldestAgeSeconds);
    },
  });
  const leadStoreReadable = new client.Gauge({
    name: 'leads_store_readable',
    help: '1 when the lead store answered the last scrape, 0 when it did not (the undelivered figures are then missing)',
    registers,
    aggregator: 'min',
    async collect() {
      const channels = await readUndelivered().then(
        () => true,
        () => false,
      );
      this.set(channels ? 1 : 0);
    },
  });

  return {
    registry,
    /** Where the undelivered-lead gauges read from: the app's lead store (set when the lead service starts). */
    setUndeliveredSource(/** @type {UndeliveredSource} */ source) {
      undeliveredSource = source;
      lastReading = undefined;
    },
    httpRequests: new client.Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    httpDuration: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its last byte sent, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    pageCache: new client.Counter({
      name: 'page_cache_requests_total',
      help: 'Page requests by page-cache outcome: hit, miss (rendered and kept), stale (the last good copy after a render overran), bypass (not cacheable: a post, a cookie, a query)',
      labelNames: ['outcome'],
      registers,
    }),
    renderDuration: new client.Histogram({
      name: 'render_duration_seconds',
      help: 'Time the app took to answer a request it rendered (loaders and markup), by route pattern',
      labelNames: ['route'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    leadsStored: new client.Counter({
      name: 'leads_stored_total',
      help: 'Leads written to the lead store, by kind',
      labelNames: ['kind'],
      registers,
    }),
    leadAttempts: new client.Counter({
      name: 'lead_delivery_attempts_total',
      help: 'Attempts to deliver a lead (channel "delivery") or tell the studio of it (channels "mail", "webhook"), by kind, channel and outcome (delivered, failed, refused, gave-up)',
      labelNames: ['kind', 'channel', 'outcome'],
      registers,
    }),
    leadRetries: new client.Counter({
      name: 'lead_delivery_retries_total',
      help: 'Attempts after the first on a channel (the retrier at work), by kind and channel',
      labelNames: ['kind', 'channel'],
      registers,
    }),
    contentFetches: new client.Counter({
      name: 'content_fetches_total',
      help: 'Queries sent to the content source (cache misses and refreshes, never cache hits), by source (sanity, bundled) and outcome (ok, failed)',
      labelNames: ['source', 'outcome'],
      registers,
    }),
    liveState: new client.Gauge({
      name: 'content_live_state',
      help: "The Live Content API connection's state: 1 for the state it is in (connecting, connected, reconnecting, stopped), 0 for the others; absent without live events",
      labelNames: ['state'],
      registers,
      aggregator: 'max',
    }),
    rateLimitRefusals: new client.Counter({
      name: 'form_rate_limit_refusals_total',
      help: 'Form posts refused with 429 because their client posted too often',
      registers,
    }),
    spamVerdicts: new client.Counter({
      name: 'form_spam_verdicts_total',
      help: 'Spam verdicts on valid form posts: spam (held for staff), clean',
      labelNames: ['verdict'],
      registers,
    }),
    alerts: new client.Counter({
      name: 'lead_alerts_total',
      help: 'Operator alerts sent about undelivered leads, by failing channel, kind (alert, all-clear) and where it went (webhook, email)',
      labelNames: ['channel', 'kind', 'to'],
      registers,
    }),
    undelivered,
    oldestUndelivered,
    leadStoreReadable,
  };
}

/** @typedef {ReturnType<typeof create>} Metrics */

/** The process's metrics. @returns {Metrics} */
export function metrics() {
  const holder = /** @type {Record<symbol, Metrics | undefined>} */ (/** @type {unknown} */ (globalThis));
  let found = holder[SHARED];
  if (!found) {
    found = create();
    holder[SHARED] = found;
  }
  return found;
}
