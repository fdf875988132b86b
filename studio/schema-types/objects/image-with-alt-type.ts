import { ImageIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

export const imageWithAltType = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  icon: ImageIcon,
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'Describe the image for people who cannot see it. Leave empty only for purely decorative images.',
      validation: (rule) => rule.max(160),
    }),
  ],
});
