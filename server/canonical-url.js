// @ts-check

/**
 * The one address of a page: lower case, no trailing slash, no doubled slashes. Undefined when
 * the path already is canonical or is not a page's: files and data URLs (a dot in the last
 * segment: hashed assets, images, `.data`, `robots.txt`) keep their own spelling, and a path
 * that does not decode is left for the 400 it gets later.
 * @param {string} pathname
 */
export function canonicalPagePath(pathname) {
  try {
    decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
  if (trimmed.slice(trimmed.lastIndexOf('/') + 1).includes('.')) return undefined;
  // Percent-escapes keep their spelling (upper or lower case name the same byte).
  const lower = trimmed.replace(/%[0-9a-f]{2}|[A-Z]+/gi, (part) => (part.startsWith('%') ? part : part.toLowerCase()));
  return lower === pathname ? undefined : lower || '/';
}

/**
 * Answers a page request at a second spelling of an address (`/About`, `/about/`) with a 301 to
 * the canonical one, keeping the query string, so each page has exactly one URL. Only GET and
 * HEAD: a form post is answered where it was sent.
 * @type {import('express').RequestHandler}
 */
export function redirectToCanonicalPath(req, res, next) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const question = req.originalUrl.indexOf('?');
  const pathname = question === -1 ? req.originalUrl : req.originalUrl.slice(0, question);
  const canonical = canonicalPagePath(pathname);
  if (canonical === undefined) return next();
  res.writeHead(301, {
    Location: canonical + (question === -1 ? '' : req.originalUrl.slice(question)),
    'Cache-Control': 'public, max-age=86400',
    'Content-Length': '0',
  });
  res.end();
}
