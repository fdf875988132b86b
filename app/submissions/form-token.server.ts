import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingSecret } from '~/env.server';

// The time a form was shown, signed so that it cannot be forged (ADR 0018). Pages are rendered
// once per content version and cached, so a time written into a page would be the cache's, not
// the visitor's: the browser fetches this token from /api/form-token (never cached) when a
// visitor first moves into a form, and posts it back with the form.

/** A person cannot read a form, fill it in and send it faster than this. */
export const MIN_FILL_MS = 3_000;
/** An older token proves nothing about this visit; it counts as none. */
const MAX_TOKEN_AGE_MS = 24 * 3_600_000;

function sign(issuedAt: string, secret = signingSecret()): Buffer {
  return createHmac('sha256', secret).update(`form-token:${issuedAt}`).digest();
}

/**
 * A token for a form shown now: `<ms since epoch, base 36>.<HMAC-SHA256, base64url>`. The secret
 * is the server's; a test that drives a server of its own passes that server's.
 */
export function issueFormToken(now: number = Date.now(), secret?: string): string {
  const issuedAt = Math.floor(now).toString(36);
  return `${issuedAt}.${sign(issuedAt, secret).toString('base64url')}`;
}

export type FormTokenCheck =
  | { status: 'valid'; ageMs: number }
  /** Absent, malformed, forged, from the future or too old: none of these proves speed. */
  | { status: 'missing' | 'invalid' | 'expired' };

/** How long ago a posted token was issued, if it is ours and fresh. */
export function checkFormToken(value: unknown, now: number = Date.now()): FormTokenCheck {
  if (typeof value !== 'string' || value === '') return { status: 'missing' };
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match?.[1] || !match[2]) return { status: 'invalid' };
  const given = Buffer.from(match[2], 'base64url');
  const expected = sign(match[1]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 'invalid' };
  const ageMs = now - parseInt(match[1], 36);
  // A few seconds of clock difference between servers is not a forgery.
  if (ageMs < -5_000) return { status: 'invalid' };
  if (ageMs > MAX_TOKEN_AGE_MS) return { status: 'expired' };
  return { status: 'valid', ageMs: Math.max(0, ageMs) };
}
