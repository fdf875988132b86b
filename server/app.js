// @ts-check
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createRequestHandler, writeReadableStreamToWritable } from '@remix-run/node';
import express from 'express';
import { z } from 'zod';
import { redirectToCanonicalPath } from './canonical-url.js';
import { createPageCache, matchesEtag, pickEncoding } from './page-cache.js';
import { logger } from './logger.js';
import { metrics } from './metrics.js';
import { createEventLoopWatch, healthChecks, metricsEndpoint, observeRequests } from './observe.js';
import { createRouteMatcher, readBody, refuse, refuseUnservedRequests } from './refusals.js';
import { indexStaticFiles, serveStaticFiles } from './static-files.js';

const gzip = promisify(zlib.gzip);

/** A day: how long a CDN may serve a page it holds while it fetches the new one. */
const STALE_WHILE_REVALIDATE_SECONDS = 86_400;
const PRIVATE = 'private, no-store';
/** How long a visitor told that a page is still rendering should wait before asking again. */
const RETRY_AFTER_SLOW_SECONDS = 5;
const OVERRUN = Symbol('render overran its deadline');

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

/**
 * The app's hooks and validated environment, read from the server build.
 * @param {ServerBuild} build
 */
export function readEntryExports(build) {
  const exports = entryExportsSchema.parse(build.entry.module);
  const env = serverEnvSchema.parse(/** @type {() => unknown} */ (exports.getEnv)());
  return {
    env,
    contentVersion: /** @type {() => number} */ (exports.contentVersion),
    onContentChange: /** @type {(listener: () => void) => () => void} */ (exports.onContentChange),
    contentChanged: /** @type {(reason: string, tags?: string[]) => number} */ (exports.contentChanged),
    siteCookies: exports.SITE_COOKIES,
    readiness: /** @type {(() => Promise<import('./observe.js').Readiness>) | undefined} */ (exports.readiness),
  };
}

/** A Host header as browsers send it: a name or an address, maybe with a port; nothing else. */
const HOST_PATTERN = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin a request names, port included: its Host header, or the first X-Forwarded-Host
 * only when TRUST_PROXY trusts the peer that sent it (as `req.protocol` already does for
 * X-Forwarded-Proto). Undefined for a host no browser would send.
 * @param {import('express').Request} req
 */
function requestOrigin(req) {
  /** @type {(address: string | undefined, hop: number) => boolean} */
  const trusted = req.app.get('trust proxy fn');
  const forwarded = trusted(req.socket.remoteAddress, 0)
    ? req.get('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined;
  const host = forwarded || req.get('host') || '';
  if (!HOST_PATTERN.test(host)) return undefined;
  return `${req.protocol}://${host.toLowerCase()}`;
}

/**
 * Only plain page and data URLs go into the in-process cache: a query string is form state or
 * noise (caching every variant would let anyone push real pages out), except single fetch's own
 * `_routes` parameter. Pages name their origin (canonical, social cards, sitemap), so the key
 * holds the origin they were rendered for: SITE_URL's when set, else the request's own, port
 * included, so what one request's headers put in a page is never served to another origin.
 * @param {import('express').Request} req
 * @param {number} version
 * @param {string | undefined} siteOrigin
 * @param {string[]} siteCookies
 */
function pageCacheKey(req, version, siteOrigin, siteCookies) {
  const path = cacheablePath(req, siteCookies);
  if (path === undefined) return undefined;
  const origin = siteOrigin ?? requestOrigin(req);
  if (origin === undefined) return undefined;
  return `${version}\n${origin}\n${path}`;
}

/**
 * True when a request carries a cookie the site reads (preview, the confirmation hand-over):
 * its page is that visitor's own. Any other cookie (analytics, consent) changes nothing the
 * site renders.
 * @param {import('express').Request} req
 * @param {string[]} siteCookies
 */
function hasSiteCookie(req, siteCookies) {
  const header = req.headers.cookie;
  if (!header) return false;
  return header.split(';').some((pair) => siteCookies.includes(pair.slice(0, pair.indexOf('=') >>> 0).trim()));
}

/**
 * The URL a shared copy of the response may be kept under, or undefined when the request is
 * one visitor's own (a form post, a cookie the site reads, a query string).
 * @param {import('express').Request} req
 * @param {string[]} siteCookies
 */
function cacheablePath(req, siteCookies) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  if (hasSiteCookie(req, siteCookies) || req.headers.authorization) return undefined;
  const question = req.originalUrl.indexOf('?');
  if (question !== -1) {
    const params = new URLSearchParams(req.originalUrl.slice(question + 1));
    if ([...params.keys()].some((key) => key !== '_routes')) return undefined;
  }
  return req.originalUrl;
}

