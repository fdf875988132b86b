// The confirmation a booking's visitor gets, with its calendar invite: the function sends it, and
// the site's local gateway writes the very same text as an .eml file, the invite beside it. The
// studio is told of every booking by the site's notifier. The confirmation goes to whatever
// address was typed, so it carries nothing else typed but a cleaned name (docs/decisions/0019):
// it cannot be made to carry someone's message (a link, a phone number) to a stranger.
import {
  CALL_DURATION_MINUTES,
  slotStart,
  utcOffsetLabel,
  writtenDateToIso,
  zoneAbbreviation,
} from './booking-rules.ts';
import { bookingInviteIcs, INVITE_FILENAME, inviteContentType } from './booking-invite.ts';
import { type BookingPayload, meetingLabel } from './booking-payload.ts';
import { oneLine } from './text.ts';

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
