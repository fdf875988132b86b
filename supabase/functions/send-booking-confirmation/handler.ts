// The request handling of the send-booking-confirmation edge function, kept free of Deno-only
// APIs so the same code runs under Deno in Supabase (and `deno test`) and under Node in the
// repository's integration tests. It checks the payload itself and every booking rule with the
// rules module the site runs too (../_shared/booking-rules.ts), against the availability
// document it reads from Sanity: a caller with the public key gets no shortcut.
import {
  type Availability,
  labelToClock,
  SLOT_TAKEN,
  slotProblem,
  slotStart,
  writtenDateToIso,
} from '../_shared/booking-rules.ts';
import { isMeetingType, type KeyedBooking } from '../_shared/booking-payload.ts';
import {
  confirmationMail,
  CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  type Mail,
  type ProspectLinks,
} from '../_shared/booking-confirmation-mail.ts';

/** The payload as checked, with what the function works out from it to store it. */
export type BookingRequest = KeyedBooking & {
  /** The date as a SQL date. */
  isoDate: string;
  /** The time as a SQL time. */
  sqlTime: string;
  /** The instant the call starts (ISO), the column the database keeps one live booking per. */
  slotStart: string;
  timeZone: string;
};

/** A stored booking and which of its e-mails went out already. */
export type StoredBooking = { id: string; confirmationSentAt: string | null };

export interface HandlerDependencies {
  /**
   * Stores the booking, or returns the one already stored under its submission key, or
   * SLOT_TAKEN when another live booking holds the slot; throws when it cannot.
   */
  saveBooking(booking: BookingRequest): Promise<StoredBooking | typeof SLOT_TAKEN>;
  /** The start instants of live bookings from `from` on. */
  takenSlots(from: Date): Promise<string[]>;
  /** The "Booking availability" document, or null when it cannot be read or is invalid. */
  loadAvailability(): Promise<Availability | null>;
  /** Records that the confirmation was sent, so a retry does not send it again. */
  markMailSent(submissionKey: string): Promise<void>;
  /** How many confirmations went to this address since `since`. */
  confirmationsSentTo(email: string, since: Date): Promise<number>;
  /** Sends through the e-mail API; absent when no API key is configured. Throws on failure. */
  sendMail?: (mail: Mail, idempotencyKey: string) => Promise<void>;
  /**
   * The prospect's signed cancel and reschedule links (the site's origin, signed with the secret
   * the site shares); absent when those secrets are not set, and the confirmation has none.
   */
  prospectLinks?: (bookingId: string, start: Date) => Promise<ProspectLinks>;
  sender: { from: string; companyName: string };
  now?: () => Date;
  log?: (line: string) => void;
}

const MAX_BODY_BYTES = 16 * 1024;
const DAY_MS = 86_400_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{7,30}$/;
const KEY = /^[A-Za-z0-9-]{8,64}$/;

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the payload and the booking rules; returns the booking or what is wrong. */
export function parseBooking(
  input: unknown,
  availability: Availability,
  now: Date = new Date(),
): { booking: BookingRequest } | { error: string } {
  if (!isRecord(input)) return { error: 'Expected a JSON object.' };
  const customerName = text(input.customerName, 120);
  const customerEmail = text(input.customerEmail, 254);
  const customerPhone = text(input.customerPhone, 30);
  const company = text(input.company, 120);
  const date = text(input.date, 40);
  const time = text(input.time, 10);
  const meetingType = input.meetingType;
  const description = text(input.description, 3000);
  const submissionKey = text(input.submissionKey, 64);
  if (!customerName) return { error: 'customerName is required.' };
  if (!customerEmail || !EMAIL.test(customerEmail)) return { error: 'customerEmail must be an e-mail address.' };
  if (!customerPhone || !PHONE.test(customerPhone)) return { error: 'customerPhone must be a phone number.' };
  if (company === null) return { error: 'company must be text of at most 120 characters.' };
  const isoDate = date ? writtenDateToIso(date) : null;
  if (!date || !isoDate) return { error: 'date must be a real calendar day written like "March 5, 2025".' };
  const clock = time ? labelToClock(time) : null;
  if (!time || !clock) return { error: 'time must be written like "9:00 AM".' };
  if (!isMeetingType(meetingType)) return { error: 'meetingType must be "phone" or "video".' };
  if (description === null) return { error: 'description must be text of at most 3000 characters.' };
  if (!submissionKey || !KEY.test(submissionKey))
    return { error: 'submissionKey is required (8 to 64 letters, digits or dashes).' };
  // Taken slots are the database's to refuse (its unique index), so two requests cannot both win.
  const problem = slotProblem(availability, isoDate, time, now);
  if (problem) return { error: `${problem.code}: ${problem.message}` };
  return {
    booking: {
      customerName,
      customerEmail,
      customerPhone,
      company,
      date,
      time,
      meetingType,
      description,
      submissionKey,
      isoDate,
      sqlTime: clock,
      slotStart: slotStart(isoDate, time, availability.timeZone).toISOString(),
      timeZone: availability.timeZone,
    },
  };
}

