// A booking's calendar invite (RFC 5545), written once for the site's mails and the edge
// function's. Plain TypeScript with no imports, like the rules module beside it.

type InviteParty = { name: string; email: string };

export type BookingInvite = {
  /** Stable per booking (the lead id): a later CANCEL or update names the same event. */
  uid: string;
  method: 'REQUEST' | 'CANCEL';
  /** Grows with every change to the event (0 for the first invite). */
  sequence: number;
  start: Date;
  durationMinutes: number;
  summary: string;
  /** How the call happens ("Phone call", "Video call"). */
  location: string;
  organizer: InviteParty;
  attendee: InviteParty;
  /** When the invite was written. */
  stamp: Date;
  /** A request is TENTATIVE until the studio confirms it. */
  confirmed?: boolean;
};

export const INVITE_FILENAME = 'invite.ics';

export function inviteContentType(method: BookingInvite['method']): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}

/** 20261201T160000Z */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

// deno-lint-ignore no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
function textValue(value: string): string {
  return value
    .replace(CONTROL, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN=…): quoted, without the characters a quoted value cannot hold. */
function paramValue(value: string): string {
  return `"${value
    .replace(CONTROL, '')
    .replace(/[\r\n"]/g, ' ')
    .trim()}"`;
}

function mailto(email: string): string {
  return `mailto:${email.replace(CONTROL, '').replace(/[\s\r\n]/g, '')}`;
}

/** Lines longer than 75 octets folded with CRLF and a space, never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The invite as an .ics file (CRLF line ends). */
export function bookingInviteIcs(invite: BookingInvite): string {
  const end = new Date(invite.start.getTime() + invite.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${textValue(invite.organizer.name)}//Call booking//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    'BEGIN:VEVENT',
    `UID:${textValue(invite.uid)}`,
    `DTSTAMP:${utcStamp(invite.stamp)}`,
    `DTSTART:${utcStamp(invite.start)}`,
    `DTEND:${utcStamp(end)}`,
    `SEQUENCE:${invite.sequence}`,
    // A request waits for the studio's confirmation; a cancelled call is cancelled.
    `STATUS:${invite.method === 'CANCEL' ? 'CANCELLED' : invite.confirmed ? 'CONFIRMED' : 'TENTATIVE'}`,
    `SUMMARY:${textValue(invite.summary)}`,
    `LOCATION:${textValue(invite.location)}`,
    `ORGANIZER;CN=${paramValue(invite.organizer.name)}:${mailto(invite.organizer.email)}`,
    `ATTENDEE;CN=${paramValue(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(invite.attendee.email)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
