// What the site sends the booking function, written once for both sides: the site keeps it with
// a booking lead and hands it to its gateway (the edge function, or the local gateway that does
// the function's work in development); the function checks it on arrival and writes the
// visitor's confirmation from it. Plain TypeScript with no imports, like the rules module beside
// it, so Deno, Node and the browser run it (docs/decisions/0019).

/** The kinds of call a visitor books, with the words every page and mail shows for them. */
export const MEETING_TYPES = [
  { value: 'phone', label: 'Phone call' },
  { value: 'video', label: 'Video call' },
] as const;

export type MeetingType = (typeof MEETING_TYPES)[number]['value'];

export function isMeetingType(value: unknown): value is MeetingType {
  return MEETING_TYPES.some((type) => type.value === value);
}

/** The words for a kind of call ("Phone call"). */
export function meetingLabel(type: MeetingType): string {
  return MEETING_TYPES.find((candidate) => candidate.value === type)?.label ?? '';
}

/** The booking as the visitor made it (docs/specification.md section 7). */
export type BookingPayload = {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  company: string;
  /** As the visitor saw it, "March 5, 2025". */
  date: string;
  /** In the availability's zone, "9:00 AM". */
  time: string;
  meetingType: MeetingType;
  description: string;
};

/** The payload as sent, with the site's lead id: the booking is stored once per key however often it is sent. */
export type KeyedBooking = BookingPayload & { submissionKey: string };

/**
 * The payload's fields of a value the site kept (a booking lead's payload holds more beside
 * them), or null when one is missing or not of its type. No limits or rules: the gateway that
 * receives it checks those.
 */
export function bookingPayloadOf(value: unknown): BookingPayload | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields = value as Record<string, unknown>;
  const text = (key: Exclude<keyof BookingPayload, 'meetingType'>): string | null => {
    const field = fields[key];
    return typeof field === 'string' ? field : null;
  };
  const customerName = text('customerName');
  const customerEmail = text('customerEmail');
  const customerPhone = text('customerPhone');
  const company = text('company');
  const date = text('date');
  const time = text('time');
  const meetingType = fields.meetingType;
  const description = text('description');
  if (
    customerName === null ||
    customerEmail === null ||
    customerPhone === null ||
    company === null ||
    date === null ||
    time === null ||
    !isMeetingType(meetingType) ||
    description === null
  )
    return null;
  return { customerName, customerEmail, customerPhone, company, date, time, meetingType, description };
}
