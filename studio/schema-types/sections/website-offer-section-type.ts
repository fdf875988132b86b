import { TagIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { sectionHeadingFields } from './section-fields';

/**
 * A band that sells the flat-rate website: its big price is the Website offer document's flat
 * rate, never typed here; its points write the other figures as placeholders.
 */
export const websiteOfferSectionType = defineType({
  name: 'websiteOfferSection',
  title: 'Website offer',
  type: 'object',
  icon: TagIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'points',
      title: 'What the offer includes',
      type: 'array',
      description: 'Write prices as placeholders, e.g. "{extra page price} per extra page".',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(160) })],
      validation: (rule) => rule.max(6),
    }),
    defineField({
      name: 'priceNote',
      title: 'Under the price',
      type: 'string',
      description: 'The words under the flat rate, e.g. "flat rate".',
      validation: (rule) => rule.max(40),
    }),
    defineField({ name: 'link', type: 'link', validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }: { title?: string }) => ({ title, subtitle: 'Website offer (price from the Website offer)' }),
  },
});
