import { ComponentIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { ICON_NAMES } from './icon-names';

export const serviceType = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  icon: ComponentIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'slug',
      type: 'slug',
      options: { source: 'title', maxLength: 80 },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'summary',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'icon',
      type: 'string',
      options: { list: ICON_NAMES },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'details',
      title: 'Highlights',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(120) })],
      validation: (rule) => rule.max(8),
    }),
    defineField({ name: 'link', type: 'link' }),
    defineField({
      name: 'order',
      title: 'Sort order',
      type: 'number',
      validation: (rule) => rule.integer().min(0),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'summary' } },
});
