import { z } from 'zod';
import { resultSchema } from '../result-schema';
import type { PRODUCT_PAGE_QUERYResult } from '../sanity.types';
import { sectionsSchema } from './sections';
import {
  heroSchema,
  type ItemOf,
  linkSchema,
  nullishList,
  nullishText,
  requiredText,
  seoSchema,
  withDefault,
} from './shared';

type ProductPageResult = NonNullable<PRODUCT_PAGE_QUERYResult>;

export const productPageSchema = resultSchema<ProductPageResult>()({
  name: requiredText,
  slug: requiredText,
  tagline: requiredText,
  accent: withDefault(z.enum(['brand', 'sky', 'violet', 'amber', 'emerald', 'rose', 'teal']), 'brand').catch('brand'),
  seo: seoSchema,
  hero: heroSchema,
  sections: sectionsSchema,
  links: z.array(linkSchema).min(1),
  /** The other products, so every product page is a click away from each of them. */
  otherProducts: nullishList(
    resultSchema<ItemOf<ProductPageResult['otherProducts']>>()({
      name: requiredText,
      slug: requiredText,
      tagline: nullishText,
    }),
  ),
});
export type ProductPage = z.infer<typeof productPageSchema>;
