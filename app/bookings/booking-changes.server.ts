import { getContent } from '~/content/content.server';
import { signingSecret, siteOrigin } from '~/env.server';
import {
  type Availability,
  formatBookingDay,
  meetingLabel,
  openDates,
  openTimes,
  slotLabel,
  takenSlotKeys,
} from '~/lib/booking/booking';
import { describeSlot, type MailSender, prospectMail, studioChangeMail } from '~/bookings/booking-change-mails';
import { type OutgoingMail, senderAddress } from '~/mail/mailer.server';
import { type BookingLinkAction, verifyBookingLink } from '../../supabase/functions/_shared/booking-link.ts';
import { prospectLinks, studioLinks } from './booking-links.server';
import { bookingStoreFromEnv, type BookingStatus, type KeptBooking } from './booking-store.server';
import { takenSlotsFromEnv } from './booking-gateway.server';
import { logger } from '../../server/logger.js';

// What the links in booking mails open: a page that shows the booking (GET changes nothing, since
// mail scanners follow links) and a form whose POST makes the change (docs/decisions/0019).

export const PROSPECT_ACTIONS = ['cancel', 'reschedule'] as const satisfies readonly BookingLinkAction[];
export const STUDIO_ACTIONS = ['confirm', 'decline'] as const satisfies readonly BookingLinkAction[];

/** How many days with open times the reschedule form lists. */
const LISTED_DAYS = 10;

export type BookingView = {
  date: string;
  time: string;
  meeting: string;
  status: BookingStatus;
};

/**
 * A day the booking may move to, in the availability's zone: each time's value is what the form
 * posts, its label names the zone ("9:00 AM CST"), and `clock` with the day's `timeZone` lets the
 * browser add the visitor's own time.
 */
export type SlotDay = {
  date: string;
  label: string;
  timeZone: string;
  times: { value: string; label: string; clock: string }[];
};

export type LinkPage =
  | { status: 'open'; action: BookingLinkAction; booking: BookingView; days: SlotDay[] }
  | { status: 'problem'; httpStatus: number; title: string; message: string };

/** A mail of a booking change and whose booking it is (the person a deletion request names). */
export type BookingMail = {
  mail: OutgoingMail;
  booking: { id: string; customerName: string; customerEmail: string };
};

/**
 * What became of one mail handed over: `kept` as a delivery (sent now, or retried until it goes),
 * or, when the store could not write it, `sent` once as it is or `unsent`.
 */
export type MailHandover = 'kept' | 'sent' | 'unsent';

/**
 * Keeps each mail as a delivery before sending it: one the mail API cannot take now is retried
 * with the leads, and sent once (the lead service's claims and the mail's idempotency key).
 * Answers what became of each, in order.
 */
export type KeepBookingMails = (mails: BookingMail[]) => Promise<MailHandover[]>;

export type ChangeOutcome =
  | { status: 'done'; title: string; message: string }
  | { status: 'refused'; field?: 'slot'; message: string; httpStatus: number };

const LINK_PROBLEMS = {
  invalid: {
    httpStatus: 400,
    title: 'This link does not work',
    message: 'The link is incomplete or has been changed. Open it again from the e-mail, or write to us.',
  },
  expired: {
    httpStatus: 410,
    title: 'This link has expired',
    message: 'Links in booking e-mails work until the call starts. Write to us and we will help.',
  },
  'not-found': {
    httpStatus: 404,
    title: 'We cannot find this booking',
    message: 'The booking this link belongs to is not on our calendar. Write to us and we will help.',
  },
  unavailable: {
    httpStatus: 503,
    title: 'Bookings cannot be changed right now',
    message: 'We could not read the calendar just now. Please try again in a few minutes.',
  },
} as const;

function problem(kind: keyof typeof LINK_PROBLEMS): Extract<LinkPage, { status: 'problem' }> {
  return { status: 'problem', ...LINK_PROBLEMS[kind] };
}

async function context() {
  const content = getContent();
  const [settings, availability] = await Promise.all([content.siteSettings(), content.bookingAvailability()]);
  if (!settings || !availability) return null;
  const sender: MailSender = {
    companyName: settings.companyName,
    from: senderAddress(settings.companyName),
    studioAddress: settings.enquiryEmail,
  };
  return { sender, availability };
}

function view(booking: KeptBooking, timeZone: string): BookingView {
  const slot = describeSlot(booking.slotStart, timeZone);
  return {
    date: slot.date,
    time: slot.time,
    meeting: meetingLabel(booking.meetingType),
    status: booking.status,
  };
}

/** The days and times a booking may move to: every rule, minus slots other bookings hold. */
async function openDays(availability: Availability, now: Date): Promise<SlotDay[]> {
  // The booking's own time is among the taken ones: moving to it would change nothing.
  const taken = takenSlotKeys(await takenSlotsFromEnv(now), availability.timeZone);
  return openDates(availability, now, taken, LISTED_DAYS).map((date) => ({
    date,
    label: formatBookingDay(date),
    timeZone: availability.timeZone,
    times: openTimes(availability, date, now, taken).map((time) => ({
      value: `${date} ${time}`,
      label: slotLabel(date, time, availability.timeZone),
      clock: time,
    })),
  }));
}

type Verified = { action: BookingLinkAction; booking: KeptBooking };

