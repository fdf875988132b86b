import { CommentIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

/** A client's own words, named; sections on any page quote it, and a case study can carry it. */
export const testimonialType = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'quote',
      type: 'text',
      rows: 4,
      description: 'Their words as approved by them, without quotation marks.',
      validation: (rule) => rule.required().min(20).max(400),
    }),
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'role', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'company', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'photo', type: 'siteImage' }),
    defineField({
      name: 'caseStudy',
      title: 'Case study',
      type: 'reference',
      to: [{ type: 'caseStudy' }],
      description: 'The project the quote is about: the quote links to it.',
    }),
    defineField({
      name: 'editorNote',
      title: 'Note for editors',
      type: 'text',
      rows: 2,
      description: 'Never shown on the site.',
    }),
  ],
  preview: {
    select: { title: 'name', company: 'company', quote: 'quote', media: 'photo' },
    prepare: ({ title, company, quote, media }) => ({
      title: [title, company].filter(Boolean).join(', '),
      subtitle: quote,
      media,
    }),
  },
});
