// @ts-check
import { createRequestHandler } from '@remix-run/node';
import express from 'express';
import { z } from 'zod';
import { redirectToCanonicalPath } from './canonical-url.js';
import { createFastPath, HSTS, resourcePolicy } from './fast-path.js';
import { createPageCache } from './page-cache.js';
import { pageCacheKey, requestOrigin } from './page-keys.js';
import { createPageSending, sendFresh } from './page-sending.js';
import { createRenderDeadline, OVERRUN } from './render-deadline.js';
import { logger } from './logger.js';
import { metrics } from './metrics.js';
import { createEventLoopWatch, healthChecks, metricsEndpoint, observeRequests } from './observe.js';
import { createRouteMatcher, readBody, refuse, refuseUnservedRequests } from './refusals.js';
import { indexStaticFiles, serveStaticFiles } from './static-files.js';

/**
 * The production server's wiring: the fast path for cached pages (server/fast-path.js), then
 * Express: probes, metrics, canonical redirects, refusals, static files, body limits, and Remix
 * behind the page cache (server/page-cache.js), sending pages by one rule (server/page-sending.js)
 * within the render deadline (server/render-deadline.js).
 */

const functionSchema = z.custom((value) => typeof value === 'function', { message: 'a function' });

/**
 * What the server needs from the Remix build's entry module (app/entry.server.tsx re-exports
 * them). Reading them from the build, not importing app code here, means the page cache listens
 * to the very module instance whose `contentChanged` the app's webhook and live events call.
 */
const entryExportsSchema = z.object({
  contentVersion: functionSchema,
  onContentChange: functionSchema,
  contentChanged: functionSchema,
  // When content read so far changes by itself (a scheduled post): shared caches keep no page past it.
  nextContentChange: functionSchema.optional(),
  // Pages whose live data changed (a time booked): their cached copies go, last copies included.
  onPagesChange: functionSchema.optional(),
  pagesChanged: functionSchema.optional(),
  getEnv: functionSchema,
  SITE_COOKIES: z.array(z.string()),
  // The app's readiness checks (content source, lead store, the studio's channels), for /readyz.
  readiness: functionSchema.optional(),
});

const serverEnvSchema = z.object({
  CONTENT_CACHE_TTL_SECONDS: z.number().int().min(0),
  TRUST_PROXY: z.union([z.boolean(), z.number(), z.string()]),
  MAX_BODY_BYTES: z.number().int().positive(),
  PAGE_CACHE_MAX_BYTES: z.number().int().min(0),
  PORT: z.number().int(),
  HOST: z.string().optional(),
  SITE_URL: z.string().optional(),
  RENDER_DEADLINE_MS: z.number().int().positive(),
  METRICS_TOKEN: z.string().optional(),
  METRICS_PORT: z.number().int().optional(),
  HEALTH_MAX_EVENT_LOOP_DELAY_MS: z.number().int().positive(),
});

/**
 * @typedef {object} ServerBuild
 * @property {{ module: Record<string, unknown> }} entry
 * @property {Record<string, import('./refusals.js').BuildRoute | undefined>} routes
 * @property {{ entry: { module: string } }} [assets]
 */

/** @typedef {(change: { version: number, reason: string, tags?: string[] }) => void} ContentChangeListener */

/**
 * The app's hooks and validated environment, read from the server build.
 * @param {ServerBuild} build
 */
export function readEntryExports(build) {
  const exports = entryExportsSchema.parse(build.entry.module);
  const env = serverEnvSchema.parse(/** @type {() => unknown} */ (exports.getEnv)());
  /** @type {(listener: (paths: string[]) => void) => () => void} */
  const noPagesChange = () => () => {};
  return {
    env,
    contentVersion: /** @type {() => number} */ (exports.contentVersion),
    onContentChange: /** @type {(listener: ContentChangeListener) => () => void} */ (exports.onContentChange),
    contentChanged: /** @type {(reason: string, tags?: string[]) => number} */ (exports.contentChanged),
    nextContentChange: /** @type {() => number | undefined} */ (exports.nextContentChange ?? (() => undefined)),
    onPagesChange: /** @type {(listener: (paths: string[]) => void) => () => void} */ (
      exports.onPagesChange ?? noPagesChange
    ),
    pagesChanged: /** @type {(paths: string[]) => void} */ (exports.pagesChanged ?? (() => {})),
    siteCookies: exports.SITE_COOKIES,
    readiness: /** @type {(() => Promise<import('./observe.js').Readiness>) | undefined} */ (exports.readiness),
  };
}

