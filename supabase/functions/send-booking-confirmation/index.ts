// Supabase edge function entry point (Deno). The handling lives in handler.ts so `deno test` and
// the repository's Node tests run the very same code.
import { bookingLinkUrl } from '../_shared/booking-link.ts';
import { createSanityAvailability } from './availability.ts';
import { createHandler } from './handler.ts';
import { createResendMailer } from './mail.ts';
import { createRestStore } from './store.ts';

function required(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

// Provided by Supabase to every function.
const store = createRestStore(required('SUPABASE_URL'), required('SUPABASE_SERVICE_ROLE_KEY'));
// Set with `supabase secrets set`: the e-mail API, the sender and the studio's inbox.
const apiKey = Deno.env.get('RESEND_API_KEY');
const apiUrl = Deno.env.get('RESEND_API_URL');
const sender = {
  from: required('BOOKING_MAIL_FROM'),
  companyName: Deno.env.get('BOOKING_COMPANY_NAME') ?? 'Bluebonnet Labs',
};
// The prospect's cancel and reschedule links point to the site (SITE_URL) and are signed with the
// secret the site checks them with (the site's SESSION_SECRET, set here as BOOKING_LINK_SECRET).
const siteUrl = Deno.env.get('SITE_URL');
const linkSecret = Deno.env.get('BOOKING_LINK_SECRET');
const prospectLinks =
  siteUrl && linkSecret
    ? async (bookingId: string, start: Date) => ({
        cancel: await bookingLinkUrl(siteUrl, linkSecret, { bookingId, action: 'cancel', expiresAt: start }),
        reschedule: await bookingLinkUrl(siteUrl, linkSecret, { bookingId, action: 'reschedule', expiresAt: start }),
      })
    : undefined;
if (!prospectLinks)
  console.error('send-booking-confirmation: SITE_URL or BOOKING_LINK_SECRET unset; mails carry no links');
// The Sanity project the site's content comes from, for the availability document. Without it
// every booking is refused with 503 (and the site retries it): no rule can be checked.
const projectId = Deno.env.get('SANITY_PROJECT_ID');
const apiHost = Deno.env.get('SANITY_API_HOST');
const token = Deno.env.get('SANITY_READ_TOKEN');
const loadAvailability = projectId
  ? createSanityAvailability({
      projectId,
      dataset: Deno.env.get('SANITY_DATASET') ?? 'production',
      apiVersion: Deno.env.get('SANITY_API_VERSION') ?? '2025-02-19',
      ...(apiHost ? { apiHost } : {}),
      ...(token ? { token } : {}),
    })
  : () => {
      console.error('send-booking-confirmation: SANITY_PROJECT_ID is not set; bookings are refused');
      return Promise.resolve(null);
    };

Deno.serve(
  createHandler({
    ...store,
    loadAvailability,
    sender,
    ...(prospectLinks ? { prospectLinks } : {}),
    ...(apiKey && apiUrl ? { sendMail: createResendMailer({ apiUrl, apiKey }) } : {}),
  }),
);
