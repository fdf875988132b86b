import { z } from 'zod';
import { type Availability, parseAvailability } from '../../../supabase/functions/_shared/booking-rules.ts';

/** The "Booking availability" document, checked by the rules module the booking function runs too. */
export const bookingAvailabilitySchema = z.unknown().transform((raw, context): Availability => {
  const availability = parseAvailability(raw);
  if (availability) return availability;
  context.addIssue({ code: 'custom', message: 'not a valid booking availability document' });
  return z.NEVER;
});
