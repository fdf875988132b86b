// @ts-check
import { createRequestRecorder, requestIdOf } from './observe.js';
import { pageCacheKey, protocolOf } from './page-keys.js';

/**
 * The way a cached page is sent: straight from Node's request handler, before Express builds its
 * request and response objects and runs its middleware, which cost a hit several times what
 * writing the page does (docs/decisions/0033). It sends exactly what the Express path sends for a
 * hit (server/app.js: the request id, Cross-Origin-Resource-Policy, HSTS over HTTPS, the page's
 * own headers, 304 and HEAD) and records the request as every other is (its counters and its log
 * line, cache `hit`). Anything else (a miss, an expired page, a request the cache does not answer:
 * a post, a cookie the site reads, a query, a forwarded host) goes on to Express, whose own
 * middleware answers it as before.
 *
 * @param {{
 *   pageCache: ReturnType<typeof import('./page-cache.js').createPageCache>,
 *   contentVersion: () => number,
 *   siteOrigin: string | undefined,
 *   siteCookies: readonly string[],
 *   trusted: () => import('./page-keys.js').TrustProxy,
 *   sendEntryAtOnce: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, entry: import('./page-cache.js').PageEntry, extra: string[]) => number,
 * }} options
 *   trusted: Express's compiled `trust proxy` setting, read when asked (a test may change it)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 *   true when the request was answered
 */
export function createFastPath({ pageCache, contentVersion, siteOrigin, siteCookies, trusted, sendEntryAtOnce }) {
  const record = createRequestRecorder();
  return (req, res) => {
    if (!pageCache.enabled || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const started = process.hrtime.bigint();
    const trust = trusted();
    const key = pageCacheKey(req, { version: contentVersion(), siteOrigin, siteCookies, trusted: trust });
    const entry = key === undefined ? undefined : pageCache.get(key);
    if (!entry) return false;
    const requestId = requestIdOf(req, trust);
    const url = req.url ?? '/';
    const question = url.indexOf('?');
    const path = question === -1 ? url : url.slice(0, question);
    const extra = ['x-request-id', requestId, 'cross-origin-resource-policy', resourcePolicy(path)];
    if (protocolOf(req, trust) === 'https') extra.push('strict-transport-security', HSTS);
    const bytes = sendEntryAtOnce(req, res, entry, extra);
    record({
      requestId,
      method: req.method,
      route: entry.route,
      path,
      status: res.statusCode,
      seconds: Number(process.hrtime.bigint() - started) / 1e9,
      cache: 'hit',
      bytes,
      aborted: res.destroyed,
    });
    return true;
  };
}

/**
 * Cross-Origin-Resource-Policy of a response: `same-origin`, except for images meant to be
 * embedded elsewhere (social cards and /media images).
 * @param {string} path
 */
export const resourcePolicy = (path) => (/^\/(social|media)\//.test(path) ? 'cross-origin' : 'same-origin');

/** A year, as the documents' own Strict-Transport-Security says (app/render/security-headers.server.ts). */
export const HSTS = 'max-age=31536000; includeSubDomains';
