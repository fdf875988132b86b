import { HelpCircleIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

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
      of: [
        defineArrayMember({
          type: 'block',
          styles: [{ title: 'Normal', value: 'normal' }],
          lists: [{ title: 'Bullet', value: 'bullet' }],
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'group',
      type: 'string',
      options: { list: FAQ_GROUPS },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'order',
      title: 'Sort order',
      type: 'number',
      validation: (rule) => rule.integer().min(0),
    }),
  ],
  preview: { select: { title: 'question', subtitle: 'group' } },
});
