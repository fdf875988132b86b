import { z } from 'zod';
import { logger } from '../../../server/logger.js';
import { resultSchema } from '../result-schema';
import { caseStudyCardSchema } from './case-study';
import { faqSchema } from './faq';
import { personSchema } from './person';
import { pricingTierSchema } from './pricing-tier';
import {
  type ItemOf,
  linkSchema,
  listOfValid,
  nullishList,
  nullishText,
  optionalImage,
  optionalLink,
  portableTextSchema,
  requiredText,
  type SectionResult,
  type SectionResultOf,
  withDefault,
} from './shared';
import { testimonialSchema } from './testimonial';

// The page builder's sections (studio/schema-types/sections/), shared by pages and product pages.

/** The rules every section shares, and a section's own on top. */
function sectionSchema<Type extends SectionResult['_type']>(_type: Type) {
  return resultSchema<SectionResultOf<Type>>();
}
const sectionBase = {
  anchor: nullishText,
  eyebrow: nullishText,
  heading: requiredText,
  intro: nullishText,
};

type CardResult = ItemOf<SectionResultOf<'cardGridSection'>['cards']>;
const cardSchema = resultSchema<CardResult>()({
  title: requiredText,
  body: nullishText,
  icon: nullishText,
  points: nullishList(z.string()),
  link: optionalLink,
});
export type Card = z.infer<typeof cardSchema>;

const cardGridSectionSchema = sectionSchema('cardGridSection')({
  _type: z.literal('cardGridSection'),
  ...sectionBase,
  columns: withDefault(z.union([z.literal(2), z.literal(3), z.literal(4)]), 3),
  layout: withDefault(z.enum(['cards', 'bento', 'numbered', 'list']), 'cards').catch('cards'),
  cards: nullishList(cardSchema),
  links: nullishList(linkSchema),
});

type StepResult = ItemOf<SectionResultOf<'processSection'>['steps']>;
const stepSchema = resultSchema<StepResult>()({ title: requiredText, body: nullishText });

const processSectionSchema = sectionSchema('processSection')({
  _type: z.literal('processSection'),
  ...sectionBase,
  steps: z.array(stepSchema).min(1),
});

const faqSectionSchema = sectionSchema('faqSection')({
  _type: z.literal('faqSection'),
  ...sectionBase,
  faqs: z.array(faqSchema).min(1),
});

const statsSectionSchema = sectionSchema('statsSection')({
  _type: z.literal('statsSection'),
  ...sectionBase,
  stats: z
    .array(
      resultSchema<ItemOf<SectionResultOf<'statsSection'>['stats']>>()({ value: requiredText, label: requiredText }),
    )
    .min(1),
});

const logoStripSectionSchema = sectionSchema('logoStripSection')({
  _type: z.literal('logoStripSection'),
  ...sectionBase,
  scrolling: withDefault(z.boolean(), false),
  logos: z
    .array(
      resultSchema<ItemOf<SectionResultOf<'logoStripSection'>['logos']>>()({
        name: requiredText,
        icon: nullishText,
        image: optionalImage,
      }),
    )
    .min(1),
});

const pricingSectionSchema = sectionSchema('pricingSection')({
  _type: z.literal('pricingSection'),
  ...sectionBase,
  tiers: z.array(pricingTierSchema).min(1),
  footnote: nullishText,
  links: nullishList(linkSchema),
});

const imagePosition = withDefault(z.enum(['left', 'right']), 'right');

const richTextSectionSchema = sectionSchema('richTextSection')({
  _type: z.literal('richTextSection'),
  ...sectionBase,
  body: portableTextSchema,
  image: optionalImage,
  imagePosition,
});

type ResultItem = ItemOf<SectionResultOf<'resultsSection'>['results']>;
const resultsSectionSchema = sectionSchema('resultsSection')({
  _type: z.literal('resultsSection'),
  ...sectionBase,
  results: z
    .array(
      resultSchema<ResultItem>()({
        metric: requiredText,
        label: requiredText,
        detail: nullishText,
        /** The case study the figure comes from: its client and time frame are shown, and it is linked. */
        caseStudy: resultSchema<NonNullable<Extract<ResultItem, { caseStudy: unknown }>['caseStudy']>>()({
          slug: requiredText,
          client: requiredText,
          logo: optionalImage,
          timeFrame: requiredText,
        })
          .nullish()
          .catch(undefined)
          .transform((value) => value ?? undefined),
      }),
    )
    .min(1),
  links: nullishList(linkSchema),
});

const ctaSectionSchema = sectionSchema('ctaSection')({
  _type: z.literal('ctaSection'),
  ...sectionBase,
  links: z.array(linkSchema).min(1),
});

const splitSectionSchema = sectionSchema('splitSection')({
  _type: z.literal('splitSection'),
  ...sectionBase,
  points: nullishList(z.string()),
  links: nullishList(linkSchema),
  image: optionalImage,
  imagePosition,
  tone: withDefault(z.enum(['light', 'tinted', 'dark']), 'light'),
});

