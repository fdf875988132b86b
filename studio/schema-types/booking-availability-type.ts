import { CalendarIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import {
  AVAILABILITY_BOUNDS,
  isTimeZone,
  isValidIsoDate,
  WEEKDAYS,
} from '../../supabase/functions/_shared/booking-rules.ts';

const { minimumNoticeHours: NOTICE, horizonDays: HORIZON } = AVAILABILITY_BOUNDS;

export const BOOKING_AVAILABILITY_ID = 'bookingAvailability';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const dayTitle = (weekday: string) => `${weekday[0]?.toUpperCase() ?? ''}${weekday.slice(1)}`;

/**
 * When calls can be booked on /book-call. The site's picker and the booking function both read
 * this one document and apply the same rules (docs/decisions/0019).
 */
export const bookingAvailabilityType = defineType({
  name: 'bookingAvailability',
  title: 'Booking availability',
  type: 'document',
  icon: CalendarIcon,
  description: 'When visitors can book a call on /book-call. Changes apply to the site and to new bookings at once.',
  fields: [
    defineField({
      name: 'timeZone',
      title: 'Time zone',
      type: 'string',
      description: 'The zone the times below are in, as an IANA name such as America/Chicago (US Central time).',
      initialValue: 'America/Chicago',
      validation: (rule) =>
        rule
          .required()
          .custom((value) => (!value || isTimeZone(value) ? true : 'Use an IANA zone such as America/Chicago.')),
    }),
    defineField({
      name: 'weeklySlots',
      title: 'Weekly times',
      type: 'object',
      description:
        'The start times of 30-minute calls on each weekday, on a 24-hour clock (13:00 is 1 PM). A day with no times is closed.',
      options: { collapsible: false },
      fields: [...WEEKDAYS.slice(1), WEEKDAYS[0]].map((weekday) =>
        defineField({
          name: weekday,
          title: dayTitle(weekday),
          type: 'array',
          of: [defineArrayMember({ type: 'string' })],
          options: { layout: 'tags' },
          validation: (rule) =>
            rule
              .unique()
              .custom((times) =>
                (times ?? []).every((time) => typeof time === 'string' && CLOCK.test(time))
                  ? true
                  : 'Write each time as HH:MM on a 24-hour clock, such as 09:00 or 13:30.',
              ),
        }),
      ),
    }),
    defineField({
      name: 'blockedTimes',
      title: 'Blocked times',
      type: 'array',
      description:
        'Times of the day shown to visitors as unavailable on every open day and never offered (a lunch hour, the team meeting), on a 24-hour clock.',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) =>
        rule
          .unique()
          .custom((times) =>
            (times ?? []).every((time) => typeof time === 'string' && CLOCK.test(time))
              ? true
              : 'Write each time as HH:MM on a 24-hour clock, such as 11:00 or 16:00.',
          ),
    }),
    defineField({
      name: 'closedDates',
      title: 'Closed dates',
      type: 'array',
      description: 'Days with no calls even if the weekly times offer some: holidays, studio days off.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'closedDate',
          fields: [
            defineField({
              name: 'date',
              title: 'Date',
              type: 'date',
              validation: (rule) =>
                rule.required().custom((value) => (!value || isValidIsoDate(value) ? true : 'Pick a date.')),
            }),
            defineField({
              name: 'label',
              title: 'Label',
              type: 'string',
              description: 'What the day is, such as "Thanksgiving Day". Visitors who pick it read it.',
              validation: (rule) => rule.required().max(80),
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'date' } },
        }),
      ],
    }),
    defineField({
      name: 'minimumNoticeHours',
      title: 'Minimum notice (hours)',
      type: 'number',
      description: 'A call must be booked at least this many hours before it starts.',
      initialValue: 12,
      validation: (rule) => rule.required().min(NOTICE.min).max(NOTICE.max),
    }),
    defineField({
      name: 'horizonDays',
      title: 'Booking horizon (days)',
      type: 'number',
      description: 'How many days ahead visitors can book.',
      initialValue: 60,
      validation: (rule) => rule.required().integer().min(HORIZON.min).max(HORIZON.max),
    }),
  ],
  preview: {
    select: { timeZone: 'timeZone', horizon: 'horizonDays' },
    prepare: ({ timeZone, horizon }: { timeZone?: string; horizon?: number }) => ({
      title: 'Booking availability',
      subtitle: `${timeZone ?? '?'}, up to ${horizon ?? '?'} days ahead`,
    }),
  },
});
