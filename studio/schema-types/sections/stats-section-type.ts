import { ChartUpwardIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { sectionHeadingFields, previewAs } from './section-fields';

export const statsSectionType = defineType({
  name: 'statsSection',
  title: 'Stat tiles',
  type: 'object',
  icon: ChartUpwardIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'stats',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'stat',
          fields: [
            defineField({ name: 'value', type: 'string', validation: (rule) => rule.required().max(12) }),
            defineField({ name: 'label', type: 'string', validation: (rule) => rule.required().max(60) }),
          ],
          preview: { select: { title: 'value', subtitle: 'label' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(8),
    }),
  ],
  preview: previewAs('Stat tiles'),
});
