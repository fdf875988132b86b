import { PlayIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { iconField } from '../icon-field';
import { linksField } from './section-fields';
import { sectionHeadingFields } from './section-fields';

const DEMO_STEP_COUNT = 4;

export const demoSectionType = defineType({
  name: 'demoSection',
  title: 'Walk-through demos',
  type: 'object',
  icon: PlayIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'demos',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'demo',
          fields: [
            defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(80) }),
            defineField({ name: 'summary', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
            iconField(),
            defineField({
              name: 'outcome',
              type: 'string',
              description: 'The result in a few words, for example "Saves 6 hours a week".',
              validation: (rule) => rule.max(80),
            }),
            defineField({
              name: 'steps',
              type: 'array',
              description: `Each demo walks through ${DEMO_STEP_COUNT} steps.`,
              of: [
                defineArrayMember({
                  type: 'object',
                  name: 'demoStep',
                  fields: [
                    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(80) }),
                    defineField({
                      name: 'body',
                      type: 'text',
                      rows: 3,
                      validation: (rule) => rule.required().max(400),
                    }),
                  ],
                  preview: { select: { title: 'title', subtitle: 'body' } },
                }),
              ],
              validation: (rule) => rule.required().length(DEMO_STEP_COUNT),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'summary' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(12),
    }),
    linksField,
  ],
  preview: {
    select: { title: 'heading', demos: 'demos' },
    prepare: ({ title, demos }: { title?: string; demos?: unknown[] }) => ({
      title,
      subtitle: `Walk-through demos · ${demos?.length ?? 0}`,
    }),
  },
});
