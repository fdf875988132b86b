import { describe, expect, it } from 'vitest';
import { bookingConfirmationEmail, type BookingPayload } from '~/mail/booking-confirmation';

const booking: BookingPayload = {
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  customerPhone: '214 555 0100',
  company: '',
  date: 'March 5, 2025',
  time: '9:00 AM',
  meetingType: 'video',
  description: 'A kiosk app.\nFor a museum.',
};
const sender = {
  from: 'hello@studio.example',
  companyName: 'Bluebonnet Labs',
  sentAt: new Date('2025-03-04T16:30:00Z'),
};

function headersOf(message: string) {
  return message.split('\r\n\r\n')[0]?.split('\r\n') ?? [];
}

describe('bookingConfirmationEmail', () => {
  it('addresses the visitor and states the call', () => {
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
    expect(message).toContain('Meeting type: Video call\r\nDuration: 30 minutes');
    expect(message).toContain('Company: Not provided');
    expect(message).toContain('A kiosk app.\r\nFor a museum.');
    expect(message).not.toMatch(/[^\r]\n/);
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
