import { CaseIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'];

/** The periods a salary can be stated for, with the names search engines use for them. */
const SALARY_PERIODS = [
  { title: 'an hour', value: 'HOUR' },
  { title: 'a day', value: 'DAY' },
  { title: 'a week', value: 'WEEK' },
  { title: 'a month', value: 'MONTH' },
  { title: 'a year', value: 'YEAR' },
];

/** What a closed position's address answers (app/pages/addresses.server.ts). */
const CLOSED_ANSWERS = [
  {
    title: 'sends visitors to the careers page, with a note that this position closed (301)',
    value: 'careers',
  },
  { title: 'answers "gone" (410): search engines drop it at once; visitors see that it closed', value: 'gone' },
];

export const jobPositionType = defineType({
  name: 'jobPosition',
  title: 'Job position',
  type: 'document',
  icon: CaseIcon,
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      validation: (rule) => rule.required().min(3).max(80),
    }),
    defineField({
      name: 'slug',
      type: 'slug',
      description: 'The address of the position: /careers/<slug>.',
      options: { source: 'title', maxLength: 80 },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'department',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'location',
      type: 'string',
      description: 'For example "Remote / Dallas". Visitors can search on it.',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: 'type',
      title: 'Employment type',
      type: 'string',
      options: { list: EMPLOYMENT_TYPES, layout: 'radio', direction: 'horizontal' },
      initialValue: 'Full-time',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 5,
      validation: (rule) => rule.required().min(40).max(1200),
    }),
    defineField({
      name: 'requirements',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(200) })],
      validation: (rule) => rule.required().min(1).max(15),
    }),
    defineField({
      name: 'validThrough',
      title: 'Open until',
      type: 'date',
      description: 'The last day applications are taken. Shown on the position; search engines drop it after that day.',
      validation: (rule) =>
        rule.custom((value) => (value ? true : 'Search engines expect the last day of a position.')).warning(),
    }),
    defineField({
      name: 'baseSalary',
      title: 'Salary (optional)',
      type: 'object',
      description: 'Shown on the position and given to search engines. Leave empty to say nothing about pay.',
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({
          name: 'minValue',
          title: 'From',
          type: 'number',
          validation: (rule) => rule.required().positive(),
        }),
        defineField({
          name: 'maxValue',
          title: 'To (optional)',
          type: 'number',
          validation: (rule) =>
            rule.positive().custom((value, context) => {
              const parent = context.parent;
              const from =
                typeof parent === 'object' && parent !== null && 'minValue' in parent ? parent.minValue : undefined;
              return value === undefined || typeof from !== 'number' || value >= from ? true : 'Must be at least From.';
            }),
        }),
        defineField({
          name: 'unitText',
          title: 'Per',
          type: 'string',
          options: { list: SALARY_PERIODS, layout: 'radio', direction: 'horizontal' },
          initialValue: 'YEAR',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'currency',
          type: 'string',
          options: { list: ['USD'] },
          initialValue: 'USD',
          validation: (rule) => rule.required(),
        }),
      ],
    }),
    defineField({
      name: 'published',
      title: 'Open',
      type: 'boolean',
      description:
        'Open positions are listed on the careers page. Turn off when the position closes: it leaves the list and the sitemap, and its address answers as chosen below.',
      initialValue: true,
    }),
    defineField({
      name: 'whenClosed',
      title: 'When closed, its address…',
      type: 'string',
      options: { list: CLOSED_ANSWERS, layout: 'radio' },
      initialValue: 'careers',
      hidden: ({ document }) => document?.published !== false,
    }),
    defineField({
      name: 'order',
      title: 'Sort order',
      type: 'number',
      description: 'Lower numbers are listed first.',
      validation: (rule) => rule.integer().min(0),
    }),
  ],
  orderings: [
    { title: 'Sort order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] },
    { title: 'Title', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title', department: 'department', location: 'location', published: 'published' },
    prepare: ({ title, department, location, published }) => ({
      title,
      subtitle: `${published === false ? 'Closed · ' : ''}${department} · ${location}`,
    }),
  },
});
