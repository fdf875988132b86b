import { z } from 'zod';
import { resultSchema } from '../result-schema';
import { sectionsSchema } from './sections';
import { heroSchema, type PageResult, seoSchema } from './shared';

export const pageSchema = resultSchema<PageResult>()({
  title: z.string(),
  slug: z.string(),
  seo: seoSchema,
  hero: heroSchema,
  sections: sectionsSchema,
});
export type Page = z.infer<typeof pageSchema>;

/**
 * A page as preview reads it. An editor builds a page step by step, so a draft with only its
 * title and slug is a page here: its hero and its search fields are kept when they are complete,
 * else null (the page shows a placeholder where the hero goes). The public site reads
 * `pageSchema`, which needs both.
 */
export const previewPageSchema = resultSchema<PageResult>()({
  ...pageSchema.rules,
  hero: heroSchema.nullable().catch(null),
  seo: seoSchema.nullable().catch(null),
});

/** A page as the content-page routes render it: in preview, its hero may still be missing. */
export type PageInProgress = Omit<Page, 'hero'> & { hero: Page['hero'] | null };
