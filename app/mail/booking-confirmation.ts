import { CALL_DURATION_MINUTES } from '~/lib/booking/booking';

/** What the booking gateway receives (SPEC.md point 7); the date is written like "March 5, 2025". */
export type BookingPayload = {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  company: string;
  date: string;
  time: string;
  meetingType: 'phone' | 'video';
  description: string;
};

const MEETING_LABELS = { phone: 'Phone call', video: 'Video call' } as const;

// Header values must stay on one line, or a value could add headers of its own.
function headerText(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
  return value.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ').trim();
}

// RFC 2047 encoded-word for header text outside ASCII.
function encodeHeader(value: string): string {
  const clean = headerText(value);
  return /^[\x20-\x7E]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}

/** The confirmation the studio sends the visitor, as the text of an RFC 5322 message. */
export function bookingConfirmationEmail(
  booking: BookingPayload,
  { from, companyName, sentAt }: { from: string; companyName: string; sentAt: Date },
): string {
  const subject = `Booking request received: ${booking.date} at ${booking.time} CST`;
  const body = [
    `Hello ${headerText(booking.customerName)},`,
    '',
    `Thank you for booking a free consultation with ${companyName}. We've received your request and will confirm the meeting details within 24 hours.`,
    '',
    `Date: ${booking.date}`,
    `Time: ${booking.time} CST`,
    `Meeting type: ${MEETING_LABELS[booking.meetingType]}`,
    `Duration: ${CALL_DURATION_MINUTES} minutes`,
    `Phone: ${headerText(booking.customerPhone)}`,
    `Company: ${headerText(booking.company) || 'Not provided'}`,
    '',
    'What you would like to discuss:',
    booking.description.trim() || 'Not provided',
    '',
    `— ${companyName}`,
  ].join('\r\n');
  return [
    `From: ${encodeHeader(companyName)} <${headerText(from)}>`,
    `To: ${encodeHeader(booking.customerName)} <${headerText(booking.customerEmail)}>`,
    `Reply-To: ${headerText(from)}`,
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
