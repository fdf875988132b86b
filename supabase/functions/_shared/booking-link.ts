// Signed, expiring tokens for the links in booking mails (cancel, reschedule, confirm, decline),
// written once for the site and the edge function. Web Crypto only (HMAC-SHA256), so Node 20 and
// Deno run the same code; no imports (docs/decisions/0019).
//
// A token is base64url("<booking id>.<action>.<expiry in Unix seconds>") "." base64url(HMAC of
// that payload). It names one booking and one action: a confirm link cannot decline, a link of one
// booking cannot act on another, and none works after its expiry.

const BOOKING_LINK_ACTIONS = ['cancel', 'reschedule', 'confirm', 'decline'] as const;
export type BookingLinkAction = (typeof BOOKING_LINK_ACTIONS)[number];

/** The page each action's link opens: the prospect's and the studio's. */
const BOOKING_LINK_PATHS: Record<BookingLinkAction, string> = {
  cancel: '/bookings/manage',
  reschedule: '/bookings/manage',
  confirm: '/bookings/respond',
  decline: '/bookings/respond',
};

export type BookingLinkClaims = { bookingId: string; action: BookingLinkAction; expiresAt: Date };

export type BookingLinkCheck =
  ({ ok: true } & BookingLinkClaims) | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'wrong-action' };

const BOOKING_ID = /^[A-Za-z0-9-]{8,64}$/;
const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

function isAction(value: string): value is BookingLinkAction {
  return (BOOKING_LINK_ACTIONS as readonly string[]).includes(value);
}

/** A token for one action on one booking, valid until `expiresAt` (whole seconds). */
export async function signBookingLink(secret: string, claims: BookingLinkClaims): Promise<string> {
  if (!BOOKING_ID.test(claims.bookingId)) throw new RangeError('A booking id is 8 to 64 letters, digits or dashes');
  const payload = encoder.encode(
    `${claims.bookingId}.${claims.action}.${Math.floor(claims.expiresAt.getTime() / 1000)}`,
  );
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), payload));
  return `${toBase64Url(payload)}.${toBase64Url(signature)}`;
}

/**
 * What a token allows, when its signature is right, it has not expired and its action is one of
 * `accepted`. The signature is checked by Web Crypto's verify, which compares in constant time.
 */
export async function verifyBookingLink(
  secret: string,
  token: string,
  accepted: readonly BookingLinkAction[],
  now: Date,
): Promise<BookingLinkCheck> {
  const [encodedPayload, encodedSignature, extra] = token.split('.');
  if (!encodedPayload || !encodedSignature || extra !== undefined || token.length > 512)
    return { ok: false, reason: 'malformed' };
  const payload = fromBase64Url(encodedPayload);
  const signature = fromBase64Url(encodedSignature);
  if (!payload || !signature) return { ok: false, reason: 'malformed' };
  const genuine = await crypto.subtle.verify('HMAC', await hmacKey(secret), signature, payload);
  if (!genuine) return { ok: false, reason: 'forged' };
  const [bookingId = '', action = '', expiry = '', more] = new TextDecoder().decode(payload).split('.');
  if (more !== undefined || !BOOKING_ID.test(bookingId) || !isAction(action) || !/^\d{1,12}$/.test(expiry))
    return { ok: false, reason: 'malformed' };
  const expiresAt = new Date(Number(expiry) * 1000);
  if (now.getTime() >= expiresAt.getTime()) return { ok: false, reason: 'expired' };
  if (!accepted.includes(action)) return { ok: false, reason: 'wrong-action' };
  return { ok: true, bookingId, action, expiresAt };
}

/** The absolute address a mail carries for an action: the page that shows it, the token in the query. */
export async function bookingLinkUrl(origin: string, secret: string, claims: BookingLinkClaims): Promise<string> {
  const token = await signBookingLink(secret, claims);
  return `${origin.replace(/\/$/, '')}${BOOKING_LINK_PATHS[claims.action]}?token=${encodeURIComponent(token)}`;
}
