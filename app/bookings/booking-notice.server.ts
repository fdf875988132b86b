import { z } from 'zod';
import type { StudioLinks } from '~/bookings/booking-change-mails';
import { siteLinkOrigin, studioLinks } from './booking-links.server';
import { type BookingStore, bookingStoreFromEnv } from './booking-store.server';
import { logger } from '../../server/logger.js';

// What the studio's notice of a booking lead says about the booking itself. The notice is sent
// beside the booking's delivery, not after it, so it first looks for the booking where the
// gateway keeps it: only a booking on the calendar gets the invite and the confirm and decline
// links; one another visitor's booking beat (or the rules refused) gets neither (docs/decisions/0019).

/** How long the notice waits for the booking's delivery running beside it. */
const WAIT_MS = 5_000;
/** After this long without a booking, the delivery was refused: the notice says so. */
const DECIDED_AFTER_MS = 60_000;

/** `links` absent: the calendar could not be read, so the notice says what it knows and no more. */
export type BookingNotice = { recorded: true; links?: StudioLinks } | { recorded: false };

/** What the notice reads of a booking lead; the lead store's record (leads/lead-record.ts) has it and more. */
type NoticeLead = { id: string; payload?: unknown; receivedAt: string };

const payload = z.object({ slotStart: z.iso.datetime(), siteOrigin: z.string().optional() });

/** The booking's state for its notice, or 'pending' while its delivery may still record it. */
export async function bookingNotice(
  lead: NoticeLead,
  {
    store = bookingStoreFromEnv(),
    now = () => new Date(),
    waitMs = WAIT_MS,
  }: { store?: BookingStore; now?: () => Date; waitMs?: number } = {},
): Promise<BookingNotice | 'pending'> {
  const kept = payload.safeParse(lead.payload);
  if (!kept.success) return { recorded: false };
  const started = Date.now();
  for (;;) {
    let booking: Awaited<ReturnType<BookingStore['find']>>;
    try {
      booking = await store.find(lead.id);
    } catch (error) {
      // The notice still goes: the studio hears of the lead, with the invite as before links.
      logger('booking').error({ leadId: lead.id, reason: String(error) }, 'could not read the booking for its notice');
      return { recorded: true };
    }
    if (booking && (booking.status === 'requested' || booking.status === 'confirmed')) {
      const start = new Date(booking.slotStart);
      return { recorded: true, links: await studioLinks(siteLinkOrigin(kept.data.siteOrigin), lead.id, start) };
    }
    if (booking) return { recorded: false };
    if (Date.now() - started >= waitMs) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const age = now().getTime() - new Date(lead.receivedAt).getTime();
  return age < DECIDED_AFTER_MS ? 'pending' : { recorded: false };
}
