import type { BookingPayload } from '../../supabase/functions/_shared/booking-payload.ts';
import {
  confirmationSubject,
  confirmationText,
  safeName,
  type ProspectLinks,
} from '../../supabase/functions/_shared/booking-confirmation-mail.ts';
import { oneLine } from '../../supabase/functions/_shared/text.ts';

// The visitor's confirmation is written once, by the edge function that sends it (which cannot
// import the site's code); the local gateway writes the very same subject and text into its .eml.

// RFC 2047 encoded-word for header text outside ASCII.
function encodeHeader(value: string): string {
  const clean = oneLine(value);
  return /^[\x20-\x7E]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}

/** The confirmation the studio sends the visitor, as the text of an RFC 5322 message. */
export function bookingConfirmationEmail(
  booking: BookingPayload,
  {
    from,
    companyName,
    sentAt,
    timeZone,
    links,
  }: { from: string; companyName: string; sentAt: Date; timeZone: string; links?: ProspectLinks },
): string {
  const subject = confirmationSubject(booking, timeZone);
  const body = confirmationText(booking, companyName, timeZone, links);
  return [
    `From: ${encodeHeader(companyName)} <${oneLine(from)}>`,
    `To: ${encodeHeader(safeName(booking.customerName))} <${oneLine(booking.customerEmail)}>`,
    `Reply-To: ${oneLine(from)}`,
    `Subject: ${encodeHeader(subject)}`,
    `Date: ${sentAt.toUTCString().replace('GMT', '+0000')}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    body.replace(/\r?\n/g, '\r\n'),
    '',
  ].join('\r\n');
}
