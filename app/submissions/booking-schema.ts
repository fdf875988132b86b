import * as z from 'zod/mini';
import {
  type Availability,
  type BookingState,
  closedDate,
  DEFAULT_MEETING_TYPE,
  MEETING_TYPES,
  type SlotProblem,
  slotProblem,
} from '~/lib/booking/booking';
import { oneOf } from './choice';
import { NAME_MAX } from './field-facts';
import { emailField, optionalText, phoneField, requiredText } from './fields';

const BOOKING_DATE_MESSAGE = 'Pick a date for your call.';
const BOOKING_TIME_MESSAGE = 'Pick a time for your call.';
export const BOOKING_TAKEN_MESSAGE = 'That time was just taken; please pick another.';
export const BOOKING_UNAVAILABLE_MESSAGE = 'That time is not available. Pick one of the open times.';

/** What the visitor reads for each reason a day and time cannot be booked. */
function bookingProblemMessage(
  problem: SlotProblem,
  availability: Availability,
  isoDate: string,
): { path: 'date' | 'time'; message: string } {
  switch (problem.code) {
    case 'invalid-date':
      return { path: 'date', message: BOOKING_DATE_MESSAGE };
    case 'closed':
      return {
        path: 'date',
        message: `We are closed that day (${closedDate(availability, isoDate)?.label ?? 'closed'}). Pick another date.`,
      };
    case 'day-off':
    case 'past-date':
      return {
        path: 'date',
        message: 'Pick a day with open times. Calls cannot be booked on days off or in the past.',
      };
    case 'beyond-horizon':
      return {
        path: 'date',
        message: `Calls can be booked up to ${availability.horizonDays} days ahead. Pick an earlier date.`,
      };
    case 'taken':
      return { path: 'time', message: BOOKING_TAKEN_MESSAGE };
    case 'past':
    case 'too-soon':
    case 'not-offered':
      return { path: 'time', message: BOOKING_UNAVAILABLE_MESSAGE };
  }
}

/**
 * The call booking. The rules depend on the moment and on the slots already taken, so the schema
 * is built for one: the browser uses its clock and what the page was served with, the action the
 * server's clock and what the gateway holds now.
 */
export function bookingSchema(now: Date, state: BookingState) {
  return z
    .object({
      date: requiredText(BOOKING_DATE_MESSAGE, 10),
      time: requiredText(BOOKING_TIME_MESSAGE, 8),
      meetingType: z._default(
        oneOf(
          MEETING_TYPES.map((type) => type.value),
          'Choose a phone or video call.',
        ),
        DEFAULT_MEETING_TYPE,
      ),
      customerName: requiredText('Enter your name.', NAME_MAX),
      customerEmail: emailField,
      customerPhone: phoneField,
      company: optionalText(120),
      description: optionalText(3000),
    })
    .check(
      z.superRefine((booking, context) => {
        const problem = slotProblem(state.availability, booking.date, booking.time, now, state.takenKeys);
        if (!problem) return;
        const { path, message } = bookingProblemMessage(problem, state.availability, booking.date);
        context.addIssue({ code: 'custom', path: [path], message });
      }),
    );
}
