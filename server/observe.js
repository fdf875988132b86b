// @ts-check
import { randomUUID, timingSafeEqual, createHash } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { logger, withRequestId } from './logger.js';
import { metrics } from './metrics.js';

/**
 * What an operator sees of the server (docs/operating.md, "Watching it run"): one JSON log line
 * and the request counters per request, `/healthz` and `/readyz` for a load balancer or a
 * platform's checks, and `/metrics` for Prometheus.
 */

const log = logger('http');

/** A request id a proxy may hand over: short, and nothing a log reader could mistake for data. */
const REQUEST_ID = /^[\w.:+=/-]{1,128}$/;

/** Paths a load balancer or a scraper asks every few seconds: their lines are `debug`, not `info`. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/** @param {string} method */
function methodLabel(method) {
  return method === 'GET' || method === 'HEAD' || method === 'POST' ? method : 'other';
}

/**
 * The request's id: `X-Request-Id` as a proxy TRUST_PROXY trusts sent it, else a new one. Either
 * way it is sent back, so a visitor's complaint can name it.
 * @param {import('node:http').IncomingMessage} req
 * @param {(address: string | undefined, hop: number) => boolean} trusted Express's `trust proxy fn`
 */
export function requestIdOf(req, trusted) {
  const header = req.headers['x-request-id'];
  const sent = typeof header === 'string' ? header.trim() : undefined;
  if (sent && REQUEST_ID.test(sent) && trusted(req.socket.remoteAddress, 0)) return sent;
  return randomUUID();
}

/**
 * @param {unknown} chunk
 * @param {unknown} encoding
 */
function byteLength(chunk, encoding) {
  if (typeof chunk === 'string')
    return Buffer.byteLength(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
  if (chunk instanceof Uint8Array) return chunk.byteLength;
  return 0;
}

/**
 * @typedef {object} Answered
 * @property {string} requestId
 * @property {string} method
 * @property {string} route the route pattern (never the path: it labels the counters)
 * @property {string} path the path without the query, only in the log line
 * @property {number} status
 * @property {number} seconds arrival to last byte handed over
 * @property {string | undefined} cache the page-cache outcome
 * @property {number} bytes
 * @property {unknown} [note] why, for a refusal or a late render
 * @property {boolean} aborted the client left before the answer was complete
 */

/**
 * What every answered request leaves: the counters and its one log line. The Express middleware
 * (observeRequests) and the fast path for cached pages (server/fast-path.js) both call it.
 */
export function createRequestRecorder() {
  const counters = metrics();
  /** @type {Map<string, { requests: { inc(): void }, duration: { observe(value: number): void } }>} */
  const series = new Map();
  /** @type {Map<string, { inc(): void }>} */
  const outcomes = new Map();
  /** @param {Answered} answered */
  return (answered) => {
    const { requestId, method, route, path, status, seconds, cache, bytes, note, aborted } = answered;
    const label = methodLabel(method);
    // The labelled series are looked up once and reused: a cache hit allocates no label object.
    const id = `${label} ${status} ${route}`;
    let one = series.get(id);
    if (!one) {
      const labels = { method: label, route, status: String(status) };
      one = { requests: counters.httpRequests.labels(labels), duration: counters.httpDuration.labels(labels) };
      if (series.size < 5000) series.set(id, one);
    }
    one.requests.inc();
    one.duration.observe(seconds);
    if (cache) {
      let outcome = outcomes.get(cache);
      if (!outcome) outcomes.set(cache, (outcome = counters.pageCache.labels({ outcome: cache })));
      outcome.inc();
    }
    const line = {
      requestId,
      method: method.slice(0, 10),
      route,
      path: path.slice(0, 200),
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      ...(cache ? { cache } : {}),
      bytes,
      ...(note ? { note: String(note).slice(0, 200) } : {}),
      ...(aborted ? { aborted: true } : {}),
    };
    if (status >= 500) log.error(line, 'request');
    else if (PROBES.has(path)) log.debug(line, 'request');
    else log.info(line, 'request');
  };
}

/**
 * First in line: gives the request its id (on every line logged while it is served), and once
 * it is answered (or its client has gone) records it (createRequestRecorder): request id, method,
 * route pattern, path, status, duration, page-cache outcome, bytes sent and, for a refusal or a
 * late render, why. The route's pattern labels the counters; the path (never the query) is only
 * in the log line.
 * @param {(pathname: string) => { pattern: string }} matchRoute
 * @returns {import('express').RequestHandler}
 */
export function observeRequests(matchRoute) {
  const record = createRequestRecorder();
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(req, req.app.get('trust proxy fn'));
    res.setHeader('X-Request-Id', requestId);
    let bytes = 0;
    const write = res.write;
    const end = res.end;
    res.write = /** @type {typeof res.write} */ (
      function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
        bytes += byteLength(chunk, rest[0]);
        return Reflect.apply(write, res, [chunk, ...rest]);
      }
    );
    res.end = /** @type {typeof res.end} */ (
      function (/** @type {unknown} */ chunk, /** @type {unknown[]} */ ...rest) {
        if (typeof chunk !== 'function') bytes += byteLength(chunk, rest[0]);
        return Reflect.apply(end, res, [chunk, ...rest]);
      }
    );
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      record({
        requestId,
        method: req.method,
        route: /** @type {string | undefined} */ (res.locals.route) ?? matchRoute(req.path).pattern,
        path: req.path,
        // A client that left before the answer was complete: its status is what was being sent.
        status: res.statusCode,
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
        cache: res.locals.cache,
        bytes,
        note: res.locals.note,
        aborted: !res.writableFinished,
      });
    };
    res.once('finish', finished);
    res.once('close', finished);
    withRequestId(requestId, next);
  };
}

