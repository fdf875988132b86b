import * as z from 'zod/mini';
import { optionalText, requiredText } from './fields';

const BOOKING_SLOT_MESSAGE = 'Pick a new time for your call.';

/**
 * The form on the pages booking links open: the change the link allows (`intent`), and for a
 * reschedule the new slot ("2027-07-14 10:00 AM"). The token travels in the page's address.
 */
export const bookingChangeSchema = z
  .object({
    intent: requiredText('Choose what to do with the booking.', 20),
    slot: optionalText(40),
  })
  .check(
    z.superRefine((change, context) => {
      if (change.intent === 'reschedule' && !change.slot)
        context.addIssue({ code: 'custom', path: ['slot'], message: BOOKING_SLOT_MESSAGE });
    }),
  );