/**
 * The Fetch request Remix handles. The body, when any, was read within limits by readBody. With
 * no response (a render in the background), nothing aborts it.
 * @param {import('express').Request} req
 * @param {import('express').Response | undefined} res
 * @param {string} method
 */
function createFetchRequest(req, res, method) {
  const origin = requestOrigin(req, req.app.get('trust proxy fn'));
  if (origin === undefined) throw new Error('invalid Host');
  const url = new URL(`${origin}${req.originalUrl}`);
  const controller = new AbortController();
  res?.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = toFetchHeaders(req.headers);
  // The host the server believes (requestOrigin), and no forwarded host it did not believe: Remix
  // compares Origin with X-Forwarded-Host or Host and throws (a 500) on any difference.
  headers.set('host', url.host);
  headers.delete('x-forwarded-host');
  // A post reaching Remix was judged same-site by refuseUnservedRequests (against SITE_URL when
  // set, else by host name only: a TLS-terminating proxy changes the port). Remix's own check
  // compares Origin with Host, port included, so the Origin it sees is the one the server accepted.
  if (headers.has('origin')) headers.set('origin', url.origin);
  /** @type {RequestInit} */
  const init = { method, headers, signal: controller.signal };
  if (method === 'POST') {
    // A stream over the pieces readBody kept: a Buffer body would be copied whole, in one go.
    /** @type {Buffer[]} */
    const pieces = [...(res?.locals.body ?? [])];
    init.body = new ReadableStream({
      pull(stream) {
        const piece = pieces.shift();
        if (piece) stream.enqueue(new Uint8Array(piece.buffer, piece.byteOffset, piece.byteLength));
        else stream.close();
      },
    });
    // Node's fetch needs `duplex` for a stream body.
    Object.assign(init, { duplex: 'half' });
  }
  return new Request(url.href, init);
}

/** @param {import('node:http').IncomingHttpHeaders} incoming */
function toFetchHeaders(incoming) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/**
 * The Remix load context of a request (declared in app/load-context.ts). `req.ip` is the socket's
 * peer, or the client named by X-Forwarded-For when the `trust proxy` setting (TRUST_PROXY)
 * trusts that peer.
 * @param {import('express').Request} req
 */
export function loadContextFor(req) {
  return { clientIp: req.ip ?? req.socket.remoteAddress ?? '' };
}

/**
 * Headers on every response, refusals, redirects, static files and cached pages included:
 * Cross-Origin-Resource-Policy (server/fast-path.js) and HSTS on every response that went out
 * over HTTPS (`req.secure`: the connection, or X-Forwarded-Proto when TRUST_PROXY trusts the proxy).
 * @type {import('express').RequestHandler}
 */
function everyResponseHeaders(req, res, next) {
  res.setHeader('Cross-Origin-Resource-Policy', resourcePolicy(req.path));
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
  next();
}

/**
 * The production server: `app` is the Express app (Express's own `listen` serves it), `handler`
 * the request listener that puts the fast path for cached pages before it (what server/index.js
 * and tests/support/site-server.ts listen with).
 * @param {{ build: ServerBuild, clientDir: string, renderDeadlineMs?: number, readMetrics?: () => Promise<string> }} options
 *   readMetrics: what /metrics answers, when not this process's own metrics (server/workers.js)
 */
