import { z } from 'zod';
import { NAV_HREF_PATTERN } from '~/lib/nav-links';
import { resultSchema } from '../result-schema';
import type { ROUTING_QUERYResult } from '../sanity.types';
import { type ItemOf, listOfValid, nullishList, nullishToUndefined, requiredText, withDefault } from './shared';

// What decides where an address leads: the pages, the editors' redirects, the former slugs of
// renamed documents and the closed positions.

type RoutingResult = NonNullable<ROUTING_QUERYResult>;

export const routingSchema = resultSchema<RoutingResult>()({
  pageSlugs: nullishList(z.string()),
  // A half-written redirect is skipped, not a reason to drop the others.
  redirects: listOfValid(
    resultSchema<ItemOf<RoutingResult['redirects']>>()({
      from: z.string().startsWith('/'),
      to: z.string().regex(NAV_HREF_PATTERN),
      permanent: withDefault(z.boolean(), true),
    }),
  ),
  // A renamed document: each former slug's address answers a 301 to the current one.
  moved: listOfValid(
    resultSchema<ItemOf<RoutingResult['moved']>>()({
      _type: requiredText,
      slug: requiredText,
      formerSlugs: nullishList(z.string().min(1)),
      // A post's: a renamed post scheduled for later moves on its publish date, not before.
      publishedAt: nullishToUndefined(z.iso.datetime({ offset: true })).catch(undefined),
    }),
  ),
  // A closed position answers 410, or sends visitors to /careers with a note (the default).
  closedJobs: listOfValid(
    resultSchema<ItemOf<RoutingResult['closedJobs']>>()({
      slug: requiredText,
      title: requiredText,
      whenClosed: withDefault(z.enum(['gone', 'careers']), 'careers').catch('careers'),
    }),
  ),
});
export type Routing = z.infer<typeof routingSchema>;
