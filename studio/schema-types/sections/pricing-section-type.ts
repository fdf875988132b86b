import { TagIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { sectionHeadingFields, linksField, previewAs } from './section-fields';

export const pricingSectionType = defineType({
  name: 'pricingSection',
  title: 'Pricing table',
  type: 'object',
  icon: TagIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'tiers',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'pricingTier' }] })],
      validation: (rule) => rule.required().min(1).max(4).unique(),
    }),
    defineField({
      name: 'footnote',
      type: 'string',
      description: 'A short line under the table, for example about taxes or trials.',
      validation: (rule) => rule.max(200),
    }),
    linksField,
  ],
  preview: previewAs('Pricing table'),
});
