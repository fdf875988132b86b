import { defineArrayMember, defineField, defineType } from 'sanity';
import { iconField } from '../icon-field';

export const heroType = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  fields: [
    defineField({ name: 'eyebrow', type: 'string', validation: (rule) => rule.max(60) }),
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(120) }),
    defineField({
      name: 'typewriter',
      title: 'Type the last word',
      type: 'boolean',
      description: 'Types the last word of the heading letter by letter, once, when the page opens.',
      initialValue: false,
    }),
    defineField({ name: 'subheading', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'links',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.max(3),
    }),
    defineField({
      name: 'notes',
      title: 'Notes under the heading',
      type: 'array',
      description: 'Short boxed notes in the hero, such as disclaimers.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'heroNote',
          fields: [
            defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) }),
            defineField({ name: 'body', type: 'text', rows: 2, validation: (rule) => rule.required().max(200) }),
            iconField(),
          ],
          preview: { select: { title: 'title', subtitle: 'body' } },
        }),
      ],
      validation: (rule) => rule.max(4),
    }),
    defineField({
      name: 'image',
      type: 'siteImage',
      description: 'An illustration beside the heading on wide screens.',
    }),
  ],
});