type DemoResult = ItemOf<SectionResultOf<'demoSection'>['demos']>;
const demoSectionSchema = sectionSchema('demoSection')({
  _type: z.literal('demoSection'),
  ...sectionBase,
  demos: z
    .array(
      resultSchema<DemoResult>()({
        title: requiredText,
        summary: requiredText,
        icon: nullishText,
        outcome: nullishText,
        steps: z.array(resultSchema<ItemOf<DemoResult['steps']>>()({ title: requiredText, body: requiredText })).min(1),
      }),
    )
    .min(1),
  links: nullishList(linkSchema),
});

type EndpointResult = ItemOf<SectionResultOf<'apiEndpointsSection'>['endpoints']>;
const apiEndpointsSectionSchema = sectionSchema('apiEndpointsSection')({
  _type: z.literal('apiEndpointsSection'),
  ...sectionBase,
  authNote: nullishText,
  endpoints: z
    .array(
      resultSchema<EndpointResult>()({
        method: requiredText,
        path: z.string().startsWith('/'),
        summary: requiredText,
        fields: nullishList(
          resultSchema<ItemOf<EndpointResult['fields']>>()({
            name: requiredText,
            type: requiredText,
            description: nullishText,
          }),
        ),
      }),
    )
    .min(1),
});

const apiQuickStartSectionSchema = sectionSchema('apiQuickStartSection')({
  _type: z.literal('apiQuickStartSection'),
  ...sectionBase,
  steps: z.array(stepSchema).min(1),
  sampleEndpoint: z.string().startsWith('/'),
  sampleBaseUrl: z.url(),
  sampleForeground: requiredText,
  sampleBackground: requiredText,
  links: nullishList(linkSchema),
});

const websiteOfferSectionSchema = sectionSchema('websiteOfferSection')({
  _type: z.literal('websiteOfferSection'),
  ...sectionBase,
  points: nullishList(z.string()),
  priceNote: nullishText,
  link: linkSchema,
  /** The flat rate as shown, e.g. "$500". */
  price: requiredText,
});

const workSectionSchema = sectionSchema('workSection')({
  _type: z.literal('workSection'),
  ...sectionBase,
  caseStudies: listOfValid(caseStudyCardSchema),
  links: nullishList(linkSchema),
});

const testimonialSectionSchema = sectionSchema('testimonialSection')({
  _type: z.literal('testimonialSection'),
  ...sectionBase,
  testimonials: z.array(testimonialSchema).min(1),
});

const teamSectionSchema = sectionSchema('teamSection')({
  _type: z.literal('teamSection'),
  ...sectionBase,
  people: z.array(personSchema).min(1),
  links: nullishList(linkSchema),
});

const SECTION_SCHEMAS = {
  cardGridSection: cardGridSectionSchema,
  processSection: processSectionSchema,
  faqSection: faqSectionSchema,
  statsSection: statsSectionSchema,
  logoStripSection: logoStripSectionSchema,
  pricingSection: pricingSectionSchema,
  richTextSection: richTextSectionSchema,
  resultsSection: resultsSectionSchema,
  ctaSection: ctaSectionSchema,
  splitSection: splitSectionSchema,
  demoSection: demoSectionSchema,
  apiEndpointsSection: apiEndpointsSectionSchema,
  apiQuickStartSection: apiQuickStartSectionSchema,
  websiteOfferSection: websiteOfferSectionSchema,
  workSection: workSectionSchema,
  testimonialSection: testimonialSectionSchema,
  teamSection: teamSectionSchema,
} satisfies { [Type in SectionResult['_type']]: z.ZodType };

export type Section = z.infer<(typeof SECTION_SCHEMAS)[keyof typeof SECTION_SCHEMAS]>;
export type SectionOf<Type extends Section['_type']> = Extract<Section, { _type: Type }>;

function isSectionType(type: unknown): type is keyof typeof SECTION_SCHEMAS {
  return typeof type === 'string' && Object.hasOwn(SECTION_SCHEMAS, type);
}

// A section type this build does not know yet, or one an editor left half-finished, is
// skipped (and logged) rather than failing the page.
export const sectionsSchema = nullishList(z.unknown()).transform((sections) =>
  sections.flatMap((section): Section[] => {
    const type = typeof section === 'object' && section !== null && '_type' in section ? section._type : undefined;
    if (!isSectionType(type)) {
      logger('content').warn({ type: String(type) }, 'skipped a section the site cannot show: unknown section type');
      return [];
    }
    const parsed = SECTION_SCHEMAS[type].safeParse(section);
    if (parsed.success) return [parsed.data as Section];
    logger('content').warn({ issues: parsed.error.issues }, 'skipped a section the site cannot show');
    return [];
  }),
);
