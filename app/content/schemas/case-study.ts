import { z } from 'zod';
import { INDUSTRY_NAMES, type Industry } from '~/lib/industries';
import { resultSchema, type RulesOf } from '../result-schema';
import type { CASE_STUDIES_QUERYResult, CASE_STUDY_QUERYResult } from '../sanity.types';
import {
  type ItemOf,
  nullishList,
  nullishToUndefined,
  optionalImage,
  type PortableTextBlocks,
  portableTextSchema,
  requiredText,
  seoSchema,
  type SiteImage,
  siteImageSchema,
} from './shared';
import { testimonialSchema } from './testimonial';

type CaseStudyCardResult = ItemOf<CASE_STUDIES_QUERYResult>;
type CaseStudyResult = NonNullable<CASE_STUDY_QUERYResult>;

/** A case study as the lists show it. */
export const caseStudyCardSchema = resultSchema<CaseStudyCardResult>()({
  slug: requiredText,
  title: requiredText,
  client: resultSchema<NonNullable<CaseStudyCardResult['client']>>()({
    name: requiredText,
    industry: z.enum(Object.keys(INDUSTRY_NAMES) as [Industry, ...Industry[]]),
    logo: optionalImage,
  }),
  outcome: resultSchema<NonNullable<CaseStudyCardResult['outcome']>>()({
    value: requiredText,
    measure: requiredText,
    timeFrame: requiredText,
  }),
  summary: requiredText,
  heroImage: siteImageSchema,
  services: nullishList(
    resultSchema<ItemOf<CaseStudyCardResult['services']>>()({ title: requiredText, slug: requiredText }),
  ),
  publishedAt: z.iso.date(),
});
export type CaseStudyCard = z.infer<typeof caseStudyCardSchema>;

/**
 * A story field of a case study: runs of rich text, and pictures between them. A picture the
 * site cannot show (no file, no alternative text) is left out.
 */
export type StoryPart = { _key: string; text: PortableTextBlocks } | { _key: string; image: SiteImage };
const storySchema = nullishList(
  z.object({ _type: z.string(), _key: z.string().optional() }).catchall(z.unknown()),
).transform((items): StoryPart[] => {
  const parts: StoryPart[] = [];
  for (const [index, item] of items.entries()) {
    const key = item._key ?? String(index);
    if (item._type === 'siteImage') {
      const image = optionalImage.parse(item);
      if (image) parts.push({ _key: key, image });
      continue;
    }
    const block = portableTextSchema.element.safeParse(item);
    if (!block.success) continue;
    const last = parts.at(-1);
    if (last && 'text' in last) last.text.push(block.data);
    else parts.push({ _key: key, text: [block.data] });
  }
  return parts;
});

export const caseStudySchema = resultSchema<CaseStudyResult>()({
  ...(caseStudyCardSchema.rules as RulesOf<typeof caseStudyCardSchema>),
  seo: seoSchema,
  challenge: storySchema,
  approach: storySchema,
  result: storySchema,
  technologies: nullishList(requiredText),
  testimonial: nullishToUndefined(testimonialSchema).catch(undefined),
  gallery: nullishList(z.unknown()).transform((items) => items.flatMap((item) => optionalImage.parse(item) ?? [])),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;
