import { CommentIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { sectionHeadingFields, previewAs } from './section-fields';

export const testimonialSectionType = defineType({
  name: 'testimonialSection',
  title: 'Testimonials',
  type: 'object',
  icon: CommentIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'testimonials',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }] })],
      validation: (rule) => rule.required().min(1).max(3).unique(),
    }),
  ],
  preview: previewAs('Testimonials'),
});