export function createHandler(dependencies: HandlerDependencies): (request: Request) => Promise<Response> {
  const log = dependencies.log ?? ((line: string) => console.error(line));
  return async function handler(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
    const now = dependencies.now?.() ?? new Date();
    if (request.method === 'GET') {
      // Which slots are taken, for the site's picker: start instants only, nothing personal.
      try {
        return json(200, { taken: await dependencies.takenSlots(now) });
      } catch (error) {
        log(`send-booking-confirmation: could not read the taken slots: ${String(error)}`);
        return json(503, { error: 'The taken slots could not be read. Please try again.' });
      }
    }
    if (request.method !== 'POST') return json(405, { error: 'Use GET or POST.' });
    const raw = await request.text();
    if (new TextEncoder().encode(raw).byteLength > MAX_BODY_BYTES)
      return json(413, { error: 'The request is too large.' });
    let input: unknown;
    try {
      input = JSON.parse(raw);
    } catch {
      return json(400, { error: 'The body must be JSON.' });
    }
    // Without the availability document no rule can be checked: refusing (and the site retrying
    // later) is safer than booking a closed day against a guess (docs/decisions/0019).
    let availability: Availability | null;
    try {
      availability = await dependencies.loadAvailability();
    } catch (error) {
      log(`send-booking-confirmation: could not read the availability: ${String(error)}`);
      availability = null;
    }
    if (!availability) return json(503, { error: 'availability-unavailable' });
    const parsed = parseBooking(input, availability, now);
    if ('error' in parsed) return json(400, { error: parsed.error });
    const booking = parsed.booking;

    // Stored first: whatever happens to the e-mails, the booking is kept.
    let stored: StoredBooking | typeof SLOT_TAKEN;
    try {
      stored = await dependencies.saveBooking(booking);
    } catch (error) {
      log(`send-booking-confirmation: could not save the booking: ${String(error)}`);
      return json(500, { error: 'The booking could not be recorded. Please try again.' });
    }
    if (stored === SLOT_TAKEN) return json(409, { error: SLOT_TAKEN });

    const send = dependencies.sendMail;
    if (!send) {
      log('send-booking-confirmation: RESEND_API_KEY is not set; the booking is stored and no e-mail was sent');
      return json(200, { ok: true, id: stored.id, mail: 'not-configured' });
    }
    // An address that got CONFIRMATIONS_PER_ADDRESS_PER_DAY already gets no more today: the
    // booking is kept (and the studio told by the site), but the form cannot flood a stranger.
    const flooded =
      !stored.confirmationSentAt &&
      (await dependencies
        .confirmationsSentTo(booking.customerEmail, new Date(now.getTime() - DAY_MS))
        .catch(() => 0)) >= CONFIRMATIONS_PER_ADDRESS_PER_DAY;
    if (flooded) log(`send-booking-confirmation: ${stored.id}: the address had its confirmations for today`);
    // The prospect's confirmation only: the studio hears of every lead, bookings included, from
    // the site's notifier (one notification per lead), so the function sends it no notice.
    if (!flooded && !stored.confirmationSentAt) {
      const start = new Date(booking.slotStart);
      const mail = confirmationMail(
        booking,
        dependencies.sender,
        booking.timeZone,
        { uid: booking.submissionKey, start, stamp: now },
        await dependencies.prospectLinks?.(booking.submissionKey, start),
      );
      try {
        // The API's idempotency key: a retry after a lost answer does not send the e-mail twice.
        await send(mail, `booking-confirmation/${booking.submissionKey}`);
        await dependencies.markMailSent(booking.submissionKey);
      } catch (error) {
        log(`send-booking-confirmation: the confirmation e-mail of ${stored.id} failed: ${String(error)}`);
        // Not a 2xx, so the site keeps the lead marked for retry; the retry finds the stored
        // booking by its key and sends only what is still unsent.
        return json(502, { error: 'The booking is recorded; its e-mail could not be sent yet.', stored: true });
      }
    }
    return json(200, { ok: true, id: stored.id });
  };
}