/**
 * The event loop's delay over the last few seconds (its 99th percentile), from Node's own
 * monitor: a process that answers but takes seconds to get to anything is not alive in any
 * useful sense.
 * @param {{ windowMs?: number }} [options]
 */
export function createEventLoopWatch({ windowMs = 10_000 } = {}) {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  let previousP99Ms = 0;
  const timer = setInterval(() => {
    previousP99Ms = histogram.count > 0 ? histogram.percentile(99) / 1e6 : 0;
    histogram.reset();
  }, windowMs);
  timer.unref();
  return {
    /** The worse of the last whole window and the one under way, in milliseconds. */
    delayMs() {
      const current = histogram.count > 0 ? histogram.percentile(99) / 1e6 : 0;
      return Math.round(Math.max(previousP99Ms, current) * 10) / 10;
    },
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

/**
 * @typedef {{ status: 'ok' | 'failing' | 'degraded', [detail: string]: unknown }} Check
 * @typedef {{ ready: boolean, checks: Record<string, Check> }} Readiness
 */

/**
 * `/healthz` (liveness: the process answers and its event loop keeps up) and `/readyz`
 * (readiness: the app's own checks, `readiness` from the build). Both answer JSON that names each
 * check, `Cache-Control: no-store`, 200 or 503 naming what failed; no cache, refusal or limit
 * comes before them.
 * @param {{ maxEventLoopDelayMs: number, readiness: (() => Promise<Readiness>) | undefined, eventLoop: { delayMs(): number } }} options
 * @returns {import('express').RequestHandler}
 */
export function healthChecks({ maxEventLoopDelayMs, readiness, eventLoop }) {
  const started = Date.now();
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path !== '/healthz' && req.path !== '/readyz') return next();
    res.locals.route = req.path;
    const delayMs = eventLoop.delayMs();
    /** @type {Record<string, Check>} */
    const checks = {
      eventLoop: {
        status: delayMs <= maxEventLoopDelayMs ? 'ok' : 'failing',
        delayMs,
        limitMs: maxEventLoopDelayMs,
      },
    };
    if (req.path === '/readyz') {
      try {
        const app = readiness ? await readiness() : { ready: true, checks: {} };
        Object.assign(checks, app.checks);
      } catch (error) {
        checks.app = { status: 'failing', reason: error instanceof Error ? error.message : String(error) };
      }
    }
    const failing = Object.entries(checks).flatMap(([name, check]) => (check.status === 'failing' ? [name] : []));
    const degraded = Object.values(checks).some((check) => check.status === 'degraded');
    const body = {
      status: failing.length > 0 ? 'failing' : degraded ? 'degraded' : 'ok',
      ...(failing.length > 0 ? { failing } : {}),
      checks,
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
    };
    if (failing.length > 0) res.locals.note = `failing: ${failing.join(', ')}`;
    res
      .status(failing.length > 0 ? 503 : 200)
      .set({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
      .end(req.method === 'HEAD' ? undefined : `${JSON.stringify(body)}\n`);
  };
}

/** @param {string} text */
const digest = (text) => createHash('sha256').update(text).digest();

/**
 * `/metrics` in Prometheus' text format. On the site's own port it answers only a request with
 * `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time; 401 otherwise), and is not
 * there at all (404, as any address the site does not have) without a token; on the metrics port
 * (METRICS_PORT, loopback only) it needs the token only when one is set.
 * @param {{ token: string | undefined, required: boolean, read?: () => Promise<string> }} options
 *   read: the metrics text, when not this process's own (every worker's, summed: server/workers.js)
 * @returns {import('express').RequestHandler}
 */
export function metricsEndpoint({ token, required, read }) {
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  return async (req, res, next) => {
    if (req.path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (required && !expected) return next();
    res.locals.route = '/metrics';
    res.set('Cache-Control', 'no-store');
    // Hashing both sides first gives equal lengths, so the comparison takes the same time whatever was sent.
    if (expected && !timingSafeEqual(digest(req.get('authorization') ?? ''), expected)) {
      res.locals.note = 'metrics without the token';
      res.status(401).set('WWW-Authenticate', 'Bearer').type('text/plain').end('A bearer token is needed.\n');
      return;
    }
    try {
      const { registry } = metrics();
      const body = await (read ? read() : registry.metrics());
      res.status(200).set('Content-Type', registry.contentType);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      next(error);
    }
  };
}
