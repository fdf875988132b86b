import { BulbOutlineIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { sectionHeadingFields, linksField, previewAs } from './section-fields';

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
