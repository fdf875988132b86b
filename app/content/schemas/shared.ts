import { z } from 'zod';
import { imageBuilder } from '~/lib/image-url';
import { logger } from '../../../server/logger.js';
import { acceptsResult, resultSchema } from '../result-schema';
import type { PAGE_QUERYResult } from '../sanity.types';

// The rules the site reads content with. The shape of every result is generated from the Studio
// schema and the query (sanity.types.ts, `npm run typegen`); each schema here is written against
// it and names only what the types cannot say: a field that must be there for the site to show the
// item (the Studio requires it, but drafts in preview and documents written through the API may
// lack it), a default, a cleaned value. Content that breaks a rule is treated as missing (and
// logged), so an editor's half-finished document can never crash a page.
//
// This module holds what several document types share: the rules for texts, lists and dates, and
// the objects the Studio keeps in studio/schema-types/objects/ (images, search fields, links, the
// hero, Portable Text). Each document type's rules are in the module named after it.

/** The generated type of one item of a list in a result. */
export type ItemOf<T> = NonNullable<T> extends readonly (infer Item)[] ? Item : never;
export type PageResult = NonNullable<PAGE_QUERYResult>;
type HeroResult = NonNullable<PageResult['hero']>;
type LinkResult = ItemOf<HeroResult['links']>;
type ImageResult = NonNullable<HeroResult['image']>;
type SeoResult = NonNullable<PageResult['seo']>;
/** The generated type of a page-builder section, by its type name. */
export type SectionResultOf<Type extends SectionResult['_type']> = Extract<SectionResult, { _type: Type }>;
export type SectionResult = ItemOf<PageResult['sections']>;

export const requiredText = z.string().min(1);
export const nullishToUndefined = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? undefined);
export const nullishText = nullishToUndefined(z.string());
export const nullishList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((items) => items ?? []);
export const withDefault = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  schema.nullish().transform((value): z.output<T> => value ?? fallback);
/** A list where an item that breaks its rules is left out, not the list. */
export const listOfValid = <T extends z.ZodType>(item: T) =>
  nullishList(z.unknown()).transform((items) =>
    items.flatMap((value) => {
      const parsed = item.safeParse(value);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }),
  );

const cropSchema = z.object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() });
const hotspotSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

/** An image asset as `asset->{…}` returns it from either source, flattened to what the site uses. */
const imageAssetSchema = z
  .object({
    _id: z.string().startsWith('image-'),
    url: z.string().min(1),
    metadata: z.object({
      dimensions: z.object({ width: z.number().positive(), height: z.number().positive() }),
      lqip: z.string().startsWith('data:image/').nullish(),
      isOpaque: z.boolean().nullish(),
      palette: z
        .object({ dominant: z.object({ background: z.string().regex(/^#[\da-f]{3,8}$/i) }).nullish() })
        .nullish()
        .catch(undefined),
    }),
  })
  .transform(({ _id, url, metadata }) => ({
    _id,
    url,
    width: metadata.dimensions.width,
    height: metadata.dimensions.height,
    /** A blurred 20-pixel copy, shown until the file arrives (only behind opaque images: it would show through). */
    lqip: metadata.isOpaque ? (metadata.lqip ?? undefined) : undefined,
    dominantColor: metadata.isOpaque ? (metadata.palette?.dominant?.background ?? undefined) : undefined,
  }));

/**
 * A picture chosen in the Studio for shares, cut to the 1200×630 frame social sites show around
 * the editor's hotspot and crop. The asset's own address carries where it is served.
 */
export const shareImageSchema = acceptsResult<NonNullable<SeoResult['image']>>()(
  z
    .object({
      asset: z.object({ _id: z.string().startsWith('image-'), url: z.string().min(1) }),
      alt: z.string().nullish(),
      crop: nullishToUndefined(cropSchema),
      hotspot: nullishToUndefined(hotspotSchema),
    })
    .transform(({ asset, alt, crop, hotspot }) => {
      const [, width = '0', height = '0'] = /-(\d+)x(\d+)-\w+$/.exec(asset._id) ?? [];
      const source = { asset: { ...asset, width: Number(width), height: Number(height) }, crop, hotspot };
      const url = imageBuilder(source).width(1200).height(630).fit('crop').format('jpg').url();
      return { url, alt: alt ?? '' };
    }),
);
// A picture still being chosen (no asset yet) is no picture, never a broken page.
export const optionalShareImage = shareImageSchema.optional().catch(undefined);

/**
 * A picture on the site: an uploaded image (hotspot, crop) with its alternative text, or marked
 * decorative (alt=""). One without either is not shown: the Studio refuses it, and the site never
 * shows an image it cannot describe.
 */
const imageFileSchema = z.object({
  asset: imageAssetSchema,
  crop: nullishToUndefined(cropSchema),
  hotspot: nullishToUndefined(hotspotSchema),
});

export const siteImageSchema = acceptsResult<ImageResult>()(
  imageFileSchema
    .extend({
      alt: z.string().nullish(),
      decorative: z.boolean().nullish(),
      /** Shown instead when the image cannot be loaded (with the same alternative text). */
      fallback: imageFileSchema
        .nullish()
        .transform((value) => value ?? undefined)
        .catch(undefined),
    })
    .refine((image) => image.decorative === true || Boolean(image.alt?.trim()), {
      message: 'An image needs alternative text or to be marked decorative',
      path: ['alt'],
    })
    .transform(({ asset, alt, decorative, crop, hotspot, fallback }) => ({
      asset,
      alt: decorative ? '' : (alt ?? '').trim(),
      crop,
      hotspot,
      fallback,
    })),
);
export type SiteImage = z.infer<typeof siteImageSchema>;
// No picture, or one an editor has not finished (no file yet, no alternative text), leaves the
// place empty; it never breaks the section around it.
export const optionalImage = siteImageSchema
  .nullish()
  .transform((value) => value ?? undefined)
  .catch(({ error }) => {
    logger('content').warn({ issues: error.issues }, 'left out an image the site cannot show');
    return undefined;
  });

export const seoSchema = resultSchema<SeoResult>()({
  title: z.string(),
  description: z.string(),
  image: optionalShareImage,
  noindex: withDefault(z.boolean(), false),
  canonical: z.url().optional().catch(undefined),
});

export const linkSchema = resultSchema<LinkResult>()({
  label: requiredText,
  href: requiredText,
  variant: withDefault(z.enum(['primary', 'secondary']), 'primary'),
});
export type ContentLink = z.infer<typeof linkSchema>;
export const optionalLink = nullishToUndefined(linkSchema);

/** Portable Text is passed through as blocks; the renderer ignores block types it does not know. */
export const portableTextSchema = z.array(
  z.object({ _type: z.string(), _key: z.string().optional() }).catchall(z.json()),
);
export type PortableTextBlocks = z.infer<typeof portableTextSchema>;

export const heroSchema = resultSchema<HeroResult>()({
  eyebrow: nullishText,
  heading: requiredText,
  typewriter: withDefault(z.boolean(), false),
  subheading: nullishText,
  links: nullishList(linkSchema),
  image: optionalImage,
  notes: nullishList(
    resultSchema<ItemOf<HeroResult['notes']>>()({ title: requiredText, body: requiredText, icon: nullishText }),
  ),
});
export type Hero = z.infer<typeof heroSchema>;

/** A date and time with its offset, as Sanity writes them. */
export const datetime = z.iso.datetime({ offset: true });
