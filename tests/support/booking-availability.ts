import { parseAvailability, type Availability } from '../../supabase/functions/_shared/booking-rules.ts';
import { readSeed } from './dataset';

/** The seeded "Booking availability" document, as the site and the function read it. */
export function seededAvailability(): Availability {
  const document = readSeed().find((candidate) => candidate._id === 'bookingAvailability');
  const availability = parseAvailability(document);
  if (!availability) throw new Error('The seed has no valid bookingAvailability document');
  return availability;
}

/** Monday to Friday 9, 10, 13, 14 and 15 o'clock in Chicago, 12 hours' notice, 60 days ahead, no closures. */
export const WEEKDAYS_CENTRAL: Availability = {
  timeZone: 'America/Chicago',
  weeklySlots: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => [
      day,
      ['09:00', '10:00', '13:00', '14:00', '15:00'],
    ]),
  ),
  closedDates: [],
  minimumNoticeHours: 12,
  horizonDays: 60,
};
