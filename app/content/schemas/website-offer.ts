import { z } from 'zod';
import { resultSchema } from '../result-schema';
import type { WEBSITE_OFFER_QUERYResult } from '../sanity.types';

/** The website offer (a single document): the flat rate and what it includes. */
export const websiteOfferSchema = resultSchema<NonNullable<WEBSITE_OFFER_QUERYResult>>()({
  flatRate: z.number().nonnegative(),
  pagesIncluded: z.number().int().positive(),
  extraPagePrice: z.number().nonnegative(),
  supportPrice: z.number().nonnegative(),
  supportHours: z.number().nonnegative(),
});
