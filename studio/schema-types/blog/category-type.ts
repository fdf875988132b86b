import { TagsIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { validatePathSegment } from '../address-validation';

/** A blog category: /blog/category/<slug> lists its posts. */
export const categoryType = defineType({
  name: 'category',
  title: 'Blog category',
  type: 'document',
  icon: TagsIcon,
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({
      name: 'slug',
      type: 'slug',
      description: 'The address of the category: /blog/category/<slug>.',
      options: { source: 'title', maxLength: 40 },
      validation: (rule) => rule.required().custom(validatePathSegment),
    }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 3,
      description: 'Shown at the top of the category page and in search results (50 to 200 characters).',
      validation: (rule) => rule.required().min(50).max(200),
    }),
  ],
  orderings: [{ title: 'Title', name: 'title', by: [{ field: 'title', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', slug: 'slug.current' },
    prepare: ({ title, slug }) => ({ title, subtitle: `/blog/category/${slug ?? ''}` }),
  },
});
