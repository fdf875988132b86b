import { DocumentIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { keepRouteSlug, validatePageSlug } from './address-validation';
import { pageSectionMembers } from './sections/page-sections';

export const pageType = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'seo', title: 'Search' },
  ],
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      group: 'content',
      description: 'The page name in the Studio.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'slug',
      type: 'slug',
      group: 'content',
      description:
        'The page address without the leading slash ("guides/accessibility" is shown at /guides/accessibility); "home" is the front page. A new page appears at its address as soon as it is published.',
      options: { source: 'title', maxLength: 60 },
      validation: (rule) => rule.required().custom(validatePageSlug).custom(keepRouteSlug),
    }),
    defineField({ name: 'hero', type: 'hero', group: 'content', validation: (rule) => rule.required() }),
    defineField({
      name: 'sections',
      type: 'array',
      group: 'content',
      of: pageSectionMembers,
    }),
    defineField({ name: 'seo', type: 'seo', group: 'seo', validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', media: 'hero.image' },
    prepare: ({ title, slug, media }) => ({ title, subtitle: slug === 'home' ? '/' : `/${slug ?? ''}`, media }),
  },
});
