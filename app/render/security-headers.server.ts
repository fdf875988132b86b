import { createHash } from 'node:crypto';

export interface DocumentSecurityOptions {
  /** The HTML being sent: every inline script in it is allowed by its SHA-256 hash. */
  html: string;
  /** Add the content policy and HSTS (off in development: Vite's dev server injects scripts of its own). */
  production: boolean;
  /**
   * Who may frame the page. Default `'none'`. Preview mode passes the Studio's origin so the
   * Presentation tool can show the site; then `X-Frame-Options` is left out, because it cannot
   * name an origin and would override the policy in older browsers.
   */
  frameAncestors?: readonly string[];
  /** Where content images come from besides the site itself: Sanity's CDN when a project is configured. */
  imageOrigins?: readonly string[];
}

// An inline script is a <script> without a src. JSON-LD and other data blocks are not run, so
// they need no hash.
const SCRIPT_PATTERN = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/** The `'sha256-…'` source of every inline script of `html`, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT_PATTERN)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK_TYPE.test(attributes)) continue;
    const digest = createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64');
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

/**
 * The strict, hash-based content policy (web.dev "Strict CSP", hash variant). It depends only on
 * the page's bytes, so a cached page and its policy are the same for every visitor: a nonce
 * would make a cached page wrong. `'strict-dynamic'` passes trust from the hashed inline module
 * script to the modules it imports.
 */
export function contentSecurityPolicy({
  scriptHashes,
  frameAncestors = ["'none'"],
  imageOrigins = [],
}: {
  scriptHashes: readonly string[];
  frameAncestors?: readonly string[];
  imageOrigins?: readonly string[];
}): string {
  return [
    // `https:` only matters to browsers without 'strict-dynamic' (CSP3 browsers ignore it), so
    // the site still runs there. 'unsafe-inline' is left out on purpose, even as a fallback.
    ['script-src', "'strict-dynamic'", ...scriptHashes, 'https:'].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "default-src 'self'",
    // Toasts and a few components set inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // The bundled dataset's images are the site's own (/media); a Sanity project's come from its CDN.
    ['img-src', "'self'", 'data:', 'blob:', ...imageOrigins].join(' '),
    // Vite inlines small font files as data: URLs.
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https://www.google.com https://maps.google.com",
    `frame-ancestors ${frameAncestors.join(' ')}`,
    "form-action 'self' mailto:",
  ].join('; ');
}

/** Headers every document carries; the content policy is computed from the document itself. */
export function setSecurityHeaders(
  headers: Headers,
  { html, production, frameAncestors, imageOrigins }: DocumentSecurityOptions,
) {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!frameAncestors) headers.set('X-Frame-Options', 'DENY');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (!production) return;
  headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), frameAncestors, imageOrigins }),
  );
}
