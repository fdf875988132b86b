import { z } from 'zod';
import { resultSchema } from '../result-schema';
import type { POSTS_QUERYResult } from '../sanity.types';
import { type ItemOf, nullishList, nullishText, optionalImage, requiredText, type SectionResultOf } from './shared';

// A person of the studio: on the team page, and as a post's author.

/** A person as a team section shows them. */
type PersonResult = ItemOf<SectionResultOf<'teamSection'>['people']>;
export const personSchema = resultSchema<PersonResult>()({
  name: requiredText,
  role: requiredText,
  photo: optionalImage,
  bio: requiredText,
  links: nullishList(
    resultSchema<ItemOf<PersonResult['links']>>()({ label: requiredText, url: z.url({ protocol: /^https$/ }) }),
  ).catch([]),
});

type AuthorResult = ItemOf<ItemOf<POSTS_QUERYResult>['authors']>;

/** A person as the author of a post. */
export const authorSchema = resultSchema<AuthorResult>()({
  name: requiredText,
  role: requiredText,
  photo: optionalImage,
  teamPage: nullishText,
});
export type Author = z.infer<typeof authorSchema>;
