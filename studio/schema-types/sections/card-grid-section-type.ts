import { ThLargeIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { iconField } from '../icon-field';
import { sectionHeadingFields } from './section-fields';

/** The ways a card grid can be drawn; `cards` is the default (and what a section without a layout shows). */
const CARD_GRID_LAYOUTS = [
  { value: 'cards', title: 'Icon cards' },
  { value: 'bento', title: 'Bento: the first card large and emphasized' },
  { value: 'numbered', title: 'Numbered columns (01, 02, …), no icons' },
  { value: 'list', title: 'Compact list beside the heading' },
] as const;

export const cardType = defineType({
  name: 'card',
  title: 'Card',
  type: 'object',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'body', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    iconField(),
    defineField({
      name: 'points',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(120) })],
      validation: (rule) => rule.max(8),
    }),
    defineField({ name: 'link', type: 'link' }),
  ],
  preview: { select: { title: 'title', subtitle: 'body' } },
});

export const cardGridSectionType = defineType({
  name: 'cardGridSection',
  title: 'Card grid',
  type: 'object',
  icon: ThLargeIcon,
  fields: [
    ...sectionHeadingFields,
    defineField({
      name: 'services',
      type: 'array',
      description: 'Service cards, kept in one place and reused across pages.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'service' }] })],
    }),
    defineField({
      name: 'cards',
      type: 'array',
      description: 'Cards that belong to this page only.',
      of: [defineArrayMember({ type: 'card' })],
    }),
    defineField({
      name: 'columns',
      type: 'number',
      description: 'Cards per row on wide screens.',
      options: { list: [2, 3, 4], layout: 'radio', direction: 'horizontal' },
      initialValue: 3,
    }),
    defineField({
      name: 'layout',
      type: 'string',
      description: 'How the cards are drawn. Vary it from one section to the next so a page does not repeat one grid.',
      options: { list: [...CARD_GRID_LAYOUTS], layout: 'radio' },
      initialValue: 'cards',
    }),
    defineField({
      name: 'links',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.max(3),
    }),
  ],
  validation: (rule) =>
    rule.custom((value: { services?: unknown[]; cards?: unknown[] } | undefined) =>
      (value?.services?.length ?? 0) + (value?.cards?.length ?? 0) > 0 ? true : 'Add at least one card or service.',
    ),
  preview: {
    select: { title: 'heading', services: 'services', cards: 'cards' },
    prepare: ({ title, services, cards }: { title?: string; services?: unknown[]; cards?: unknown[] }) => ({
      title,
      subtitle: `Card grid · ${(services?.length ?? 0) + (cards?.length ?? 0)} cards`,
    }),
  },
});
