// @ts-check
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { writeReadableStreamToWritable } from '@remix-run/node';
import { isVisitorsOwn } from './page-keys.js';
import { matchesEtag, pickEncoding } from './page-cache.js';

/**
 * Sending pages: the one rule for what may be shared (by the in-process page cache and by
 * browsers' and CDNs' caches alike), the Cache-Control that follows from it, and the bytes of a
 * cached page or of a fresh response.
 */

const gzip = promisify(zlib.gzip);

/** A day: how long a CDN may serve a page it holds while it fetches the new one. */
const STALE_WHILE_REVALIDATE_SECONDS = 86_400;
const PRIVATE = 'private, no-store';

/** Statuses whose page is the same for everyone who asks that address: the page, and "not found". */
const SHARED_STATUSES = new Set([200, 404]);

/** @param {Response} response */
function isHtml(response) {
  return /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
}

/** @param {Response} response */
function isPage(response) {
  // text/x-script is single fetch's turbo-stream data (`*.data`).
  return /^text\/(html|x-script)\b/i.test(response.headers.get('content-type') ?? '');
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

/**
 * @param {{ ttlSeconds: number, nextContentChange?: () => number | undefined, now?: () => number }} options
 *   nextContentChange: when content read so far changes by itself (a scheduled post), from the app
 */
export function createPageSending({ ttlSeconds, nextContentChange = () => undefined, now = Date.now }) {
  /**
   * What shared caches are told of a shared page: kept for the content time to live, never past
   * the next scheduled content change, then served stale for a day while they fetch the new one.
   */
  function publicCacheControl() {
    if (ttlSeconds <= 0) return 'public, no-cache';
    const next = nextContentChange();
    const untilNext = next === undefined ? Infinity : Math.max(0, Math.ceil((next - now()) / 1000));
    return `public, max-age=0, s-maxage=${Math.min(ttlSeconds, untilNext)}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
  }

  /**
   * The one rule: a response may be shared (kept by the page cache, by a CDN, by a browser for
   * others) when it is a page (HTML or its data) with the same answer for everyone asking its
   * address: a GET or HEAD from no visitor in particular (no cookie the site reads, no
   * credentials), setting no cookie, status 200 or 404, not marked private by the app.
   * @param {import('./page-keys.js').AnyRequest} req
   * @param {readonly string[]} siteCookies
   * @param {Response} response
   */
  function shareable(req, siteCookies, response) {
    const fromApp = response.headers.get('cache-control');
    if (fromApp && /private|no-store/i.test(fromApp)) return false;
    if (isVisitorsOwn(req, siteCookies) || response.headers.has('set-cookie')) return false;
    return SHARED_STATUSES.has(response.status) && isPage(response);
  }

  /**
   * Cache-Control of a response: the app's own when it marked it private; `private, no-store`
   * for anything that may carry a visitor's data (every non-GET answer, any answer setting a
   * cookie, any request sending one the site reads, credentials); for a shared page the app's own
   * caching when it set one, else publicCacheControl; `no-store` for anything else.
   * @param {import('./page-keys.js').AnyRequest} req
   * @param {readonly string[]} siteCookies
   * @param {Response} response
   */
  function cacheControlFor(req, siteCookies, response) {
    const fromApp = response.headers.get('cache-control');
    if (fromApp && /private|no-store/i.test(fromApp)) return fromApp;
    if (isVisitorsOwn(req, siteCookies) || response.headers.has('set-cookie')) return PRIVATE;
    if (fromApp) return fromApp;
    return shareable(req, siteCookies, response) ? publicCacheControl() : 'no-store';
  }

  /**
   * A rendered shared response as the page cache keeps it.
   * @param {Response} response
   * @param {string} route
   * @returns {Promise<import('./page-cache.js').RenderedPage>}
   */
  async function toRenderedPage(response, route) {
    const body = Buffer.from(await response.arrayBuffer());
    /** @type {[string, string][]} */
    const headers = [...response.headers.entries()].filter(([name]) => !RECOMPUTED.has(name.toLowerCase()));
    const fromApp = response.headers.get('cache-control');
    return {
      status: response.status,
      headers,
      cacheControl: fromApp ?? publicCacheControl(),
      // The not-found page is never sent out of date: a page published at its address shows at once.
      mustRevalidate: response.status !== 200 || Boolean(fromApp && /no-cache/i.test(fromApp)),
      route,
      body,
      // A page that says how long shared caches may keep it is kept no longer here either.
      expiresAt: fromApp ? undefined : nextContentChange(),
    };
  }

  /**
   * The response headers of a cached page in one encoding, built once per entry: a hit only
   * writes them. The Cache-Control of a page kept past a scheduled change is recomputed, so a
   * shared cache never keeps it past that change.
   * @param {import('./page-cache.js').PageEntry} entry
   * @param {import('./page-cache.js').Encoding} encoding
   * @param {boolean} withBody
   */
  function headFor(entry, encoding, withBody) {
    const id = withBody ? encoding : `${encoding}:304`;
    let head = entry.heads.get(id);
    if (!head) {
      head = Object.fromEntries(entry.headers);
      // Lower case, as the Fetch headers of the entry are, so no header appears twice.
      head['x-content-type-options'] = 'nosniff';
      head['cache-control'] = entry.cacheControl;
      head['vary'] = 'Accept-Encoding';
      head['etag'] = entry.etags[encoding];
      if (withBody) {
        if (encoding !== 'identity') head['content-encoding'] = encoding;
        head['content-length'] = String(entry.bodies[encoding].length);
      }
      entry.heads.set(id, head);
    }
    return head;
  }

  /**
   * True when a shared page's Cache-Control must be written again for this send: a scheduled
   * content change is known, so its `s-maxage` shrinks as that moment comes.
   * @param {import('./page-cache.js').PageEntry} entry
   */
  const keptPastNextChange = (entry) =>
    entry.cacheControl.startsWith('public, max-age=0, s-maxage=') && nextContentChange() !== undefined;

  /**
   * Sends a cached page: 304 when the client has this version (any encoding's ETag), else the
   * page in the encoding it accepts best. Works on Node's own response as on Express's.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {import('./page-cache.js').PageEntry} entry
   */
  function sendEntry(req, res, entry) {
    const encoding = pickEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']));
    const notModified = matchesEtag(req.headers['if-none-match'], entry.etags);
    const head = headFor(entry, encoding, !notModified);
    const capped = keptPastNextChange(entry) ? { ...head, 'cache-control': publicCacheControl() } : head;
    if (notModified) {
      res.writeHead(304, capped);
      res.end();
      return;
    }
    res.writeHead(entry.status, capped);
    res.end(req.method === 'HEAD' ? undefined : entry.bodies[encoding]);
  }

  /** @type {WeakMap<Record<string, string>, string[]>} */
  const flatHeads = new WeakMap();

  /**
   * sendEntry for Node's own response, with no header set on it yet: the entry's headers and
   * `extra` (name, value, name, value…) written in one go, as a flat list Node takes as it is.
   * Answers the bytes of the body sent.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {import('./page-cache.js').PageEntry} entry
   * @param {string[]} extra
   */
  function sendEntryAtOnce(req, res, entry, extra) {
    const encoding = pickEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']));
    const notModified = matchesEtag(req.headers['if-none-match'], entry.etags);
    const head = headFor(entry, encoding, !notModified);
    let flat = flatHeads.get(head);
    if (!flat) flatHeads.set(head, (flat = Object.entries(head).flat()));
    const headers = flat.concat(extra);
    if (keptPastNextChange(entry)) headers[headers.indexOf('cache-control') + 1] = publicCacheControl();
    if (notModified) {
      res.writeHead(304, headers);
      res.end();
      return 0;
    }
    res.writeHead(entry.status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return 0;
    }
    const body = entry.bodies[encoding];
    res.end(body);
    return body.length;
  }

  return { shareable, cacheControlFor, toRenderedPage, sendEntry, sendEntryAtOnce };
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
 * A response that is not cached, with its Cache-Control already set: HTML is gathered and
 * compressed in one piece; data (turbo-stream) may stream deferred values, so it goes out as
 * Remix writes it.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {Response} response
 */
export async function sendFresh(req, res, response) {
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
