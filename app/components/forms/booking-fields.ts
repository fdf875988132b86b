// The booking form's fields and their labels, written once: the fields' labels, the error
// summary's links and the summary of the call read them from here.

export const BOOKING_LABELS = {
  date: 'Date',
  time: 'Time',
  meetingType: 'Meeting type',
  customerName: 'Name',
  customerEmail: 'Email',
  customerPhone: 'Phone',
  company: 'Company',
  description: 'What would you like to discuss?',
} as const;

export type BookingField = keyof typeof BOOKING_LABELS;

/** The fields a booking needs before it can be sent. */
export const REQUIRED_BOOKING_FIELDS = ['date', 'time', 'customerName', 'customerEmail', 'customerPhone'] as const;
