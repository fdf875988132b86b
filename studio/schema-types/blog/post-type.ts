import { DocumentsIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { validatePathSegment } from '../address-validation';
import { postBodyMembers } from './post-body-types';

/** What a list, a feed and search results show of a post's summary before cutting it off. */
const DEK_MAX_CHARS = 160;

function dateOf(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/** An article of the blog, at /blog/<slug> from its publish date on. */
export const postType = defineType({
  name: 'post',
  title: 'Blog post',
  type: 'document',
  icon: DocumentsIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'body', title: 'Article' },
    { name: 'related', title: 'Related' },
    { name: 'seo', title: 'Search' },
  ],
  fields: [
    defineField({ name: 'title', type: 'string', group: 'content', validation: (rule) => rule.required().max(100) }),
    defineField({
      name: 'slug',
      type: 'slug',
      group: 'content',
      description: 'The address of the post: /blog/<slug>. Two posts cannot share one.',
      options: { source: 'title', maxLength: 80 },
      validation: (rule) => rule.required().custom(validatePathSegment),
    }),
    defineField({
      name: 'dek',
      title: 'Summary (dek)',
      type: 'text',
      rows: 3,
      group: 'content',
      description: `One or two sentences under the title, in the list and in feed readers. At most ${DEK_MAX_CHARS} characters.`,
      validation: (rule) => rule.required().min(40).max(DEK_MAX_CHARS),
    }),
    defineField({
      name: 'coverImage',
      title: 'Cover image',
      type: 'siteImage',
      group: 'content',
      description: 'Shown at the top of the post and on its card. Set the hotspot: cards cut the image to 16:9.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'authors',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'person' }] })],
      validation: (rule) =>
        rule.required().min(1).error('Name at least one author (People in the menu).').unique().max(4),
    }),
    defineField({
      name: 'categories',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'category' }] })],
      validation: (rule) => rule.required().min(1).error('File the post under at least one category.').unique().max(4),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Publish date',
      type: 'datetime',
      group: 'content',
      description:
        'The post appears on the site at this moment. A date in the future schedules it: it stays hidden until then, and appears by itself.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'updatedAt',
      title: 'Updated date',
      type: 'datetime',
      group: 'content',
      description: 'Set it when a published post changed in substance; the post shows "Updated" with this date.',
      validation: (rule) =>
        rule.custom((value, context) => {
          const updated = dateOf(value);
          const published = dateOf(context.document?.publishedAt);
          if (updated === undefined || published === undefined) return true;
          return updated > published ? true : 'The updated date must come after the publish date.';
        }),
    }),
    defineField({
      name: 'body',
      title: 'Article',
      type: 'array',
      group: 'body',
      of: postBodyMembers,
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'relatedCaseStudies',
      title: 'Related case studies',
      type: 'array',
      group: 'related',
      description: 'Shown under the post as related work; the case study lists the post in turn.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'caseStudy' }] })],
      validation: (rule) => rule.unique().max(3),
    }),
    defineField({
      name: 'relatedServices',
      title: 'Related services',
      type: 'array',
      group: 'related',
      description: 'The services the post is about; the page each service links to lists the post.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'service' }] })],
      validation: (rule) => rule.unique().max(4),
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
  orderings: [
    { title: 'Publish date, newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] },
  ],
  initialValue: () => ({ publishedAt: new Date().toISOString() }),
  preview: {
    select: { title: 'title', publishedAt: 'publishedAt', author: 'authors.0.name', media: 'coverImage' },
    prepare: ({
      title,
      publishedAt,
      author,
      media,
    }: {
      title?: string;
      publishedAt?: string;
      author?: string;
      media?: unknown;
    }) => {
      const time = dateOf(publishedAt);
      const when =
        time === undefined
          ? 'No publish date'
          : `${time > Date.now() ? 'Scheduled for' : 'Published'} ${new Date(time).toISOString().slice(0, 10)}`;
      return { title, subtitle: [when, author].filter(Boolean).join(' · '), media: media as never };
    },
  },
});