async function verified(
  token: string,
  accepted: readonly BookingLinkAction[],
  now: Date,
): Promise<Verified | keyof typeof LINK_PROBLEMS> {
  const check = await verifyBookingLink(signingSecret(), token, accepted, now);
  if (!check.ok) return check.reason === 'expired' ? 'expired' : 'invalid';
  let booking: KeptBooking | null;
  try {
    booking = await bookingStoreFromEnv().find(check.bookingId);
  } catch (error) {
    logger('booking').error({ bookingId: check.bookingId, reason: String(error) }, 'could not read the booking');
    return 'unavailable';
  }
  return booking ? { action: check.action, booking } : 'not-found';
}

/** What a link's page shows; reading it changes nothing. */
export async function openBookingLink(
  token: string,
  accepted: readonly BookingLinkAction[],
  now = new Date(),
): Promise<LinkPage> {
  const found = await verified(token, accepted, now);
  if (typeof found === 'string') return problem(found);
  const settings = await context();
  if (!settings) return problem('unavailable');
  const live = found.booking.status === 'requested' || found.booking.status === 'confirmed';
  const days = found.action === 'reschedule' && live ? await openDays(settings.availability, now).catch(() => []) : [];
  return { status: 'open', action: found.action, booking: view(found.booking, settings.availability.timeZone), days };
}

const ALREADY: Record<BookingStatus, string> = {
  requested: 'This call is still waiting for the studio to confirm it.',
  confirmed: 'This call is already confirmed.',
  declined: 'This call was declined, so it can no longer be changed.',
  cancelled: 'This call was canceled, so it can no longer be changed.',
};

/**
 * Carries out the action the token allows: cancel, reschedule (to `slot`, "YYYY-MM-DD 9:00 AM"),
 * confirm or decline. Stores the change first, then keeps its mails as deliveries and sends them.
 */
export async function changeBooking(
  request: Request,
  token: string,
  accepted: readonly BookingLinkAction[],
  intent: string,
  slot: string | undefined,
  keepMails: KeepBookingMails,
  now = new Date(),
): Promise<ChangeOutcome> {
  const found = await verified(token, accepted, now);
  if (typeof found === 'string') return { status: 'refused', ...LINK_PROBLEMS[found] };
  if (intent !== found.action)
    return { status: 'refused', httpStatus: 400, message: 'This link does not allow that change.' };
  const settings = await context();
  if (!settings) return { status: 'refused', ...LINK_PROBLEMS.unavailable };
  const { sender, availability } = settings;
  const zone = availability.timeZone;
  const store = bookingStoreFromEnv();
  const origin = siteOrigin(request);
  const { booking } = found;
  const send = async (mails: OutgoingMail[]) => {
    await keepMails(mails.map((mail) => ({ mail, booking })));
  };
  try {
    switch (found.action) {
      case 'cancel': {
        const done = await store.setStatus(booking.id, ['requested', 'confirmed'], 'cancelled');
        if (!done) return { status: 'refused', httpStatus: 409, message: ALREADY[booking.status] };
        await send([
          prospectMail('cancelled', done, sender, zone, now, undefined),
          studioChangeMail(done, sender, zone, { kind: 'cancelled' }),
        ]);
        return {
          status: 'done',
          title: 'Your call is canceled',
          message: 'The time is free for someone else. We have sent you an update for your calendar.',
        };
      }
      case 'reschedule': {
        const [isoDate = '', ...rest] = (slot ?? '').split(' ');
        const time = rest.join(' ');
        const moved = await store.move(booking.id, isoDate, time, availability, now);
        if (moved.status === 'not-live')
          return { status: 'refused', httpStatus: 409, message: ALREADY[booking.status] };
        if (moved.status === 'refused')
          return {
            status: 'refused',
            field: 'slot',
            httpStatus: 409,
            message:
              moved.problem.code === 'taken'
                ? 'That time was just taken; please pick another.'
                : 'That time is not available. Pick one of the open times.',
          };
        const start = new Date(moved.booking.slotStart);
        const [prospect, studio] = await Promise.all([
          prospectLinks(origin, booking.id, start),
          studioLinks(origin, booking.id, start),
        ]);
        await send([
          prospectMail('moved', moved.booking, sender, zone, now, prospect),
          studioChangeMail(moved.booking, sender, zone, {
            kind: 'moved',
            from: booking.slotStart,
            links: studio,
          }),
        ]);
        const when = describeSlot(moved.booking.slotStart, zone);
        return {
          status: 'done',
          title: 'Your call has a new time',
          message: `It is now on ${when.date} at ${when.time}. We have sent you a new invite and will confirm within 24 hours.`,
        };
      }
      case 'confirm': {
        const done = await store.setStatus(booking.id, ['requested'], 'confirmed');
        if (!done) return { status: 'refused', httpStatus: 409, message: ALREADY[booking.status] };
        const links = await prospectLinks(origin, booking.id, new Date(done.slotStart));
        await send([prospectMail('confirmed', done, sender, zone, now, links)]);
        return { status: 'done', title: 'Call confirmed', message: 'The prospect has been sent the confirmation.' };
      }
      case 'decline': {
        const done = await store.setStatus(booking.id, ['requested', 'confirmed'], 'declined');
        if (!done) return { status: 'refused', httpStatus: 409, message: ALREADY[booking.status] };
        await send([prospectMail('declined', done, sender, zone, now, `${origin}/book-call`)]);
        return {
          status: 'done',
          title: 'Call declined',
          message: 'The prospect has been told and asked to pick another time; the time is open again.',
        };
      }
    }
  } catch (error) {
    logger('booking').error(
      { bookingId: booking.id, action: found.action, reason: String(error) },
      'a booking change failed',
    );
    return { status: 'refused', ...LINK_PROBLEMS.unavailable };
  }
}
