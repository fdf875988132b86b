import {
  BlockContentIcon,
  BulbOutlineIcon,
  ChartUpwardIcon,
  HelpCircleIcon,
  ImagesIcon,
  LaunchIcon,
  OlistIcon,
  TagIcon,
} from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import type { PreviewValue } from 'sanity';
import { iconField } from '../icon-names';
import { richTextBlock } from '../objects/rich-text';
import { sectionHeadingFields, stepsField } from './section-fields';

export const linksField = defineField({
  name: 'links',
  type: 'array',
  of: [defineArrayMember({ type: 'link' })],
  validation: (rule) => rule.max(3),
});

export function previewAs(subtitle: string) {
  return { select: { title: 'heading' }, prepare: ({ title }: { title?: string }) => ({ title, subtitle }) };
}

/** The preview of a section with a picture: the picture shows beside the heading. */
function previewWithImage(subtitle: string) {
  return {
    select: { title: 'heading', media: 'image' },
    prepare: ({ title, media }: { title?: string; media?: PreviewValue['media'] }) => ({ title, subtitle, media }),
  };
}

export const processSectionType = defineType({
  name: 'processSection',
  title: 'Process steps',
  type: 'object',
  icon: OlistIcon,
  fields: [...sectionHeadingFields, stepsField({ min: 2, max: 8 })],
  preview: previewAs('Process steps'),
});

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

export const statsSectionType = defineType({
  name: 'statsSection',
  title: 'Stat tiles',
  type: 'object',
  icon: ChartUpwardIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'stats',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'stat',
          fields: [
            defineField({ name: 'value', type: 'string', validation: (rule) => rule.required().max(12) }),
            defineField({ name: 'label', type: 'string', validation: (rule) => rule.required().max(60) }),
          ],
          preview: { select: { title: 'value', subtitle: 'label' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(8),
    }),
  ],
  preview: previewAs('Stat tiles'),
});

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

export const pricingSectionType = defineType({
  name: 'pricingSection',
  title: 'Pricing table',
  type: 'object',
  icon: TagIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'tiers',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'pricingTier' }] })],
      validation: (rule) => rule.required().min(1).max(4).unique(),
    }),
    defineField({
      name: 'footnote',
      type: 'string',
      description: 'A short line under the table, for example about taxes or trials.',
      validation: (rule) => rule.max(200),
    }),
    linksField,
  ],
  preview: previewAs('Pricing table'),
});

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

export const resultsSectionType = defineType({
  name: 'resultsSection',
  title: 'Results and claims',
  type: 'object',
  icon: BulbOutlineIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'results',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'result',
          fields: [
            defineField({ name: 'metric', type: 'string', validation: (rule) => rule.required().max(30) }),
            defineField({ name: 'label', type: 'string', validation: (rule) => rule.required().max(80) }),
            defineField({ name: 'detail', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
          ],
          preview: { select: { title: 'metric', subtitle: 'label' } },
        }),
      ],
      validation: (rule) =>
        rule.max(8).custom((results: unknown[] | undefined, context) => {
          const parent = context.parent as { caseStudies?: unknown[] } | undefined;
          return (results?.length ?? 0) + (parent?.caseStudies?.length ?? 0) > 0
            ? true
            : 'Add a result or a case study.';
        }),
    }),
    defineField({
      name: 'caseStudies',
      title: 'Results from case studies',
      type: 'array',
      description: "Each case study's headline outcome is shown first, with its client and time frame, linked to it.",
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'caseStudy' }] })],
      validation: (rule) => rule.max(6).unique(),
    }),
    linksField,
  ],
  preview: previewAs('Results and claims'),
});

export const ctaSectionType = defineType({
  name: 'ctaSection',
  title: 'Call to action',
  type: 'object',
  icon: LaunchIcon,
  fields: [...sectionHeadingFields, { ...linksField, validation: (rule) => rule.required().min(1).max(3) }],
  preview: previewAs('Call to action'),
});
