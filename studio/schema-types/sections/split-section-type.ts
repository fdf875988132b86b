import { SplitHorizontalIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType, type PreviewValue } from 'sanity';
import { linksField } from './section-fields';
import { sectionHeadingFields } from './section-fields';

export const splitSectionType = defineType({
  name: 'splitSection',
  title: 'Feature with image',
  type: 'object',
  icon: SplitHorizontalIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'points',
      title: 'Highlights',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(160) })],
      validation: (rule) => rule.max(8),
    }),
    linksField,
    defineField({ name: 'image', type: 'siteImage' }),
    defineField({
      name: 'imagePosition',
      type: 'string',
      options: { list: ['left', 'right'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'right',
    }),
    defineField({
      name: 'tone',
      type: 'string',
      description: 'The background of the band: white, a soft tint, or dark for emphasis.',
      options: { list: ['light', 'tinted', 'dark'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'light',
    }),
  ],
  preview: {
    select: { title: 'heading', tone: 'tone', media: 'image' },
    prepare: ({ title, tone, media }: { title?: string; tone?: string; media?: PreviewValue['media'] }) => ({
      title,
      subtitle: `Feature with image${tone ? ` · ${tone}` : ''}`,
      media,
    }),
  },
});
