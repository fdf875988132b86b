// @ts-check
import { matchRoutes } from '@remix-run/router';

/**
 * Requests the site does not serve, answered before Remix runs anything: a short readable page,
 * a 4xx status and the reason on the request's one log line (server/observe.js), never a stack
 * trace.
 */

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A small self-contained page (no scripts, no external files) for a refused request.
 * @param {string} title
 * @param {string} message
 */
function refusalPage(title, message) {
  return `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2937"><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/" style="color:#3730a3">Go to the home page</a></p></main></body></html>`;
}

/**
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {{ status: number, title: string, message: string, reason: string, headers?: Record<string, string> }} refusal
 */
export function refuse(req, res, { status, title, message, reason, headers = {} }) {
  res.locals.note = reason;
  if (res.headersSent) return;
  res.status(status);
  res.set({
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  });
  res.end(req.method === 'HEAD' ? undefined : refusalPage(title, message));
}

/**
 * @typedef {{ id: string, parentId?: string, path?: string, index?: boolean, caseSensitive?: boolean, module: { action?: unknown } }} BuildRoute
 * @typedef {{ id: string, path?: string, index?: boolean, caseSensitive?: boolean, children?: RouteNode[] }} RouteNode
 */

/**
 * For each URL, the route pattern it matches (`/careers/:slug`, `/*` for an editor's page; a
 * single-fetch data URL adds `.data`), which names it in metrics and logs without the visitor's
 * own path, and the methods it serves: GET and HEAD everywhere, POST where the matched route has
 * an action. Both from the Remix build's own route table.
 * @param {Record<string, BuildRoute | undefined>} routes
 */
export function createRouteMatcher(routes) {
  /** @param {string | undefined} parentId @returns {RouteNode[]} */
  const tree = (parentId) =>
    Object.values(routes)
      .flatMap((route) => (route && route.parentId === parentId ? [route] : []))
      .map((route) => ({
        id: route.id,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        children: tree(route.id),
      }));
  /** @type {import('@remix-run/router').AgnosticRouteObject[]} */
  const roots = /** @type {any} */ (tree(undefined));

  /** @param {string} pathname */
  return (pathname) => {
    // A path that does not decode is refused before Remix (400); the router's matcher would also
    // print a free-text warning of its own for it, outside the log.
    try {
      decodeURIComponent(pathname);
    } catch {
      return { pattern: 'unmatched', allow: 'GET, HEAD' };
    }
    // Single-fetch data URLs name the page: /about.data is /about, /_root.data is /.
    const data = pathname.endsWith('.data');
    const page = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');
    const matches = matchRoutes(roots, page) ?? [];
    const leaf = matches.at(-1);
    const action = leaf ? routes[leaf.route.id ?? '']?.module.action : undefined;
    const joined = matches
      .map((match) => (match.route.path ?? '').replace(/^\/+|\/+$/g, ''))
      .filter(Boolean)
      .join('/');
    return {
      pattern: !leaf ? 'unmatched' : !data ? `/${joined}` : joined ? `/${joined}.data` : '/_root.data',
      allow: typeof action === 'function' ? 'GET, HEAD, POST' : 'GET, HEAD',
    };
  };
}

/**
 * True when a POST comes from another site: the browser says so (`Sec-Fetch-Site: cross-site`),
 * or its `Origin` is not this site's. With the public origin configured (SITE_URL), `Origin` must
 * be that origin exactly: scheme, host and port. Without it, only the host name is compared with
 * the request's own (`hostname`: the Host header, or X-Forwarded-Host when TRUST_PROXY trusts the
 * peer), so a TLS-terminating proxy that forwards plain HTTP on another port does not turn every
 * post into a cross-site one. A post without `Origin` (an old browser, a script) is not refused
 * here: the form's own checks (token, rate limit) still apply.
 * @param {{ origin: string | undefined, secFetchSite: string | undefined, hostname: string | undefined, siteOrigin: string | undefined }} post
 */
export function isCrossSite({ origin, secFetchSite, hostname, siteOrigin }) {
  if (secFetchSite === 'cross-site') return true;
  if (origin === undefined) return false;
  // `Origin: null` comes from sandboxed frames and data: documents, never from our own pages.
  if (origin === 'null') return true;
  // Browsers send the origin serialized (lower case, no default port, no path): compared as sent.
  if (siteOrigin !== undefined) return origin !== siteOrigin;
  try {
    // An HTTP/1.0 request may come without a Host header at all.
    return new URL(origin).hostname.toLowerCase() !== (hostname ?? '').toLowerCase();
  } catch {
    return true;
  }
}

/**
 * Refuses unsupported methods (405 with `Allow`), malformed paths and legacy `?_data=` requests (400), cross-site
 * posts (403) and posts to pages without a form (405), before any body is read.
 * @param {(pathname: string) => string} allowedMethods
 * @param {{ siteOrigin?: string | undefined }} [options] the public origin (SITE_URL's), when configured
 * @returns {import('express').RequestHandler}
 */
