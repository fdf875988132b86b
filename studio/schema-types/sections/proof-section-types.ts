import { CommentIcon, DocumentsIcon, UsersIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { linksField, previewAs } from './other-section-types';
import { sectionHeadingFields } from './section-fields';

// Sections that show proof of work: case studies, the people behind them, and clients' words.
// Each lists documents by reference, so a case study, person or quote is written once.

export const workSectionType = defineType({
  name: 'workSection',
  title: 'Case studies',
  type: 'object',
  icon: DocumentsIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'caseStudies',
      title: 'Case studies',
      type: 'array',
      description: 'Leave empty to show the featured case studies, in their order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'caseStudy' }] })],
      validation: (rule) => rule.max(6).unique(),
    }),
    linksField,
  ],
  preview: previewAs('Case studies'),
});

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

export const teamSectionType = defineType({
  name: 'teamSection',
  title: 'Team',
  type: 'object',
  icon: UsersIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'people',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'person' }] })],
      validation: (rule) => rule.required().min(1).max(12).unique(),
    }),
    linksField,
  ],
  preview: previewAs('Team'),
});
