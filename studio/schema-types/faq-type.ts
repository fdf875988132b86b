import { HelpCircleIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { richTextBlock } from './objects/rich-text';

export const FAQ_GROUPS = [
  { title: 'Services', value: 'services' },
  { title: 'Audit pricing', value: 'pricing' },
  { title: 'API pricing', value: 'api-pricing' },
  { title: 'Maintenance', value: 'maintenance' },
  { title: 'General', value: 'general' },
];

export const faqType = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: 'question',
      type: 'string',
      validation: (rule) => rule.required().max(160),
    }),
    defineField({
      name: 'answer',
      type: 'array',
      of: [richTextBlock()],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'group',
      type: 'string',
      options: { list: FAQ_GROUPS },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'question', subtitle: 'group' } },
});
