import { TagIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { OFFER_PLACEHOLDERS, tierPlaceholderName } from '../../app/lib/website-offer';

export const PRICING_GROUPS = [
  { title: 'Accessibility audits', value: 'audit' },
  { title: 'API plans', value: 'api' },
  { title: 'Maintenance plans', value: 'maintenance' },
  { title: 'Website packages', value: 'website' },
];

/** A tier's placeholder name: lower-case words with hyphens, not one the website offer has. */
function validateTierKey(value: { current?: string } | undefined): true | string {
  const key = value?.current;
  if (!key) return true;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key))
    return 'Use lower-case letters, digits and hyphens (for example "api-starter").';
  if (Object.hasOwn(OFFER_PLACEHOLDERS, tierPlaceholderName(key))) {
    return `{${tierPlaceholderName(key)}} is a figure of the Website offer already: choose another name.`;
  }
  return true;
}

export const pricingTierType = defineType({
  name: 'pricingTier',
  title: 'Pricing tier',
  type: 'document',
  icon: TagIcon,
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'group',
      type: 'string',
      options: { list: PRICING_GROUPS, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'price',
      type: 'number',
      description: 'In US dollars. Leave empty for a custom price.',
      validation: (rule) => rule.min(0),
    }),
    defineField({
      name: 'key',
      title: 'Placeholder name',
      type: 'slug',
      description:
        'Text anywhere (pages, search descriptions, cards, FAQs) writes this price as {<placeholder name> price}, for example {api-starter price}, so the price is typed only here and every text follows it.',
      options: {
        source: (document) => [document.group, document.name].filter((part) => typeof part === 'string').join(' '),
        maxLength: 40,
      },
      validation: (rule) => rule.required().custom(validateTierKey),
    }),
    defineField({
      name: 'priceLabel',
      type: 'string',
      description: 'Shown instead of a number when there is no price, for example "Free" or "Custom".',
      validation: (rule) => rule.max(30),
    }),
    defineField({
      name: 'unit',
      type: 'string',
      description: 'For example "per mobile app" or "/month".',
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'features',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(160) })],
      validation: (rule) => rule.required().min(1).max(12),
    }),
    defineField({
      name: 'badge',
      title: 'Highlight badge',
      type: 'string',
      description: 'For example "Most Popular". The tier is emphasized when set.',
      validation: (rule) => rule.max(30),
    }),
    defineField({
      name: 'cta',
      title: 'Call to action',
      type: 'link',
      description: 'Where the button leads. Leave empty to open a prefilled e-mail about this tier instead.',
    }),
    defineField({
      name: 'enquiryLabel',
      title: 'E-mail button text',
      type: 'string',
      description: 'The button text when the button opens an e-mail, for example "Request Audit".',
      validation: (rule) => rule.max(40),
    }),
  ],
  preview: {
    select: { title: 'name', group: 'group', price: 'price', priceLabel: 'priceLabel', unit: 'unit' },
    prepare: ({ title, group, price, priceLabel, unit }) => ({
      title,
      subtitle: `${group ?? ''} · ${typeof price === 'number' ? `$${price.toLocaleString('en-US')}` : (priceLabel ?? 'Custom')}${unit ? ` ${unit}` : ''}`,
    }),
  },
});
