import { ImagesIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { iconField } from '../icon-field';
import { sectionHeadingFields, previewAs } from './section-fields';

export const logoStripSectionType = defineType({
  name: 'logoStripSection',
  title: 'Logo strip',
  type: 'object',
  icon: ImagesIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'scrolling',
      type: 'boolean',
      description: 'Loop the logos in a slow scroll (stops for visitors who ask for reduced motion).',
      initialValue: false,
    }),
    defineField({
      name: 'logos',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'logo',
          fields: [
            defineField({
              name: 'name',
              type: 'string',
              description: 'Shown as a wordmark when there is no image.',
              validation: (rule) => rule.required().max(60),
            }),
            iconField(),
            defineField({ name: 'image', type: 'siteImage' }),
          ],
          preview: { select: { title: 'name', subtitle: 'icon', media: 'image' } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: previewAs('Logo strip'),
});
