import { z } from 'zod';
import { resultSchema } from '../result-schema';
import type { TIER_PRICES_QUERYResult } from '../sanity.types';
import {
  type ItemOf,
  nullishList,
  nullishText,
  nullishToUndefined,
  optionalLink,
  requiredText,
  type SectionResultOf,
} from './shared';

/** A priced tier as text names it ({api-starter price}); a tier without both is left out. */
export const tierPriceSchema = resultSchema<ItemOf<TIER_PRICES_QUERYResult>>()({
  key: requiredText,
  price: z.number().nonnegative(),
});

/** A tier as a pricing section shows it. */
export const pricingTierSchema = resultSchema<ItemOf<SectionResultOf<'pricingSection'>['tiers']>>()({
  name: requiredText,
  price: nullishToUndefined(z.number().nonnegative()),
  priceLabel: nullishText,
  unit: nullishText,
  description: requiredText,
  features: nullishList(z.string()),
  badge: nullishText,
  enquiryLabel: nullishText,
  cta: optionalLink,
});
export type PricingTier = z.infer<typeof pricingTierSchema>;
