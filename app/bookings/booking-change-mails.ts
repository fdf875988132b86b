import { CALL_DURATION_MINUTES, type MeetingType, meetingLabel } from '~/lib/booking/booking';
import type { MailAttachment, OutgoingMail } from '~/mail/mailer.server';
import {
  clockToLabel,
  isoToWrittenDate,
  utcOffsetLabel,
  zonedMoment,
  zoneAbbreviation,
} from '../../supabase/functions/_shared/booking-rules.ts';
import {
  bookingInviteIcs,
  INVITE_FILENAME,
  inviteContentType,
} from '../../supabase/functions/_shared/booking-invite.ts';
import {
  prospectLinkLines,
  type ProspectLinks,
  safeName,
} from '../../supabase/functions/_shared/booking-confirmation-mail.ts';
import { escapeHtml, oneLine } from '../../supabase/functions/_shared/text.ts';

// The mails a change of a booking sends: to the prospect (canceled, moved, confirmed, declined,
// the reminder) and to the studio (canceled or moved by the prospect). As with the first
// confirmation, the prospect's mails carry nothing typed but the cleaned name (docs/decisions/0019).

export type ChangedBooking = {
  id: string;
  customerName: string;
  customerEmail: string;
  meetingType: MeetingType;
  slotStart: string;
  sequence: number;
};

export type MailSender = { companyName: string; from: string; studioAddress: string };

/** "July 14, 2027" and "10:00 AM CDT (UTC−05:00)": a slot as the studio's zone names it. */
export function describeSlot(start: string, timeZone: string): { date: string; time: string; short: string } {
  const instant = new Date(start);
  const moment = zonedMoment(instant, timeZone);
  const clock = `${String(Math.floor(moment.secondOfDay / 3600)).padStart(2, '0')}:${String(Math.floor(moment.secondOfDay / 60) % 60).padStart(2, '0')}`;
  const short = `${clockToLabel(clock)} ${zoneAbbreviation(instant, timeZone)}`;
  return {
    date: isoToWrittenDate(moment.isoDate),
    time: `${short} (${utcOffsetLabel(instant, timeZone)})`,
    short,
  };
}

/** The text as simple HTML: paragraphs, and each address a link. */
function htmlOf(text: string): string {
  const paragraphs = text.split('\n\n').map((block) => {
    const html = block
      .split('\n')
      .map((line) =>
        /^https?:\/\/\S+$/.test(line) ? `<a href="${escapeHtml(line)}">${escapeHtml(line)}</a>` : escapeHtml(line),
      )
      .join('<br>');
    return `<p>${html}</p>`;
  });
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:15px;color:#111">${paragraphs.join('')}</body></html>`;
}

function invite(
  booking: ChangedBooking,
  sender: MailSender,
  method: 'REQUEST' | 'CANCEL',
  stamp: Date,
  confirmed = false,
): MailAttachment {
  return {
    filename: INVITE_FILENAME,
    contentType: inviteContentType(method),
    content: bookingInviteIcs({
      uid: booking.id,
      method,
      sequence: booking.sequence,
      start: new Date(booking.slotStart),
      durationMinutes: CALL_DURATION_MINUTES,
      summary: `${oneLine(sender.companyName)} consultation call`,
      location: meetingLabel(booking.meetingType),
      organizer: { name: oneLine(sender.companyName), email: oneLine(sender.studioAddress) },
      attendee: { name: safeName(booking.customerName), email: oneLine(booking.customerEmail) },
      stamp,
      confirmed,
    }),
  };
}

function callLines(booking: ChangedBooking, timeZone: string): string[] {
  const slot = describeSlot(booking.slotStart, timeZone);
  return [
    `Date: ${slot.date}`,
    `Time: ${slot.time}`,
    `Meeting type: ${meetingLabel(booking.meetingType)}`,
    `Duration: ${CALL_DURATION_MINUTES} minutes`,
    '',
  ];
}

/** What each mail to the prospect ends with: their links, or (declined) the booking page. */
type NextSteps = {
  cancelled: undefined;
  moved: ProspectLinks;
  confirmed: ProspectLinks;
  declined: string;
  reminder: ProspectLinks;
};

type ProspectChange = keyof NextSteps;

type ProspectWords<C extends ProspectChange> = {
  /** The subject, given "March 5, 2025 at 2:00 PM CST". */
  subject: (when: string) => string;
  opening: string;
  /** The calendar update it carries: REQUEST adds or moves the call, CANCEL removes it; a reminder has none. */
  invite?: { method: 'REQUEST' | 'CANCEL'; confirmed?: boolean };
  closing: (next: NextSteps[C]) => string[];
};

