// The request handling of the send-booking-confirmation edge function, kept free of Deno-only
// APIs so the same code runs under Deno in Supabase and under Node in the repository's tests.
// It cannot import the site's modules (different runtime and bundling), so it checks the payload
// itself; a test keeps its slot list equal to the site's.

export type BookingRequest = {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  company: string;
  date: string;
  time: string;
  meetingType: 'phone' | 'video';
  description: string;
};

export interface HandlerDependencies {
  /** Records the booking durably; throws when it could not. */
  saveBooking(booking: BookingRequest): Promise<void>;
}

/** The times a call can be booked, in US Central time. */
export const OFFERED_TIMES = ['9:00 AM', '10:00 AM', '1:00 PM', '2:00 PM', '3:00 PM'];

const MAX_BODY_BYTES = 16 * 1024;
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const BOOKING_DATE = new RegExp(`^(${MONTHS}) ([1-9]|[12]\\d|3[01]), \\d{4}$`);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{7,30}$/;

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });
}

function text(value: unknown, max: number): string | null {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > max) return null;
  return value.trim();
}

/** Checks the payload the site sends (SPEC.md point 7); returns the booking or what is wrong. */
export function parseBooking(input: unknown): { booking: BookingRequest } | { error: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { error: 'Expected a JSON object.' };
  const record = input as Record<string, unknown>;
  const customerName = text(record.customerName, 120);
  const customerEmail = text(record.customerEmail, 254);
  const customerPhone = text(record.customerPhone, 30);
  const company = text(record.company, 120);
  const date = text(record.date, 40);
  const time = text(record.time, 10);
  const meetingType = record.meetingType;
  const description = text(record.description, 3000);
  if (!customerName) return { error: 'customerName is required.' };
  if (!customerEmail || !EMAIL.test(customerEmail)) return { error: 'customerEmail must be an e-mail address.' };
  if (!customerPhone || !PHONE.test(customerPhone)) return { error: 'customerPhone must be a phone number.' };
  if (company === null) return { error: 'company must be text of at most 120 characters.' };
  if (!date || !BOOKING_DATE.test(date)) return { error: 'date must be written like "March 5, 2025".' };
  if (!time || !OFFERED_TIMES.includes(time)) return { error: `time must be one of ${OFFERED_TIMES.join(', ')}.` };
  if (meetingType !== 'phone' && meetingType !== 'video') return { error: 'meetingType must be "phone" or "video".' };
  if (description === null) return { error: 'description must be text of at most 3000 characters.' };
  return { booking: { customerName, customerEmail, customerPhone, company, date, time, meetingType, description } };
}

export function createHandler(dependencies: HandlerDependencies): (request: Request) => Promise<Response> {
  return async function handler(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
    if (request.method !== 'POST') return json(405, { error: 'Use POST.' });
    const raw = await request.text();
    if (new TextEncoder().encode(raw).byteLength > MAX_BODY_BYTES)
      return json(413, { error: 'The request is too large.' });
    let input: unknown;
    try {
      input = JSON.parse(raw);
    } catch {
      return json(400, { error: 'The body must be JSON.' });
    }
    const parsed = parseBooking(input);
    if ('error' in parsed) return json(400, { error: parsed.error });
    try {
      await dependencies.saveBooking(parsed.booking);
    } catch (error) {
      console.error('send-booking-confirmation: could not save the booking', error);
      return json(500, { error: 'The booking could not be recorded. Please try again.' });
    }
    return json(200, { ok: true });
  };
}