export async function createApp({ build, clientDir, renderDeadlineMs: deadlineOption, readMetrics }) {
  const entry = readEntryExports(build);
  const { env, contentVersion, onContentChange, contentChanged, siteCookies, readiness } = entry;
  const log = logger('server');
  const counters = metrics();
  const matchRoute = createRouteMatcher(build.routes);
  const eventLoop = createEventLoopWatch();
  const siteOrigin = env.SITE_URL ? new URL(env.SITE_URL).origin : undefined;
  const pageCache = createPageCache({
    ttlMs: env.CONTENT_CACHE_TTL_SECONDS * 1000,
    maxBytes: env.PAGE_CACHE_MAX_BYTES,
    onError: (error) => log.warn({ reason: String(error).slice(0, 200) }, 'could not compress a page further'),
  });
  const stopListening = onContentChange(() => pageCache.clear());
  const stopPages = entry.onPagesChange((paths) => pageCache.dropPaths(paths));
  const sending = createPageSending({
    ttlSeconds: env.CONTENT_CACHE_TTL_SECONDS,
    nextContentChange: entry.nextContentChange,
  });
  const { sendEntry } = sending;
  const { withinDeadline, tooSlow } = createRenderDeadline({
    deadlineMs: deadlineOption ?? env.RENDER_DEADLINE_MS,
    sendEntry,
  });
  const remixHandler = createRequestHandler(/** @type {any} */ (build), 'production');
  /**
   * Remix's answer to a request, timed by route pattern (render_duration_seconds).
   * @param {Request} request
   * @param {ReturnType<typeof loadContextFor>} loadContext
   */
  async function handleRequest(request, loadContext) {
    const started = process.hrtime.bigint();
    try {
      return await remixHandler(request, loadContext);
    } finally {
      const route = matchRoute(new URL(request.url).pathname).pattern;
      counters.renderDuration.observe({ route }, Number(process.hrtime.bigint() - started) / 1e9);
    }
  }
  const staticFiles = await indexStaticFiles(clientDir);

  /**
   * The page cache's key of a request, or undefined when the cache may not answer it.
   * @param {import('express').Request} req
   */
  const keyOf = (req) =>
    pageCache.enabled
      ? pageCacheKey(req, {
          version: contentVersion(),
          siteOrigin,
          siteCookies,
          trusted: req.app.get('trust proxy fn'),
        })
      : undefined;

  /**
   * A page already in the cache is sent before any other middleware runs (when the fast path
   * did not: this is Express's own `listen`). Only pages that rendered successfully are cached,
   * so nothing the refusals would stop is here.
   * @type {import('express').RequestHandler}
   */
  function cachedPages(req, res, next) {
    const key = keyOf(req);
    const hit = key === undefined ? undefined : pageCache.get(key);
    if (!hit) return next();
    res.locals.cache = 'hit';
    sendEntry(req, res, hit);
  }

  /**
   * Sends a response that is not from the cache, with its Cache-Control from the one rule.
   * @param {import('express').Request} req
   * @param {import('express').Response} res
   * @param {Response} response
   */
  function sendRendered(req, res, response) {
    response.headers.set('Cache-Control', sending.cacheControlFor(req, siteCookies, response));
    return sendFresh(req, res, response);
  }

  /**
   * Renders the page of a key once for every request that wants it (simultaneous misses share
   * one render): the entry when the answer is a page to share, else undefined, and the answer
   * itself to `own` so the request that rendered it can send it.
   * @param {import('express').Request} req
   * @param {string} key
   * @param {Request} request
   * @param {ReturnType<typeof loadContextFor>} loadContext
   * @param {(response: Response) => void} own
   */
  function fillPage(req, key, request, loadContext, own) {
    return pageCache.fill(key, async () => {
      const response = await handleRequest(request, loadContext);
      if (!sending.shareable(req, siteCookies, response)) {
        own(response);
        return undefined;
      }
      return sending.toRenderedPage(response, matchRoute(req.path).pattern);
    });
  }

  /**
   * Renders an expired page again for nobody in particular (its visitors had its copy). An answer
   * that is no longer a page to share (a redirect now, an error) lets go of the copy.
   * @param {import('express').Request} req
   * @param {string} key
   */
  function refreshInBackground(req, key) {
    let request;
    try {
      request = createFetchRequest(req, undefined, 'GET');
    } catch {
      return;
    }
    fillPage(req, key, request, loadContextFor(req), (response) => void response.body?.cancel().catch(() => {})).then(
      (entry) => {
        if (!entry) pageCache.forget(key);
      },
      (error) => {
        pageCache.forget(key);
        log.warn({ reason: String(error).slice(0, 200) }, 'the background render of this page failed');
      },
    );
  }

  /** @type {import('express').RequestHandler} */
  async function remix(req, res, next) {
    try {
      const loadContext = loadContextFor(req);
      let request;
      try {
        request = createFetchRequest(req, res, req.method === 'HEAD' ? 'GET' : req.method);
      } catch {
        return refuse(req, res, {
          status: 400,
          title: 'Bad request',
          message: 'The address of this request is not valid.',
          reason: 'invalid URL or Host',
        });
      }
      const key = keyOf(req);
      if (!key) {
        res.locals.cache = 'bypass';
        if (req.method === 'HEAD') request = createFetchRequest(req, res, 'HEAD');
        const fresh = handleRequest(request, loadContext);
        // A form post is never cut short: what a visitor sends is stored before it is answered.
        if (req.method !== 'GET' && req.method !== 'HEAD') return await sendRendered(req, res, await fresh);
        const response = await withinDeadline(fresh);
        if (response === OVERRUN) return tooSlow(req, res, undefined);
        return await sendRendered(req, res, response);
      }
      const hit = pageCache.get(key);
      if (hit) {
        res.locals.cache = 'hit';
        return sendEntry(req, res, hit);
      }
      // Stale while revalidate. A page that only expired (its copy is of this content version)
      // goes out at once to everyone, and one render in the background replaces it, started once
      // the requests already here are answered. A page whose content changed goes out as its last
      // copy while a render is under way; the request that starts that render waits for it, so a
      // visitor asking after a change sees the change.
      const copy = pageCache.stale(key);
      const expiredOnly = copy?.key === key;
      if (copy && (expiredOnly || pageCache.filling(key))) {
        res.locals.cache = 'stale';
        res.locals.note = 'sent the last copy while the page renders again';
        if (!pageCache.filling(key)) setImmediate(() => refreshInBackground(req, key));
        return sendEntry(req, res, copy);
      }
      res.locals.cache = 'miss';

      /** @type {Response | undefined} */
      let own;
      // Simultaneous misses share one render (no burst of renders after a content change); a
      // render that overruns the deadline goes on and fills the cache for the next visitor.
      /** @type {{ entry: import('./page-cache.js').PageEntry | undefined } | { error: unknown } | typeof OVERRUN} */
      const outcome = await withinDeadline(
        fillPage(req, key, request, loadContext, (response) => {
          own = response;
        }).then(
          (entry) => ({ entry }),
          (error) => ({ error }),
        ),
      );
      if (outcome === OVERRUN) return tooSlow(req, res, pageCache.lastGood(key));
      if ('entry' in outcome && outcome.entry) return sendEntry(req, res, outcome.entry);
      if ('error' in outcome) {
        // The render this request waited on was cut short (its visitor left) or failed: this
        // request renders its own, unless its own visitor is the one who left.
        if (res.destroyed || res.writableEnded) return;
        if (own === undefined && request.signal.aborted) return;
        log.warn({ reason: String(outcome.error).slice(0, 200) }, 'the shared render of this page failed');
      }
      // Not a page to share: the request that rendered it sends it; a request that waited on
      // it renders its own.
      if (own) {
        res.locals.cache = 'bypass';
        return await sendRendered(req, res, own);
      }
      const response = await withinDeadline(handleRequest(createFetchRequest(req, res, req.method), loadContext));
      if (response === OVERRUN) return tooSlow(req, res, pageCache.lastGood(key));
      return await sendRendered(req, res, response);
    } catch (error) {
      next(error);
    }
  }

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(observeRequests(matchRoute));
  app.use(everyResponseHeaders);
  // Probes first: never cached, never refused or limited, never redirected.
  app.use(healthChecks({ maxEventLoopDelayMs: env.HEALTH_MAX_EVENT_LOOP_DELAY_MS, readiness, eventLoop }));
  // With METRICS_PORT the metrics are served there only (server/index.js); here they need the token.
  if (env.METRICS_PORT === undefined)
    app.use(metricsEndpoint({ token: env.METRICS_TOKEN, required: true, read: readMetrics }));
  app.use(redirectToCanonicalPath);
  app.use(cachedPages);
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  app.use(refuseUnservedRequests((pathname) => matchRoute(pathname).allow, { siteOrigin }));
  app.use(serveStaticFiles(staticFiles));
  app.use(readBody(env.MAX_BODY_BYTES));
  app.use(remix);
  /** @type {import('express').ErrorRequestHandler} */
  // Express knows an error handler by its four parameters, so `_next` stays though unused.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const onError = (error, req, res, _next) => {
    // Express marks the request's own faults (a malformed body or URL) with a 4xx status.
    const status = z.object({ status: z.number().int().min(400).max(499) }).safeParse(error);
    if (status.success) {
      return refuse(req, res, {
        status: status.data.status,
        title: 'Bad request',
        message: 'This request could not be understood.',
        reason: String(error instanceof Error ? error.message : error).slice(0, 200),
      });
    }
    // A real failure of ours: its stack is worth a log entry. Bad input never gets here.
    log.error({ err: error }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    refuse(req, res, {
      status: 500,
      title: 'Something went wrong',
      message: 'Please try again in a moment.',
      reason: 'server error',
    });
  };
  app.use(onError);

  const fastPath = createFastPath({
    pageCache,
    contentVersion,
    siteOrigin,
    siteCookies,
    trusted: () => app.get('trust proxy fn'),
    sendEntryAtOnce: sending.sendEntryAtOnce,
  });

  return {
    app,
    /**
     * The request listener: a cached page straight away, anything else through Express.
     * @param {import('node:http').IncomingMessage} req
     * @param {import('node:http').ServerResponse} res
     */
    handler(req, res) {
      if (!fastPath(req, res)) app(req, res);
    },
    env,
    pageCache,
    contentChanged,
    onContentChange,
    pagesChanged: entry.pagesChanged,
    onPagesChange: entry.onPagesChange,
    close: () => {
      stopListening();
      stopPages();
      eventLoop.stop();
    },
  };
}
