import { describe, expect, it } from 'vitest';
import { bookingConfirmationEmail } from '~/bookings/booking-confirmation';
import type { BookingPayload } from '../../supabase/functions/_shared/booking-payload';
import { confirmationMail, safeName } from '../../supabase/functions/_shared/booking-confirmation-mail';

const booking: BookingPayload = {
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  customerPhone: '214 555 0100',
  company: 'Analytical Engines',
  date: 'March 5, 2025',
  time: '9:00 AM',
  meetingType: 'video',
  description: 'A kiosk app.\nFor a museum.',
};
const sender = {
  from: 'hello@studio.example',
  companyName: 'Bluebonnet Labs',
  sentAt: new Date('2025-03-04T16:30:00Z'),
  timeZone: 'America/Chicago',
};

function headersOf(message: string) {
  return message.split('\r\n\r\n')[0]?.split('\r\n') ?? [];
}

describe('bookingConfirmationEmail', () => {
  it('addresses the visitor and states the call with the zone and its UTC offset', () => {
    const message = bookingConfirmationEmail(booking, sender);
    expect(headersOf(message)).toEqual([
      'From: Bluebonnet Labs <hello@studio.example>',
      'To: Ada Lovelace <ada@example.com>',
      'Reply-To: hello@studio.example',
      'Subject: Booking request received: March 5, 2025 at 9:00 AM CST',
      'Date: Tue, 04 Mar 2025 16:30:00 +0000',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
    ]);
    expect(message).toContain('Time: 9:00 AM CST (UTC\u221206:00)\r\nMeeting type: Video call\r\nDuration: 30 minutes');
    expect(message).not.toMatch(/[^\r]\n/);
  });

  it('says CDT in summer (14 July 2027, 10:00 AM is UTC-5)', () => {
    const message = bookingConfirmationEmail({ ...booking, date: 'July 14, 2027', time: '10:00 AM' }, sender);
    expect(message).toContain('Subject: Booking request received: July 14, 2027 at 10:00 AM CDT');
    expect(message).toContain('Time: 10:00 AM CDT (UTC\u221205:00)');
  });

  it('carries nothing the visitor typed but a cleaned name, so it cannot relay a message to a stranger', () => {
    const message = bookingConfirmationEmail(booking, sender);
    for (const typed of ['A kiosk app', 'For a museum', 'Analytical Engines', '214 555 0100']) {
      expect(message).not.toContain(typed);
    }
  });

  it('sends the phishing booking without its link, in the headers or the text', () => {
    const phishing = {
      ...booking,
      customerName: 'Your PayPal account is locked - verify at http://paypa1-verify.example',
      customerEmail: 'victim@example.org',
    };
    const eml = bookingConfirmationEmail(phishing, sender);
    const mail = confirmationMail(phishing, sender, sender.timeZone);
    for (const text of [eml, mail.to, mail.subject, mail.text]) {
      expect(text).not.toMatch(/paypa1|https?:|verify\.example/i);
    }
    expect(mail.text).toContain('Hello Your PayPal account is locked - verify at,');
  });

  it('strips markup, addresses and host names from the name and caps it at 60 characters', () => {
    expect(safeName('<a href="https://evil.example">Ada</a> Lovelace')).toBe('Ada Lovelace');
    expect(safeName('Ada www.evil.example')).toBe('Ada');
    expect(safeName('Ada evil.example/login')).toBe('Ada');
    expect(safeName('Ada mail@evil.example')).toBe('Ada');
    expect(safeName('Ada javascript:alert(1)')).toBe('Ada');
    expect(safeName('J. R. R. Tolkien')).toBe('J. R. R. Tolkien');
    expect(safeName('x'.repeat(200))).toHaveLength(60);
    expect(safeName('https://only.example')).toBe('there');
  });

  it('keeps visitor values from adding header lines', () => {
    const message = bookingConfirmationEmail(
      {
        ...booking,
        customerName: 'Eve\r\nBcc: victim@example.com',
        customerEmail: 'eve@example.com\nBcc: x@example.com',
      },
      sender,
    );
    const headers = headersOf(message);
    expect(headers.some((line) => line.startsWith('Bcc:'))).toBe(false);
    expect(headers).toHaveLength(8);
  });

  it('encodes a name outside ASCII as an RFC 2047 word', () => {
    const headers = headersOf(bookingConfirmationEmail({ ...booking, customerName: 'Zoë' }, sender));
    expect(headers[1]).toBe(`To: =?UTF-8?B?${Buffer.from('Zoë').toString('base64')}?= <ada@example.com>`);
  });
});
