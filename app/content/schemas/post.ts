import { z } from 'zod';
import { categoryPath, ROUTED_DOCUMENTS } from '~/lib/document-paths';
import { logger } from '../../../server/logger.js';
import { resultSchema, type RulesOf } from '../result-schema';
import type { POST_QUERYResult, POSTS_QUERYResult } from '../sanity.types';
import { caseStudyCardSchema } from './case-study';
import { authorSchema } from './person';
import {
  datetime,
  type ItemOf,
  listOfValid,
  nullishList,
  nullishText,
  nullishToUndefined,
  requiredText,
  seoSchema,
  siteImageSchema,
  withDefault,
} from './shared';

// The blog's posts: as the lists show them, and whole, with their body's parts.

type PostCardResult = ItemOf<POSTS_QUERYResult>;
type PostResult = NonNullable<POST_QUERYResult>;

/**
 * A post as the lists show it. It must have its words, a cover it can describe, an author and a
 * category; the number of words of its text gives its reading time.
 */
export const postCardSchema = resultSchema<PostCardResult>()({
  slug: requiredText,
  title: requiredText,
  dek: requiredText,
  publishedAt: datetime,
  updatedAt: nullishToUndefined(datetime).catch(undefined),
  coverImage: siteImageSchema,
  authors: listOfValid(authorSchema).refine((authors) => authors.length > 0, 'A post needs an author'),
  categories: listOfValid(
    resultSchema<ItemOf<PostCardResult['categories']>>()({ title: requiredText, slug: requiredText }),
  ),
  caseStudySlugs: nullishList(z.string()),
  serviceSlugs: nullishList(z.string()),
  words: withDefault(z.number().int().nonnegative(), 0),
});
export type PostCard = z.infer<typeof postCardSchema>;

/** A link in an article, with the publish time of the post it names (a scheduled one is not linked yet). */
export interface PostLink {
  _type: 'link';
  _key: string;
  href?: string;
  publishedAt?: string;
}

const markDefsSchema = nullishList(z.object({ _type: z.string(), _key: z.string() }).catchall(z.unknown())).transform(
  (marks) =>
    marks.map((mark): PostLink => {
      if (mark._type === 'internalLink') {
        const target = internalTargetSchema.safeParse(mark.target);
        const anchor = typeof mark.anchor === 'string' && mark.anchor !== '' ? `#${mark.anchor}` : '';
        if (!target.success) return { _type: 'link', _key: mark._key };
        return {
          _type: 'link',
          _key: mark._key,
          href: `${linkedPath(target.data._type, target.data.slug)}${anchor}`,
          publishedAt: target.data.publishedAt ?? undefined,
        };
      }
      return { _type: 'link', _key: mark._key, href: typeof mark.href === 'string' ? mark.href : undefined };
    }),
);

const internalTargetSchema = z.object({
  _type: z.enum(['post', 'caseStudy', 'page', 'productPage', 'jobPosition', 'category']),
  slug: requiredText,
  publishedAt: z.string().nullish(),
});

/** An internal link's address: a routed document's, or a category's list. */
function linkedPath(type: z.infer<typeof internalTargetSchema>['_type'], slug: string): string {
  return type === 'category' ? categoryPath(slug) : ROUTED_DOCUMENTS[type].path(slug);
}

const textBlockSchema = z
  .object({
    _type: z.literal('block'),
    _key: z.string(),
    style: z.string().nullish(),
    listItem: z.string().nullish(),
    level: z.number().nullish(),
    children: z.array(
      z.object({ _type: z.string(), _key: z.string(), text: z.string(), marks: nullishList(z.string()) }),
    ),
    markDefs: markDefsSchema,
  })
  .transform((block) => ({
    ...block,
    style: block.style ?? 'normal',
    listItem: block.listItem ?? undefined,
    level: block.level ?? undefined,
  }));

const postBodyPartSchema = z.union([
  textBlockSchema,
  z
    .object({
      _type: z.literal('postImage'),
      _key: z.string(),
      asset: z.unknown(),
      crop: z.unknown(),
      hotspot: z.unknown(),
      alt: z.string().nullish(),
      caption: z.string().nullish(),
    })
    .transform(({ _key, asset, crop, hotspot, alt, caption }, context) => {
      const image = siteImageSchema.safeParse({ asset, crop, hotspot, alt });
      if (!image.success) {
        context.addIssue({ code: 'custom', message: 'A figure needs a file and alternative text' });
        return z.NEVER;
      }
      return { _type: 'postImage' as const, _key, image: image.data, caption: caption?.trim() || undefined };
    }),
  z.object({
    _type: z.literal('pullQuote'),
    _key: z.string(),
    text: requiredText,
    attribution: nullishText,
  }),
  z.object({
    _type: z.literal('callout'),
    _key: z.string(),
    tone: withDefault(z.enum(['note', 'warning']), 'note').catch('note'),
    body: z.array(textBlockSchema).min(1),
  }),
  z.object({
    _type: z.literal('codeBlock'),
    _key: z.string(),
    language: withDefault(z.string(), 'text'),
    filename: nullishText,
    code: requiredText,
  }),
  z.object({ _type: z.literal('caseStudyCard'), _key: z.string(), caseStudy: caseStudyCardSchema }),
]);
export type PostBodyPart = z.infer<typeof postBodyPartSchema>;

/** An article's body: a part the site cannot show (an unfinished figure, a removed case study) is left out. */
const postBodySchema = nullishList(z.unknown()).transform((parts) =>
  parts.flatMap((part): PostBodyPart[] => {
    const parsed = postBodyPartSchema.safeParse(part);
    if (parsed.success) return [parsed.data];
    logger('content').warn({ issues: parsed.error.issues }, 'left out a part of an article the site cannot show');
    return [];
  }),
);

export const postSchema = resultSchema<PostResult>()({
  ...(postCardSchema.rules as RulesOf<typeof postCardSchema>),
  seo: seoSchema,
  body: postBodySchema,
  relatedCaseStudies: listOfValid(caseStudyCardSchema),
});
export type Post = z.infer<typeof postSchema>;
