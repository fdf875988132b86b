import { defineArrayMember, defineField } from 'sanity';
import type { PreviewValue } from 'sanity';

/** Fields every page-builder section starts with, so an editor meets them in the same place. */
export const sectionHeadingFields = [
  defineField({
    name: 'anchor',
    type: 'string',
    description: 'Optional id so that links such as #services can scroll to this section.',
    validation: (rule) => rule.regex(/^[a-z][a-z0-9-]*$/, { name: 'lower-case id' }).max(40),
  }),
  defineField({ name: 'eyebrow', type: 'string', validation: (rule) => rule.max(60) }),
  defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(120) }),
  defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.max(500) }),
];

/** A numbered list of short steps (a process, a quick start), each a title and a sentence or two. */
export function stepsField({ min, max }: { min: number; max: number }) {
  return defineField({
    name: 'steps',
    type: 'array',
    of: [
      defineArrayMember({
        type: 'object',
        name: 'step',
        fields: [
          defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) }),
          defineField({ name: 'body', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
        ],
      }),
    ],
    validation: (rule) => rule.required().min(min).max(max),
  });
}

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
export function previewWithImage(subtitle: string) {
  return {
    select: { title: 'heading', media: 'image' },
    prepare: ({ title, media }: { title?: string; media?: PreviewValue['media'] }) => ({ title, subtitle, media }),
  };
}
