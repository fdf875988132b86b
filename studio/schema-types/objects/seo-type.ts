import { EXAMPLE_OFFER, fillPlaceholders } from '../../../app/lib/website-offer';
import { defineField, defineType } from 'sanity';
import { shareImageField } from './share-image-field';

/** What search results show of a title and a description before cutting them off. */
const SEARCH_TITLE_CHARS = 60;
const SEARCH_DESCRIPTION_CHARS = 160;

/** How long a tier's price is counted ({api-starter price} shows as "$29", "$1,200"…). */
const EXAMPLE_TIER_PRICE = '$1,000';

/** Counted as shown: a placeholder such as {flat rate} counts as the figure it becomes. */
function shownLength(text: string): number {
  return fillPlaceholders(text, EXAMPLE_OFFER).replace(/\{[a-z0-9-]+ price\}/g, EXAMPLE_TIER_PRICE).length;
}

export const seoType = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: 'title',
      type: 'string',
      description:
        'Shown in the browser tab and search results, followed by " · " and the company name (leave the name out here). About 40 to 50 characters.',
      // Search results cut a title after about 60 characters: a warning there, an error past 70.
      validation: (rule) => [
        rule.required().max(70),
        rule.max(SEARCH_TITLE_CHARS).warning(`Search results show about ${SEARCH_TITLE_CHARS} characters of a title.`),
      ],
    }),
    defineField({
      name: 'description',
      type: 'text',
      rows: 3,
      description: 'Shown under the title in search results. About 120 to 160 characters.',
      // Search results cut a description after about 160 characters: a warning there.
      validation: (rule) => [
        rule.required().custom((text: string | undefined) => {
          if (text === undefined) return true;
          const shown = shownLength(text);
          if (shown < 50) return 'Must be at least 50 characters long';
          return shown <= 200 ? true : 'Must be at most 200 characters long';
        }),
        rule
          .custom((text: string | undefined) =>
            text === undefined || shownLength(text) <= SEARCH_DESCRIPTION_CHARS
              ? true
              : `Search results show about ${SEARCH_DESCRIPTION_CHARS} characters of a description; this one has ${shownLength(text)}.`,
          )
          .warning(),
      ],
    }),
    shareImageField({
      name: 'image',
      title: 'Share image',
      description:
        'Shown when the page is shared (1200 × 630 px works best; the hotspot stays in frame). Leave empty and the site draws a card with the title and description.',
    }),
    defineField({
      name: 'noindex',
      title: 'Hide from search engines',
      type: 'boolean',
      description: 'Adds "noindex" and leaves the page out of the sitemap. For pages not meant to be found.',
      initialValue: false,
      hidden: ({ document }) => document?._type === 'siteSettings',
    }),
    defineField({
      name: 'canonical',
      title: 'Canonical address',
      type: 'url',
      description:
        'Only when this page repeats another one: the full address of the page search engines should show instead.',
      validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
      hidden: ({ document }) => document?._type === 'siteSettings',
    }),
  ],
});
