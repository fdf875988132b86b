import { BlockContentIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { richTextBlock } from '../objects/rich-text';
import { sectionHeadingFields, previewWithImage } from './section-fields';

export const richTextSectionType = defineType({
  name: 'richTextSection',
  title: 'Rich text',
  type: 'object',
  icon: BlockContentIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'body',
      type: 'array',
      of: [richTextBlock({ headings: true, quotes: true, numbered: true })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({ name: 'image', type: 'siteImage' }),
    defineField({
      name: 'imagePosition',
      type: 'string',
      options: { list: ['left', 'right'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'right',
    }),
  ],
  preview: previewWithImage('Rich text'),
});
