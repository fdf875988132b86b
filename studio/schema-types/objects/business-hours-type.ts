import { ClockIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

export const businessHoursType = defineType({
  name: 'businessHours',
  title: 'Opening hours',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'days',
      type: 'string',
      description: 'For example "Monday – Friday".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'hours',
      type: 'string',
      description: 'For example "9am-5pm CST" or "Closed".',
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: { select: { title: 'days', subtitle: 'hours' } },
});
