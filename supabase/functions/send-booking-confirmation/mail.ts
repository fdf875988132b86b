// The e-mail the function sends: the confirmation to the visitor, with its calendar invite (the
// same text the site's local gateway writes as an .eml file, the invite beside it). The studio is
// told of every booking by the site's notifier. The confirmation goes to whatever
// address was typed, so it carries nothing else typed but a cleaned name (docs/decisions/0019):
// it cannot be made to carry someone's message (a link, a phone number) to a stranger.
import {
  CALL_DURATION_MINUTES,
  slotStart,
  utcOffsetLabel,
  writtenDateToIso,
  zoneAbbreviation,
} from '../_shared/booking-rules.ts';
import { bookingInviteIcs, INVITE_FILENAME, inviteContentType } from '../_shared/booking-invite.ts';
import { type BookingPayload, meetingLabel } from '../_shared/booking-payload.ts';

export type MailFile = { filename: string; content: string; contentType: string };

export type Mail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments?: MailFile[];
};

/** At most this many characters of the visitor's name reach their confirmation. */
const NAME_LIMIT = 60;

/** At most this many confirmations go to one address in 24 hours; later bookings are kept, unmailed. */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

/** Header values stay on one line, so a value cannot add headers of its own. */
export function oneLine(value: string): string {
  // deno-lint-ignore no-control-regex
  return value.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ').trim();
}

/**
 * The visitor's name as their confirmation may show it: no markup, nothing that reads as an
 * address or link (scheme, www., a dotted host name, an e-mail address), at most NAME_LIMIT
 * characters.
 */
export function safeName(name: string): string {
  const cleaned = oneLine(name)
    .replace(/<[^>]*>?/g, ' ')
    .replace(/[<>]/g, ' ')
    .replace(/\b[a-z][a-z0-9+.-]*:\/*\S*/gi, ' ')
    .replace(/\S*@\S*/g, ' ')
    .replace(/\S*[\p{L}\p{N}-]\.[\p{L}\p{N}-]{2,}\S*/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const capped = [...cleaned].slice(0, NAME_LIMIT).join('').trim();
  return capped || 'there';
}

/** "10:00 AM CDT (UTC−05:00)", or the time as given when the date is not a real day. */
function timeWithZone(booking: Pick<BookingPayload, 'date' | 'time'>, timeZone: string): string {
  const isoDate = writtenDateToIso(booking.date);
  if (!isoDate) return booking.time;
  const start = slotStart(isoDate, booking.time, timeZone);
  return `${booking.time} ${zoneAbbreviation(start, timeZone)} (${utcOffsetLabel(start, timeZone)})`;
}

function timeWithAbbreviation(booking: Pick<BookingPayload, 'date' | 'time'>, timeZone: string): string {
  return timeWithZone(booking, timeZone).replace(/ \(.*\)$/, '');
}

export function confirmationSubject(booking: BookingPayload, timeZone: string): string {
  return `Booking request received: ${booking.date} at ${timeWithAbbreviation(booking, timeZone)}`;
}

/** The prospect's signed links (docs/decisions/0019): each opens a page that changes nothing until its form is sent. */
export type ProspectLinks = { cancel: string; reschedule: string };

/** The lines of a mail that offer the prospect's links. */
export function prospectLinkLines(links: ProspectLinks | undefined): string[] {
  if (!links) return [];
  return ['Need another time? Reschedule:', links.reschedule, '', 'Cannot make it? Cancel the call:', links.cancel, ''];
}

export function confirmationText(
  booking: BookingPayload,
  companyName: string,
  timeZone: string,
  links?: ProspectLinks,
): string {
  return [
    `Hello ${safeName(booking.customerName)},`,
    '',
    `Thank you for booking a free consultation with ${companyName}. We've received your request and will confirm the meeting details within 24 hours.`,
    '',
    `Date: ${booking.date}`,
    `Time: ${timeWithZone(booking, timeZone)}`,
    `Meeting type: ${meetingLabel(booking.meetingType)}`,
    `Duration: ${CALL_DURATION_MINUTES} minutes`,
    '',
    ...prospectLinkLines(links),
    `If you did not book this call, you can ignore this e-mail.`,
    '',
    `— ${companyName}`,
  ].join('\r\n');
}

/** The calendar invite the prospect's confirmation carries: nothing typed in it but the cleaned name. */
export function confirmationInvite(
  booking: BookingPayload,
  sender: { from: string; companyName: string },
  event: { uid: string; start: Date; stamp: Date },
): MailFile {
  return {
    filename: INVITE_FILENAME,
    contentType: inviteContentType('REQUEST'),
    content: bookingInviteIcs({
      uid: event.uid,
      method: 'REQUEST',
      sequence: 0,
      start: event.start,
      durationMinutes: CALL_DURATION_MINUTES,
      summary: `${oneLine(sender.companyName)} consultation call`,
      location: meetingLabel(booking.meetingType),
      organizer: { name: oneLine(sender.companyName), email: oneLine(sender.from) },
      attendee: { name: safeName(booking.customerName), email: oneLine(booking.customerEmail) },
      stamp: event.stamp,
    }),
  };
}

export function confirmationMail(
  booking: BookingPayload,
  sender: { from: string; companyName: string },
  timeZone: string,
  event?: { uid: string; start: Date; stamp: Date },
  links?: ProspectLinks,
): Mail {
  return {
    from: `${oneLine(sender.companyName)} <${oneLine(sender.from)}>`,
    to: `${safeName(booking.customerName).replace(/["\\,;:]/g, '')} <${oneLine(booking.customerEmail)}>`,
    replyTo: oneLine(sender.from),
    subject: confirmationSubject(booking, timeZone),
    text: confirmationText(booking, sender.companyName, timeZone, links),
    ...(event ? { attachments: [confirmationInvite(booking, sender, event)] } : {}),
  };
}

/** UTF-8 text as base64, in both runtimes (btoa takes Latin-1 only). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Sends one e-mail through Resend's REST API (POST {apiUrl}/emails with a bearer key). The API
 * address comes from the environment; an idempotency key makes a retried send deliver once.
 */
export function createResendMailer({
  apiUrl,
  apiKey,
  fetchImpl = fetch,
  timeoutMs = 8_000,
}: {
  apiUrl: string;
  apiKey: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}) {
  return async function send(mail: Mail, idempotencyKey: string): Promise<void> {
    const response = await fetchImpl(`${apiUrl.replace(/\/$/, '')}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify({
        from: mail.from,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((file) => ({
                filename: file.filename,
                content: base64(file.content),
                content_type: file.contentType,
              })),
            }
          : {}),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the e-mail API answered ${response.status}: ${await response.text()}`);
  };
}
