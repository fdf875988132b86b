import { ComponentIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { iconField } from './icon-field';

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
    iconField({ required: true }),
    defineField({
      name: 'details',
      title: 'Highlights',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(120) })],
      validation: (rule) => rule.max(8),
    }),
    defineField({ name: 'link', type: 'link' }),
  ],
  preview: { select: { title: 'title', subtitle: 'summary' } },
});
