// @ts-check
/**
 * What a request says about the page it asks for, read from Node's own request (Express's is
 * one too), so the fast path (server/fast-path.js) and Express's middleware read it the same way:
 * its origin, whether it is one visitor's own, and the key of its page in the page cache.
 */

/**
 * @typedef {(address: string | undefined, hop: number) => boolean} TrustProxy Express's compiled `trust proxy` setting
 * @typedef {import('node:http').IncomingMessage & { originalUrl?: string }} AnyRequest
 */

/** A Host header as browsers send it: a name or an address, maybe with a port; nothing else. */
const HOST_PATTERN = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** @param {string | string[] | undefined} value */
const firstOf = (value) => (Array.isArray(value) ? value[0] : value);

/**
 * The request's URL as it arrived (Express's `originalUrl`, which its routers leave alone).
 * @param {AnyRequest} req
 */
const urlOf = (req) => req.originalUrl ?? req.url ?? '/';

/**
 * `https` when the connection is, or when a proxy TRUST_PROXY trusts says so in
 * X-Forwarded-Proto (Express's `req.protocol`).
 * @param {AnyRequest} req
 * @param {TrustProxy} trusted
 */
export function protocolOf(req, trusted) {
  const encrypted = Boolean(/** @type {{ encrypted?: boolean }} */ (req.socket).encrypted);
  const own = encrypted ? 'https' : 'http';
  if (!trusted(req.socket.remoteAddress, 0)) return own;
  const forwarded = firstOf(req.headers['x-forwarded-proto']);
  if (!forwarded) return own;
  const comma = forwarded.indexOf(',');
  return (comma === -1 ? forwarded : forwarded.slice(0, comma)).trim();
}

/**
 * The origin a request names, port included: its Host header, or the first X-Forwarded-Host
 * only when TRUST_PROXY trusts the peer that sent it (as the protocol already does for
 * X-Forwarded-Proto). Undefined for a host no browser would send.
 * @param {AnyRequest} req
 * @param {TrustProxy} trusted
 */
export function requestOrigin(req, trusted) {
  const forwarded = trusted(req.socket.remoteAddress, 0)
    ? firstOf(req.headers['x-forwarded-host'])?.split(',')[0]?.trim()
    : undefined;
  const host = forwarded || req.headers.host || '';
  if (!HOST_PATTERN.test(host)) return undefined;
  return `${protocolOf(req, trusted)}://${host.toLowerCase()}`;
}

/**
 * True when a request carries a cookie the site reads (preview, the confirmation hand-over):
 * its page is that visitor's own. Any other cookie (analytics, consent) changes nothing the
 * site renders.
 * @param {AnyRequest} req
 * @param {readonly string[]} siteCookies
 */
function hasSiteCookie(req, siteCookies) {
  const header = req.headers.cookie;
  if (!header) return false;
  return header.split(';').some((pair) => siteCookies.includes(pair.slice(0, pair.indexOf('=') >>> 0).trim()));
}

/**
 * True when the request is one visitor's own (a form post, a cookie the site reads, credentials):
 * nothing shared may answer it and nothing answering it may be shared.
 * @param {AnyRequest} req
 * @param {readonly string[]} siteCookies
 */
export function isVisitorsOwn(req, siteCookies) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return true;
  return Boolean(req.headers.authorization) || hasSiteCookie(req, siteCookies);
}

/**
 * The URL a shared copy of the response may be kept under, or undefined when the request is
 * one visitor's own or has a query string (form state or noise: caching every variant would let
 * anyone push real pages out), except single fetch's own `_routes` parameter.
 * @param {AnyRequest} req
 * @param {readonly string[]} siteCookies
 */
function cacheablePath(req, siteCookies) {
  if (isVisitorsOwn(req, siteCookies)) return undefined;
  const url = urlOf(req);
  const question = url.indexOf('?');
  if (question !== -1) {
    const params = new URLSearchParams(url.slice(question + 1));
    if ([...params.keys()].some((key) => key !== '_routes')) return undefined;
  }
  return url;
}

/**
 * The page cache's key of a request: content version, origin and URL. Pages name their origin
 * (canonical, social cards, sitemap), so the key holds the origin they were rendered for:
 * SITE_URL's when set, else the request's own, port included, so what one request's headers put
 * in a page is never served to another origin.
 * @param {AnyRequest} req
 * @param {{ version: number, siteOrigin: string | undefined, siteCookies: readonly string[], trusted: TrustProxy }} facts
 */
export function pageCacheKey(req, { version, siteOrigin, siteCookies, trusted }) {
  const path = cacheablePath(req, siteCookies);
  if (path === undefined) return undefined;
  const origin = siteOrigin ?? requestOrigin(req, trusted);
  if (origin === undefined) return undefined;
  return `${version}\n${origin}\n${path}`;
}
