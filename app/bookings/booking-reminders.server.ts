import { getContent } from '~/content/content.server';
import { reminderMail } from '~/bookings/booking-change-mails';
import { mailerFromEnv, type Mailer, senderAddress } from '~/mail/mailer.server';
import { prospectLinks, siteLinkOrigin } from './booking-links.server';
import { type BookingStore, bookingStoreFromEnv } from './booking-store.server';
import { logger } from '../../server/logger.js';

// The reminder a prospect gets a day before a confirmed call, at most once per booking. The lead
// service's background loop calls `remindDue` on every pass; it looks at the calendar at most
// once a minute (docs/decisions/0019).

const REMINDER_AHEAD_MS = 24 * 3_600_000;
const LOOK_EVERY_MS = 60_000;

export function createBookingReminders({
  store = bookingStoreFromEnv,
  mailer = mailerFromEnv,
  now = () => new Date(),
  log = (line: string) => logger('booking').error(line),
}: {
  store?: () => BookingStore;
  mailer?: () => Mailer;
  now?: () => Date;
  log?: (line: string) => void;
} = {}) {
  let lastLook = Number.NEGATIVE_INFINITY;
  /** Sends the reminders now due; answers how many went out. */
  return async function remindDue(): Promise<number> {
    const at = now();
    if (at.getTime() - lastLook < LOOK_EVERY_MS) return 0;
    lastLook = at.getTime();
    const [settings, availability] = await Promise.all([
      getContent().siteSettings(),
      getContent().bookingAvailability(),
    ]);
    if (!settings || !availability) return 0;
    const bookings = store();
    const due = await bookings.remindersDue(at, new Date(at.getTime() + REMINDER_AHEAD_MS));
    const sender = {
      companyName: settings.companyName,
      from: senderAddress(settings.companyName),
      studioAddress: settings.enquiryEmail,
    };
    let sent = 0;
    for (const booking of due) {
      const links = await prospectLinks(siteLinkOrigin(), booking.id, new Date(booking.slotStart));
      // Sent, then recorded: a pass that dies between the two sends again on the next, and the
      // mail's idempotency key (one per booking and change) makes that a single message.
      const result = await mailer().send(reminderMail(booking, sender, availability.timeZone, links));
      if (result.status !== 'sent') {
        log(`the reminder of ${booking.id} was not sent: ${result.reason}`);
        continue;
      }
      if (await bookings.markReminded(booking.id, at)) sent += 1;
    }
    return sent;
  };
}

let reminders: ReturnType<typeof createBookingReminders> | undefined;

/** The reminders of this process, for the lead service's background loop. */
export function remindDueBookings(): Promise<number> {
  reminders ??= createBookingReminders();
  return reminders();
}
