import { TagIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { OFFER_PLACEHOLDERS } from '../../app/lib/website-offer';

export const WEBSITE_OFFER_ID = 'websiteOffer';

const placeholderList = Object.entries(OFFER_PLACEHOLDERS)
  .map(([name, { example }]) => `{${name}} → ${example}`)
  .join(' · ');

const dollars = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'number',
    description,
    validation: (rule) => rule.required().min(0).precision(0),
  });

/**
 * The flat-rate website offer, typed once. /website-services, /real-scan, the request form's hints
 * and budget choices, and every text that writes a placeholder show these figures.
 */
export const websiteOfferType = defineType({
  name: 'websiteOffer',
  title: 'Website offer',
  type: 'document',
  icon: TagIcon,
  description: `The figures of the flat-rate website offer. Text anywhere in the Studio shows them through placeholders: ${placeholderList}.`,
  fields: [
    dollars(
      'flatRate',
      'Flat rate (US dollars)',
      'The price of a website up to the pages included. Written {flat rate} in text.',
    ),
    defineField({
      name: 'pagesIncluded',
      title: 'Pages included',
      type: 'number',
      description:
        'How many pages the flat rate covers. Written {pages included} (5) or {pages included in words} (five).',
      validation: (rule) => rule.required().integer().min(1).max(100),
    }),
    dollars('extraPagePrice', 'Price per extra page (US dollars)', 'Written {extra page price} in text.'),
    dollars('supportPrice', 'Ongoing support per month (US dollars)', 'Written {support price} in text.'),
    defineField({
      name: 'supportHours',
      title: 'Hours of updates included in support',
      type: 'number',
      description: 'Each month of support includes this many hours of updates. Written {support hours} ("1 hour").',
      validation: (rule) => rule.required().integer().min(0).max(100),
    }),
  ],
  preview: {
    select: { flatRate: 'flatRate', pages: 'pagesIncluded' },
    prepare: ({ flatRate, pages }: { flatRate?: number; pages?: number }) => ({
      title: 'Website offer',
      subtitle: `$${flatRate ?? '?'} for up to ${pages ?? '?'} pages`,
    }),
  },
});
