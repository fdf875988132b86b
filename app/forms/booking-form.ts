import * as z from 'zod/mini';
import {
  BOOKING_SLOTS,
  DEFAULT_MEETING_TYPE,
  isBookableDate,
  isSlotAvailable,
  MEETING_TYPES,
} from '~/lib/booking/booking';
import { oneOf } from './choice';
import { emailField, optionalText, phoneField, requiredText } from './fields';

export const BOOKING_DATE_MESSAGE = 'Pick a date for your call.';
export const BOOKING_TIME_MESSAGE = 'Pick a time for your call.';

/**
 * The call booking. The rules depend on the moment (no past dates or times in US Central time),
 * so the schema is built for one: the browser uses its clock, the action uses the server's.
 */
export function bookingSchema(now: Date) {
  return z
    .object({
      date: requiredText(BOOKING_DATE_MESSAGE, 10),
      time: oneOf(
        BOOKING_SLOTS.map((slot) => slot.value),
        BOOKING_TIME_MESSAGE,
      ),
      meetingType: z._default(
        oneOf(
          MEETING_TYPES.map((type) => type.value),
          'Choose a phone or video call.',
        ),
        DEFAULT_MEETING_TYPE,
      ),
      customerName: requiredText('Enter your name.', 120),
      customerEmail: emailField,
      customerPhone: phoneField,
      company: optionalText(120),
      description: optionalText(3000),
    })
    .check(
      z.superRefine((booking, context) => {
        if (!isBookableDate(booking.date, now)) {
          context.addIssue({
            code: 'custom',
            path: ['date'],
            message: 'Pick a weekday from today on. Calls cannot be booked on weekends or in the past.',
          });
        } else if (!isSlotAvailable(booking.date, booking.time, now)) {
          context.addIssue({
            code: 'custom',
            path: ['time'],
            message: 'That time is not available. Pick one of the open times.',
          });
        }
      }),
    );
}

export type Booking = z.infer<ReturnType<typeof bookingSchema>>;
