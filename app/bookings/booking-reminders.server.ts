import { getContent } from '~/content/content.server';
import { prospectMail } from '~/bookings/booking-change-mails';
import { senderAddress } from '~/mail/mailer.server';
import type { KeepBookingMails } from './booking-changes.server';
import { prospectLinks, siteLinkOrigin } from './booking-links.server';
import { type BookingStore, bookingStoreFromEnv } from './booking-store.server';
import { logger } from '../../server/logger.js';

// The reminder a prospect gets a day before a confirmed call, at most once per booking. The lead
// service's background loop calls `remindDue` on every pass; it looks at the calendar at most
// once a minute (docs/decisions/0019). Each reminder is a delivery like a change's mails
// (docs/decisions/0032): kept before it is sent, retried by the same loop, counted by the alarm.

const REMINDER_AHEAD_MS = 24 * 3_600_000;
const LOOK_EVERY_MS = 60_000;

export function createBookingReminders({
  keep,
  store = bookingStoreFromEnv,
  now = () => new Date(),
  log = (line: string) => logger('booking').error(line),
}: {
  /** Keeps each reminder as a delivery and sends it (the lead service's `keepBookingMails`). */
  keep: KeepBookingMails;
  store?: () => BookingStore;
  now?: () => Date;
  log?: (line: string) => void;
}) {
  let lastLook = Number.NEGATIVE_INFINITY;
  /** Hands over the reminders now due; answers how many were kept (or, the store down, sent). */
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
    let handed = 0;
    for (const booking of due) {
      const links = await prospectLinks(siteLinkOrigin(), booking.id, new Date(booking.slotStart));
      // Kept, then recorded: a pass that dies between the two keeps it again on the next, which
      // is the same delivery (its idempotency key is its submission id), so one message.
      const mail = prospectMail('reminder', booking, sender, availability.timeZone, at, links);
      const [outcome] = await keep([{ mail, booking }]);
      if (outcome === 'unsent') {
        log(`the reminder of ${booking.id} was neither kept nor sent; the next pass tries again`);
        continue;
      }
      if (await bookings.markReminded(booking.id, at)) handed += 1;
    }
    return handed;
  };
}

let reminders: ReturnType<typeof createBookingReminders> | undefined;

/** The reminders of this process, for the lead service's background loop, kept by `keep`. */
export function remindDueBookings(keep: KeepBookingMails): Promise<number> {
  reminders ??= createBookingReminders({ keep });
  return reminders();
}
