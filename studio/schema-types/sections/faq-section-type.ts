import { HelpCircleIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { sectionHeadingFields, previewAs } from './section-fields';

export const faqSectionType = defineType({
  name: 'faqSection',
  title: 'FAQ list',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'faqs',
      title: 'Questions',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'faq' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: previewAs('FAQ list'),
});
