import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingSecret } from '~/env.server';

// Preview mode is this one signed cookie. It is HttpOnly (scripts cannot read it), Secure, and
// SameSite=None because the Studio shows the site in an iframe on another origin, where a Lax
// cookie would not be sent.
export const PREVIEW_COOKIE = '__sanity_preview';
export const PREVIEW_HOURS = 8;

function sign(value: string): string {
  return createHmac('sha256', signingSecret()).update(`preview:${value}`).digest('base64url');
}

/** The attributes of every preview cookie: sent inside the Studio's frame, never read by scripts. */
export function cookieAttributes(maxAgeSeconds: number) {
  return `Path=/; HttpOnly; Secure; SameSite=None; Max-Age=${maxAgeSeconds}`;
}

/** The Set-Cookie value that turns preview mode on for a few hours. */
export function previewCookie(now = Date.now()): string {
  const expires = String(now + PREVIEW_HOURS * 3_600_000);
  return `${PREVIEW_COOKIE}=${expires}.${sign(expires)}; ${cookieAttributes(PREVIEW_HOURS * 3_600)}`;
}

/** The Set-Cookie value that turns preview mode off. */
export function clearedPreviewCookie(): string {
  return `${PREVIEW_COOKIE}=; ${cookieAttributes(0)}`;
}

/** A cookie the request carries, by name (its raw value). */
export function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** Whether the request carries a valid, unexpired preview cookie. Synchronous, so any loader can ask. */
export function isPreviewRequest(request: Request, now = Date.now()): boolean {
  const value = cookieValue(request, PREVIEW_COOKIE);
  if (!value) return false;
  const [expires, signature] = value.split('.');
  if (!expires || !signature || !/^\d+$/.test(expires) || Number(expires) < now) return false;
  const expected = Buffer.from(sign(expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
