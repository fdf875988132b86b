import { TagIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

export const PRICING_GROUPS = [
  { title: 'Accessibility audits', value: 'audit' },
  { title: 'API plans', value: 'api' },
  { title: 'Maintenance plans', value: 'maintenance' },
  { title: 'Website packages', value: 'website' },
];

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
