// What the booking tests post and write alike: a visitor's booking, the moment before it, a line
// of the local bookings file. Plain values, no app module: any test layer may import them.

/** Tuesday 4 March 2025, 10:30 in Dallas: the day before ADA_BOOKING. */
export const BOOKING_EVE = new Date('2025-03-04T16:30:00Z');

/** The /book-call form as a visitor fills it in: Wednesday 5 March 2025, 2:00 PM in Dallas, a video call. */
export const ADA_BOOKING = {
  date: '2025-03-05',
  time: '2:00 PM',
  meetingType: 'video',
  customerName: 'Ada Lovelace',
  customerEmail: 'ada@example.com',
  customerPhone: '214 555 0100',
  company: '',
  description: 'Kiosk app',
};

/** A line of the local bookings file as the embedded gateway writes it (Wednesday 5 March 2025), for a test that writes the file itself. */
export function bookingLine(id: string, slotStart: string, status: string) {
  return {
    id,
    submissionKey: id,
    customerName: 'Ada Lovelace',
    customerEmail: `${id}@example.com`,
    meetingType: 'video',
    date: 'March 5, 2025',
    time: '2:00 PM',
    slotStart,
    status,
    sequence: 0,
  };
}
