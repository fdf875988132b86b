import { randomBytes } from 'node:crypto';

export function createNonce() {
  return randomBytes(16).toString('base64');
}

/** Headers every document carries. The content policy is production-only: Vite's dev server injects inline scripts. */
export function setSecurityHeaders(headers: Headers, nonce: string, production: boolean) {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  if (!production) return;
  headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  headers.set(
    'Content-Security-Policy',
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      // Toasts and a few components set inline styles.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://cdn.sanity.io",
      // Vite inlines small font files as data: URLs.
      "font-src 'self' data:",
      "connect-src 'self'",
      "frame-src 'self' https://www.google.com https://maps.google.com",
      "frame-ancestors 'none'",
      "form-action 'self' mailto:",
      "base-uri 'self'",
      "object-src 'none'",
    ].join('; '),
  );
}
