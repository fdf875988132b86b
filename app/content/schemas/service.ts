import type { z } from 'zod';
import { resultSchema } from '../result-schema';
import type { SERVICE_LINKS_QUERYResult, SERVICE_REQUEST_OPTIONS_QUERYResult } from '../sanity.types';
import { type ItemOf, nullishText, requiredText } from './shared';

/** A service as the request form offers it. */
export const serviceOptionSchema = resultSchema<ItemOf<SERVICE_REQUEST_OPTIONS_QUERYResult>>()({
  id: requiredText,
  title: requiredText,
  description: requiredText,
  icon: nullishText,
});
export type ServiceOption = z.infer<typeof serviceOptionSchema>;

/** Where a service is described, for the links to it. */
export const serviceLinkSchema = resultSchema<ItemOf<SERVICE_LINKS_QUERYResult>>()({
  slug: requiredText,
  href: requiredText,
});
