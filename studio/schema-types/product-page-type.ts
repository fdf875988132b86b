import { PackageIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { pageSectionMembers } from './sections/page-sections';

/** The site's accent colors a product page may take (tokens of the site's theme). */
const PRODUCT_ACCENTS = [
  { value: 'brand', title: 'Bluebonnet (brand)' },
  { value: 'sky', title: 'Sky' },
  { value: 'violet', title: 'Violet' },
  { value: 'amber', title: 'Amber' },
  { value: 'emerald', title: 'Emerald' },
  { value: 'rose', title: 'Rose' },
  { value: 'teal', title: 'Teal' },
] as const;

export const productPageType = defineType({
  name: 'productPage',
  title: 'Product page',
  type: 'document',
  icon: PackageIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'seo', title: 'Search' },
  ],
  fields: [
    defineField({ name: 'name', type: 'string', group: 'content', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'slug',
      type: 'slug',
      group: 'content',
      description: 'The page address: /products/<slug>.',
      options: { source: 'name', maxLength: 60 },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tagline',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().max(140),
    }),
    defineField({
      name: 'accent',
      type: 'string',
      group: 'content',
      description: "The product's own color: it tints the hero and the emphasized feature.",
      options: { list: [...PRODUCT_ACCENTS], layout: 'radio', direction: 'horizontal' },
      initialValue: 'brand',
    }),
    defineField({ name: 'hero', type: 'hero', group: 'content', validation: (rule) => rule.required() }),
    defineField({ name: 'sections', type: 'array', group: 'content', of: pageSectionMembers }),
    defineField({
      name: 'links',
      title: 'Calls to action',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.required().min(1).max(3),
    }),
    defineField({ name: 'seo', type: 'seo', group: 'seo', validation: (rule) => rule.required() }),
  ],
  preview: {
    select: { title: 'name', slug: 'slug.current', media: 'hero.image' },
    prepare: ({ title, slug, media }) => ({ title, subtitle: `/products/${slug ?? ''}`, media }),
  },
});