/**
 * The Fetch request Remix handles. The body, when any, was read within limits by readBody.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {string} method
 */
function createFetchRequest(req, res, method) {
  const origin = requestOrigin(req);
  if (origin === undefined) throw new Error('invalid Host');
  const url = new URL(`${origin}${req.originalUrl}`);
  const controller = new AbortController();
  res.on('close', () => {
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
    const pieces = [...(res.locals.body ?? [])];
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
 * Streams a Fetch response to Express, as @remix-run/express does.
 * @param {import('express').Response} res
 * @param {Response} response
 */
async function sendRemixResponse(res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append('Set-Cookie', cookie);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
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

/** Response headers recomputed for every send; the rest of a rendered response is kept. */
const RECOMPUTED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'etag',
  'cache-control',
  'vary',
  'keep-alive',
]);

/** A year, as the documents' own Strict-Transport-Security says (app/render/security-headers.server.ts). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers on every response, refusals, redirects, static files and cached pages included:
 * Cross-Origin-Resource-Policy, `same-origin` except for images meant to be embedded elsewhere
 * (social cards and /media images), and HSTS on every response that went out over HTTPS
 * (`req.secure`: the connection, or X-Forwarded-Proto when TRUST_PROXY trusts the proxy).
 * @type {import('express').RequestHandler}
 */
function everyResponseHeaders(req, res, next) {
  res.setHeader('Cross-Origin-Resource-Policy', /^\/(social|media)\//.test(req.path) ? 'cross-origin' : 'same-origin');
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
  next();
}

/** @param {Response} response */
function isHtml(response) {
  return /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
}

/** @param {Response} response */
function isPage(response) {
  // text/x-script is single fetch's turbo-stream data (`*.data`).
  return /^text\/(html|x-script)\b/i.test(response.headers.get('content-type') ?? '');
}

/**
 * The production server as an Express app: refusals, static files, body limits, then Remix
 * behind the page cache.
 * @param {{ build: ServerBuild, clientDir: string, renderDeadlineMs?: number }} options
 */
export async function createApp({ build, clientDir, renderDeadlineMs: deadlineOption }) {
  const { env, contentVersion, onContentChange, contentChanged, siteCookies, readiness } = readEntryExports(build);
  const log = logger('server');
  const counters = metrics();
  const matchRoute = createRouteMatcher(build.routes);
  const eventLoop = createEventLoopWatch();
  const renderDeadlineMs = deadlineOption ?? env.RENDER_DEADLINE_MS;
  const siteOrigin = env.SITE_URL ? new URL(env.SITE_URL).origin : undefined;
  const ttlSeconds = env.CONTENT_CACHE_TTL_SECONDS;
  const publicCacheControl =
    ttlSeconds > 0
      ? `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`
      : 'public, no-cache';
  const pageCache = createPageCache({ ttlMs: ttlSeconds * 1000, maxBytes: env.PAGE_CACHE_MAX_BYTES });
  const stopListening = onContentChange(() => pageCache.clear());
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
   * `private, no-store` for anything that may carry a visitor's data: every non-GET answer, any
   * answer setting a cookie, any request sending one (preview, the confirmation handover), and
   * whatever the app itself marked private. Public caching only for a successful page.
   * @param {import('express').Request} req
   * @param {Response} response
   */
  function cacheControlFor(req, response) {
    const fromApp = response.headers.get('cache-control');
    if (fromApp && /private|no-store/i.test(fromApp)) return fromApp;
    if (req.method !== 'GET' && req.method !== 'HEAD') return PRIVATE;
    if (response.headers.has('set-cookie') || hasSiteCookie(req, siteCookies) || req.headers.authorization)
      return PRIVATE;
    if (fromApp) return fromApp;
    return response.status === 200 && isPage(response) ? publicCacheControl : 'no-store';
  }

  /**
   * @param {import('express').Request} req
   * @param {import('express').Response} res
   * @param {import('./page-cache.js').PageEntry} entry
   */
  function sendEntry(req, res, entry) {
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (matchesEtag(req.headers['if-none-match'], entry.etags)) {
      res.writeHead(304, headFor(entry, encoding, false));
      res.end();
      return;
    }
    res.writeHead(entry.status, headFor(entry, encoding, true));
    res.end(req.method === 'HEAD' ? undefined : entry.bodies[encoding]);
  }

  /** @type {WeakMap<import('./page-cache.js').PageEntry, Map<string, Record<string, string>>>} */
  const heads = new WeakMap();
  /**
   * The response headers of a cached page in one encoding, built once: a hit only writes them.
   * @param {import('./page-cache.js').PageEntry} entry
   * @param {'identity' | 'br' | 'gzip'} encoding
   * @param {boolean} withBody
   */
  function headFor(entry, encoding, withBody) {
    let perEntry = heads.get(entry);
    if (!perEntry) heads.set(entry, (perEntry = new Map()));
    const id = `${encoding}:${withBody}`;
    let head = perEntry.get(id);
    if (!head) {
      head = Object.fromEntries(entry.headers);
      // Lower case, as the Fetch headers of the entry are, so no header appears twice.
      head['x-content-type-options'] = 'nosniff';
      head['cache-control'] = publicCacheControl;
      head['vary'] = 'Accept-Encoding';
      head['etag'] = entry.etags[encoding];
      if (withBody) {
        if (encoding !== 'identity') head['content-encoding'] = encoding;
        head['content-length'] = String(entry.bodies[encoding].length);
      }
      perEntry.set(id, head);
    }
    return head;
  }

  /**
   * First in line: a page already in the cache is sent before any other middleware runs. Only
   * pages that rendered successfully are cached, so nothing the refusals would stop is here.
   * @type {import('express').RequestHandler}
   */
  function cachedPages(req, res, next) {
    if (!pageCache.enabled) return next();
    const key = pageCacheKey(req, contentVersion(), siteOrigin, siteCookies);
    const hit = key === undefined ? undefined : pageCache.get(key);
    if (!hit) return next();
    res.locals.cache = 'hit';
    sendEntry(req, res, hit);
  }

  /**
   * A response that is not cached: its caching rule set; a page is compressed in one piece.
   * @param {import('express').Request} req
   * @param {import('express').Response} res
   * @param {Response} response
   */
  async function sendFresh(req, res, response) {
    response.headers.set('Cache-Control', cacheControlFor(req, response));
    // Only HTML is gathered and compressed in one piece; data (turbo-stream) may stream
    // deferred values, so it goes out as Remix writes it.
    if (!isHtml(response) || !response.body || req.method === 'HEAD') {
      await sendRemixResponse(res, response);
      return;
    }
    let body = Buffer.from(await response.arrayBuffer());
    response.headers.delete('content-length');
    if (
      body.length > 1024 &&
      pickEncoding(req.get('accept-encoding')) !== 'identity' &&
      /gzip/i.test(req.get('accept-encoding') ?? '')
    ) {
      body = await gzip(body, { level: 6 });
      response.headers.set('Content-Encoding', 'gzip');
      response.headers.set('Vary', 'Accept-Encoding');
    }
    res.status(response.status);
    for (const [name, value] of response.headers.entries()) {
      if (name !== 'set-cookie') res.setHeader(name, value);
    }
    for (const cookie of response.headers.getSetCookie()) res.append('Set-Cookie', cookie);
    res.setHeader('Content-Length', String(body.length));
    res.end(body);
  }

  /**
   * Resolves with the promise's value, or with OVERRUN once RENDER_DEADLINE_MS have passed (the
   * work goes on; a page it finishes still reaches the cache).
   * @template T
   * @param {Promise<T>} work
   * @returns {Promise<T | typeof OVERRUN>}
   */
  function withinDeadline(work) {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const deadline = new Promise((resolve) => {
      timer = setTimeout(() => resolve(OVERRUN), renderDeadlineMs);
    });
    // A rejection after the deadline has nobody waiting on it; it is not an unhandled one.
    work.catch(() => {});
    return /** @type {Promise<T | typeof OVERRUN>} */ (Promise.race([work, deadline])).finally(() =>
      clearTimeout(timer),
    );
  }

  /**
   * A page still rendering at the deadline: the last good copy of it when there is one, else a
   * short 503 page asking to come back in a few seconds. Never a 500: nothing failed.
   * @param {import('express').Request} req
   * @param {import('express').Response} res
   * @param {import('./page-cache.js').PageEntry | undefined} lastGood
   */
  function tooSlow(req, res, lastGood) {
    if (res.headersSent) return;
    if (lastGood) {
      res.locals.cache = 'stale';
      res.locals.note = `render over ${renderDeadlineMs} ms, sent the last good copy`;
      return sendEntry(req, res, lastGood);
    }
    refuse(req, res, {
      status: 503,
      title: 'This page is taking longer than usual',
      message: 'It is being prepared right now. Please try again in a few seconds.',
      reason: `render over ${renderDeadlineMs} ms and no earlier copy`,
      headers: { 'Retry-After': String(RETRY_AFTER_SLOW_SECONDS) },
    });
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
      const key = pageCache.enabled ? pageCacheKey(req, contentVersion(), siteOrigin, siteCookies) : undefined;
      if (!key) {
        res.locals.cache = 'bypass';
        if (req.method === 'HEAD') request = createFetchRequest(req, res, 'HEAD');
        const fresh = handleRequest(request, loadContext);
        // A form post is never cut short: what a visitor sends is stored before it is answered.
        if (req.method !== 'GET' && req.method !== 'HEAD') return await sendFresh(req, res, await fresh);
        const response = await withinDeadline(fresh);
        if (response === OVERRUN) return tooSlow(req, res, undefined);
        return await sendFresh(req, res, response);
      }
      const hit = pageCache.get(key);
      if (hit) {
        res.locals.cache = 'hit';
        return sendEntry(req, res, hit);
      }
      res.locals.cache = 'miss';

      /** @type {Response | undefined} */
      let own;
      const produce = async () => {
        const response = await handleRequest(/** @type {Request} */ (request), loadContext);
        const cacheable =
          response.status === 200 &&
          isPage(response) &&
          !response.headers.has('set-cookie') &&
          !/private|no-store/i.test(response.headers.get('cache-control') ?? '');
        if (!cacheable) {
          own = response;
          return undefined;
        }
        const body = Buffer.from(await response.arrayBuffer());
        /** @type {[string, string][]} */
        const headers = [...response.headers.entries()].filter(([name]) => !RECOMPUTED.has(name.toLowerCase()));
        return { status: response.status, headers, body };
      };
      // Simultaneous misses share one render (no burst of renders after a content change); a
      // render that overruns the deadline goes on and fills the cache for the next visitor.
      /** @type {{ entry: import('./page-cache.js').PageEntry | undefined } | { error: unknown } | typeof OVERRUN} */
      const outcome = await withinDeadline(
        pageCache.fill(key, produce).then(
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
      // Not a page to cache: the request that rendered it sends it; a request that waited on
      // it renders its own.
      if (own) {
        res.locals.cache = 'bypass';
        return await sendFresh(req, res, own);
      }
      const response = await withinDeadline(handleRequest(createFetchRequest(req, res, req.method), loadContext));
      if (response === OVERRUN) return tooSlow(req, res, pageCache.lastGood(key));
      return await sendFresh(req, res, response);
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
  if (env.METRICS_PORT === undefined) app.use(metricsEndpoint({ token: env.METRICS_TOKEN, required: true }));
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

  return {
    app,
    env,
    pageCache,
    contentChanged,
    close: () => {
      stopListening();
      eventLoop.stop();
    },
  };
}
