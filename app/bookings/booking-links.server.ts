import { getEnv, signingSecret } from '~/env.server';
import { bookingLinkUrl } from '../../supabase/functions/_shared/booking-link.ts';

/** Where a development server answers when neither SITE_URL nor a request names the origin. */
const FALLBACK_ORIGIN = 'http://localhost:3000';

/**
 * The origin links in booking mails point to: SITE_URL (production requires it), else the origin
 * the booking was made on (kept with the lead; development and tests, where the server takes its
 * origin from requests).
 */
export function siteLinkOrigin(kept?: unknown): string {
  const configured = getEnv().SITE_URL;
  if (configured) return new URL(configured).origin;
  if (typeof kept === 'string' && /^https?:\/\/[^/?#\s]+$/.test(kept)) return kept;
  return FALLBACK_ORIGIN;
}

/** The prospect's links: cancel and reschedule, each valid until the call starts. */
export async function prospectLinks(origin: string, bookingId: string, start: Date) {
  const secret = signingSecret();
  const [cancel, reschedule] = await Promise.all([
    bookingLinkUrl(origin, secret, { bookingId, action: 'cancel', expiresAt: start }),
    bookingLinkUrl(origin, secret, { bookingId, action: 'reschedule', expiresAt: start }),
  ]);
  return { cancel, reschedule };
}

/** The studio's links: confirm and decline, each valid until the call starts. */
export async function studioLinks(origin: string, bookingId: string, start: Date) {
  const secret = signingSecret();
  const [confirm, decline] = await Promise.all([
    bookingLinkUrl(origin, secret, { bookingId, action: 'confirm', expiresAt: start }),
    bookingLinkUrl(origin, secret, { bookingId, action: 'decline', expiresAt: start }),
  ]);
  return { confirm, decline };
}
