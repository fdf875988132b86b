import type { z } from 'zod';
import { resultSchema } from '../result-schema';
import type { CATEGORIES_QUERYResult } from '../sanity.types';
import { datetime, type ItemOf, requiredText } from './shared';

/** A category of the blog. */
export const categorySchema = resultSchema<ItemOf<CATEGORIES_QUERYResult>>()({
  title: requiredText,
  slug: requiredText,
  description: requiredText,
  updatedAt: datetime,
});
export type Category = z.infer<typeof categorySchema>;