export function refuseUnservedRequests(allowedMethods, { siteOrigin } = {}) {
  return (req, res, next) => {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      return refuse(req, res, {
        status: 405,
        title: 'Method not allowed',
        message: `This address does not accept ${method.slice(0, 20)} requests.`,
        reason: 'method not served',
        headers: { Allow: allowedMethods(req.path) },
      });
    }
    try {
      decodeURIComponent(req.path);
    } catch {
      // Remix would answer 404 but log the bad encoding three times.
      return refuse(req, res, {
        status: 400,
        title: 'Bad request',
        message: 'The address of this request is not valid.',
        reason: 'malformed percent-encoding',
      });
    }
    const query = req.originalUrl.indexOf('?');
    if (query !== -1 && new URLSearchParams(req.originalUrl.slice(query + 1)).has('_data')) {
      return refuse(req, res, {
        status: 400,
        title: 'Bad request',
        message: 'This kind of request is not supported.',
        reason: 'legacy _data request',
      });
    }
    if (method !== 'POST') return next();
    if (
      isCrossSite({
        origin: req.get('origin'),
        secFetchSite: req.get('sec-fetch-site'),
        hostname: req.hostname,
        siteOrigin,
      })
    ) {
      return refuse(req, res, {
        status: 403,
        title: 'Forbidden',
        message: 'Forms on this site can only be sent from this site. Please open the form here and send it again.',
        reason: `cross-site post from ${(req.get('origin') ?? req.get('sec-fetch-site') ?? '').slice(0, 100)}`,
      });
    }
    const allow = allowedMethods(req.path);
    if (!allow.includes('POST')) {
      return refuse(req, res, {
        status: 405,
        title: 'Method not allowed',
        message: 'This page has no form to send.',
        reason: 'no action',
        headers: { Allow: allow },
      });
    }
    next();
  };
}

/**
 * Requests that asked for `100 Continue` and have not had it: the server (server/index.js) hands
 * them to the app unanswered, so a body over the limit is refused before it is sent.
 * @type {WeakSet<import('node:http').IncomingMessage>}
 */
export const awaitingContinue = new WeakSet();

/** How long an over-limit upload is still read (and thrown away) after its 413 was sent. */
const LINGER_MS = 10_000;

/**
 * Reads a POST body into memory up to `maxBytes` before Remix sees it. A body over the limit is
 * answered 413 at once: before a byte of it is read when its Content-Length says so (and before
 * `100 Continue`, so a client that waits for it sends nothing), else as soon as the stream passes
 * the limit. The rest of the upload is then read and thrown away (nothing is kept) for up to
 * LINGER_MS: closing a socket with unread bytes makes the kernel send a reset, which reaches the
 * browser instead of the page. Once the upload ends, the connection is kept for the next request.
 * @param {number} maxBytes
 * @returns {import('express').RequestHandler}
 */
export function readBody(maxBytes) {
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    /** @type {Buffer[]} */
    const chunks = [];
    let received = 0;
    let refused = false;

    const answerTooLarge = () => {
      refused = true;
      chunks.length = 0;
      const megabytes = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
      // A client still waiting for `100 Continue` never sends its body: nothing to read after.
      const waiting = awaitingContinue.has(req);
      if (waiting) res.setHeader('Connection', 'close');
      // Even for a client that asked to close: Node would close the socket as soon as the answer
      // is out, with the upload still arriving, and that is a reset. It is closed once read.
      else res.shouldKeepAlive = true;
      refuse(req, res, {
        status: 413,
        title: 'That upload is too large',
        message: `Submissions are limited to ${megabytes} MB, so it was not sent. Please go back, attach a smaller file or shorten your message, and try again.`,
        reason: `body over ${maxBytes} bytes`,
      });
      if (waiting) return;
      const linger = setTimeout(() => req.socket.destroy(), LINGER_MS);
      linger.unref();
      req.once('end', () => {
        clearTimeout(linger);
        if (/close/i.test(req.get('connection') ?? '')) req.socket.end();
      });
      req.once('close', () => clearTimeout(linger));
    };

    if (Number(req.get('content-length')) > maxBytes) {
      answerTooLarge();
      if (!awaitingContinue.has(req)) req.resume();
      return;
    }
    // The server hands over requests that ask for `100 Continue` unanswered (server/index.js):
    // the body is welcome, so say so now.
    if (awaitingContinue.delete(req)) res.writeContinue();

    req.on('data', (/** @type {Buffer} */ chunk) => {
      if (refused) return;
      received += chunk.length;
      if (received > maxBytes) return answerTooLarge();
      chunks.push(chunk);
    });
    req.once('end', () => {
      if (refused) return;
      // Kept as the pieces they came in: copying megabytes into one buffer holds every request.
      res.locals.body = chunks;
      next();
    });
    req.once('error', () => req.socket.destroy());
  };
}