/** The words of each mail to the prospect, one row per change (and the reminder). */
const PROSPECT_WORDS: { [C in ProspectChange]: ProspectWords<C> } = {
  cancelled: {
    subject: (when) => `Call canceled: ${when}`,
    opening: 'Your call with us is canceled, as you asked. The attached update removes it from your calendar.',
    invite: { method: 'CANCEL' },
    closing: () => ['You are welcome to book another time on our website whenever it suits you.', ''],
  },
  moved: {
    subject: (when) => `Booking moved: ${when}`,
    opening: 'Your call has a new time. We will confirm it within 24 hours; the attached invite replaces the old one.',
    invite: { method: 'REQUEST' },
    closing: prospectLinkLines,
  },
  confirmed: {
    subject: (when) => `Call confirmed: ${when}`,
    opening: 'Good news: your call is confirmed. The attached invite updates your calendar.',
    invite: { method: 'REQUEST', confirmed: true },
    closing: prospectLinkLines,
  },
  declined: {
    subject: (when) => `We cannot take the call on ${when}`,
    opening:
      'We are sorry: we cannot take your call at the time you picked. The attached update removes it from your calendar.',
    invite: { method: 'CANCEL' },
    closing: (bookingPage) => ['Please pick another time:', bookingPage, ''],
  },
  reminder: {
    subject: (when) => `Reminder: your call on ${when}`,
    opening: 'A reminder of your call with us tomorrow.',
    closing: prospectLinkLines,
  },
};

/**
 * The mail to the prospect about a change of their booking (or the reminder of it): the change's
 * words, the call, what they can do next, and the calendar update, sent once per change (its
 * idempotency key names the change and the booking's SEQUENCE).
 */
export function prospectMail<C extends ProspectChange>(
  change: C,
  booking: ChangedBooking,
  sender: MailSender,
  timeZone: string,
  stamp: Date,
  next: NextSteps[C],
): OutgoingMail {
  const words = PROSPECT_WORDS[change] as ProspectWords<C>;
  const slot = describeSlot(booking.slotStart, timeZone);
  const text = [
    `Hello ${safeName(booking.customerName)},`,
    '',
    words.opening,
    '',
    ...callLines(booking, timeZone),
    ...words.closing(next),
    `— ${sender.companyName}`,
    '',
  ].join('\n');
  return {
    // One message per change: the SEQUENCE names the change, so a retry sends it once.
    idempotencyKey: `booking-${change}/${booking.id}/${booking.sequence}`,
    from: sender.from,
    to: `${safeName(booking.customerName).replace(/["\\,;:<>]/g, '')} <${oneLine(booking.customerEmail)}>`,
    replyTo: oneLine(sender.studioAddress),
    subject: words.subject(`${slot.date} at ${slot.short}`),
    text,
    html: htmlOf(text),
    attachments: words.invite ? [invite(booking, sender, words.invite.method, stamp, words.invite.confirmed)] : [],
  };
}

export type StudioLinks = { confirm: string; decline: string };

/** The studio hears of what the prospect changed; a new time comes with its confirm and decline links. */
export function studioChangeMail(
  booking: ChangedBooking,
  sender: MailSender,
  timeZone: string,
  change: { kind: 'cancelled' } | { kind: 'moved'; from: string; links: StudioLinks },
): OutgoingMail {
  const name = oneLine(booking.customerName);
  const slot = describeSlot(booking.slotStart, timeZone);
  const lines =
    change.kind === 'cancelled'
      ? [
          `${name} canceled their call on ${slot.date} at ${slot.time}. The time is open again.`,
          '',
          `Booking id: ${booking.id}`,
        ]
      : [
          `${name} moved their call from ${describeSlot(change.from, timeZone).date} at ${describeSlot(change.from, timeZone).time} to ${slot.date} at ${slot.time}. The old time is open again.`,
          '',
          'Confirm the new time:',
          change.links.confirm,
          '',
          'Decline it (the prospect is told and the time is freed):',
          change.links.decline,
          '',
          `Booking id: ${booking.id}`,
        ];
  const text = [...lines, ''].join('\n');
  return {
    idempotencyKey: `booking-studio-${change.kind}/${booking.id}/${booking.sequence}`,
    from: sender.from,
    to: sender.studioAddress,
    replyTo: `${name.replace(/["\\,;:<>]/g, '')} <${oneLine(booking.customerEmail)}>`,
    subject: `Call ${change.kind === 'cancelled' ? 'canceled' : 'moved'} by ${name}: ${slot.date} at ${slot.short}`,
    text,
    html: htmlOf(text),
    attachments: [],
  };
}
