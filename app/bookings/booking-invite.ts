import { z } from 'zod';
import type { MailAttachment } from '~/mail/mailer.server';
import { CALL_DURATION_MINUTES, MEETING_TYPES, meetingLabel } from '~/lib/booking/booking';
import {
  bookingInviteIcs,
  INVITE_FILENAME,
  inviteContentType,
} from '../../supabase/functions/_shared/booking-invite.ts';

/** What the invite reads of a lead; the lead store's record (leads/lead-record.ts) has it and more. */
type InviteLead = { id: string; kind: string; payload?: unknown };

const bookingLead = z.object({
  customerName: z.string(),
  customerEmail: z.string(),
  meetingType: z.enum(MEETING_TYPES.map((type) => type.value)),
  /** The instant the call starts, kept with the lead by the booking action. */
  slotStart: z.iso.datetime(),
});

/**
 * The calendar invite of a booking lead (METHOD:REQUEST, the lead id as UID), as an attachment of
 * the studio's notice; none for other leads or a booking stored before leads kept their instant.
 */
export function bookingInviteAttachments(
  lead: InviteLead,
  organizer: { name: string; email: string },
  stamp: Date,
): MailAttachment[] {
  if (lead.kind !== 'booking') return [];
  const booking = bookingLead.safeParse(lead.payload);
  if (!booking.success) return [];
  const location = meetingLabel(booking.data.meetingType);
  const content = bookingInviteIcs({
    uid: lead.id,
    method: 'REQUEST',
    sequence: 0,
    start: new Date(booking.data.slotStart),
    durationMinutes: CALL_DURATION_MINUTES,
    summary: `${organizer.name} call with ${booking.data.customerName}`,
    location,
    organizer,
    attendee: { name: booking.data.customerName, email: booking.data.customerEmail },
    stamp,
  });
  return [{ filename: INVITE_FILENAME, content, contentType: inviteContentType('REQUEST') }];
}
