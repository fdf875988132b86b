import { DocumentTextIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { validateCaseStudySlug } from './address-validation';
import { INDUSTRY_NAMES } from '../../app/lib/industries';
import { richTextBlock } from './objects/rich-text';

/** The industries a case study can be filed under; /work filters on them (the value is the address's). */
const CASE_STUDY_INDUSTRIES = Object.entries(INDUSTRY_NAMES).map(([value, title]) => ({ title, value }));

/** A story section (challenge, approach, result): paragraphs, lists, quotes and pictures. */
function storyField(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    type: 'array',
    group: 'story',
    description,
    of: [richTextBlock({ headings: true, quotes: true, numbered: true }), defineArrayMember({ type: 'siteImage' })],
    validation: (rule) => rule.required().min(1),
  });
}

export const caseStudyType = defineType({
  name: 'caseStudy',
  title: 'Case study',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'story', title: 'Story' },
    { name: 'media', title: 'Pictures' },
    { name: 'seo', title: 'Search' },
  ],
  fields: [
    defineField({ name: 'title', type: 'string', group: 'content', validation: (rule) => rule.required().max(100) }),
    defineField({
      name: 'slug',
      type: 'slug',
      group: 'content',
      description: 'The address of the case study: /work/<slug>.',
      options: { source: 'title', maxLength: 80 },
      validation: (rule) => rule.required().custom(validateCaseStudySlug),
    }),
    defineField({
      name: 'client',
      type: 'object',
      group: 'content',
      description: 'Name a client only with their written consent.',
      fields: [
        defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'logo', type: 'siteImage' }),
        defineField({
          name: 'industry',
          type: 'string',
          options: { list: [...CASE_STUDY_INDUSTRIES] },
          validation: (rule) => rule.required(),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'outcome',
      title: 'Headline outcome',
      type: 'object',
      group: 'content',
      description: 'One measured result, shown first: the figure, what it measures and over what time.',
      fields: [
        defineField({
          name: 'value',
          type: 'string',
          description: 'For example "62%" or "5 days → 2 hours".',
          validation: (rule) => rule.required().max(30),
        }),
        defineField({
          name: 'measure',
          title: 'What it measures',
          type: 'string',
          description: 'For example "fewer calls to the permit desk".',
          validation: (rule) => rule.required().max(100),
        }),
        defineField({
          name: 'timeFrame',
          title: 'Time frame',
          type: 'string',
          description: 'For example "in the first six months after launch".',
          validation: (rule) => rule.required().max(80),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'summary',
      type: 'text',
      rows: 3,
      group: 'content',
      validation: (rule) => rule.required().min(40).max(300),
    }),
    storyField('challenge', 'The challenge', 'What the client faced before the project.'),
    storyField('approach', 'The approach', 'What the team did, and why.'),
    storyField('result', 'The result', 'What changed, with figures where there are any.'),
    defineField({
      name: 'services',
      title: 'Services used',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'service' }] })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'technologies',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(40) })],
      options: { layout: 'tags' },
      validation: (rule) => rule.max(12),
    }),
    defineField({
      name: 'testimonial',
      type: 'reference',
      group: 'content',
      to: [{ type: 'testimonial' }],
      description: "The client's own words about the project (optional).",
    }),
    defineField({
      name: 'heroImage',
      title: 'Hero image',
      type: 'siteImage',
      group: 'media',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'gallery',
      type: 'array',
      group: 'media',
      of: [defineArrayMember({ type: 'siteImage' })],
      validation: (rule) => rule.max(8),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published date',
      type: 'date',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'featured',
      type: 'boolean',
      group: 'content',
      description: 'Featured work shows on the home page.',
      initialValue: false,
    }),
    defineField({
      name: 'order',
      type: 'number',
      group: 'content',
      description: 'Lower numbers come first on /work and the home page.',
      validation: (rule) => rule.integer().min(0),
    }),
    defineField({
      name: 'editorNote',
      title: 'Note for editors',
      type: 'text',
      rows: 2,
      group: 'content',
      description: 'Never shown on the site.',
    }),
    defineField({ name: 'seo', type: 'seo', group: 'seo', validation: (rule) => rule.required() }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', client: 'client.name', slug: 'slug.current', media: 'heroImage' },
    prepare: ({ title, client, slug, media }) => ({
      title,
      subtitle: [client, `/work/${slug ?? ''}`].filter(Boolean).join(' · '),
      media,
    }),
  },
});
