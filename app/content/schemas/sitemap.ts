import { z } from 'zod';
import { resultSchema } from '../result-schema';
import type { SITEMAP_QUERYResult } from '../sanity.types';
import { type ItemOf, listOfValid, nullishList, nullishToUndefined, requiredText, withDefault } from './shared';

// Every published document with an address, for the sitemap.

type SitemapResult = NonNullable<SITEMAP_QUERYResult>;

const sitemapEntrySchema = resultSchema<ItemOf<SitemapResult['pages']>>()({
  slug: requiredText,
  updatedAt: z.iso.datetime({ offset: true }).optional().catch(undefined),
  noindex: withDefault(z.boolean(), false),
});
const sitemapList = listOfValid(sitemapEntrySchema);

export const sitemapSchema = resultSchema<SitemapResult>()({
  pages: sitemapList,
  products: sitemapList,
  jobs: sitemapList,
  caseStudies: sitemapList,
  posts: listOfValid(
    resultSchema<ItemOf<SitemapResult['posts']>>()({
      slug: requiredText,
      publishedAt: z.iso.datetime({ offset: true }),
      updatedAt: nullishToUndefined(z.iso.datetime({ offset: true })).catch(undefined),
      updatedAtSystem: nullishToUndefined(z.iso.datetime({ offset: true })).catch(undefined),
      noindex: withDefault(z.boolean(), false),
      categories: nullishList(z.string().nullable()).transform((slugs) => slugs.flatMap((slug) => slug ?? [])),
    }),
  ),
});
