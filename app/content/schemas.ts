import { z } from 'zod';
import { imageBuilder } from '~/lib/image-url';
import { type Availability, parseAvailability } from '../../supabase/functions/_shared/booking-rules.ts';
import { NAV_HREF_PATTERN } from '~/lib/nav-links';
import { INDUSTRY_NAMES, type Industry } from '~/lib/industries';
import { categoryPath, ROUTED_DOCUMENTS } from '~/lib/document-paths';
import { logger } from '../../server/logger.js';
import { acceptsResult, resultSchema, type RulesOf } from './result-schema';
import type {
  CASE_STUDIES_QUERYResult,
  CASE_STUDY_QUERYResult,
  JOB_POSITION_QUERYResult,
  CATEGORIES_QUERYResult,
  PAGE_QUERYResult,
  POST_QUERYResult,
  POSTS_QUERYResult,
  PRODUCT_PAGE_QUERYResult,
  ROUTING_QUERYResult,
  SERVICE_LINKS_QUERYResult,
  SERVICE_REQUEST_OPTIONS_QUERYResult,
  SITE_SETTINGS_QUERYResult,
  SITEMAP_QUERYResult,
  TIER_PRICES_QUERYResult,
  WEBSITE_OFFER_QUERYResult,
} from './sanity.types';

// The rules the site reads content with. The shape of every result is generated from the Studio
// schema and the query (sanity.types.ts, `npm run typegen`); each schema here is written against
// it and names only what the types cannot say: a field that must be there for the site to show the
// item (the Studio requires it, but drafts in preview and documents written through the API may
// lack it), a default, a cleaned value. Content that breaks a rule is treated as missing (and
// logged), so an editor's half-finished document can never crash a page.

// The generated types of the objects inside the results, by what they are.
type ItemOf<T> = NonNullable<T> extends readonly (infer Item)[] ? Item : never;
type PageResult = NonNullable<PAGE_QUERYResult>;
type HeroResult = NonNullable<PageResult['hero']>;
type SectionResult = ItemOf<PageResult['sections']>;
type SectionResultOf<Type extends SectionResult['_type']> = Extract<SectionResult, { _type: Type }>;
type LinkResult = ItemOf<HeroResult['links']>;
type ImageResult = NonNullable<HeroResult['image']>;
type SeoResult = NonNullable<PageResult['seo']>;
type SettingsResult = NonNullable<SITE_SETTINGS_QUERYResult>;
type NavigationResult = NonNullable<SettingsResult['navigation']>;
type JobResult = NonNullable<JOB_POSITION_QUERYResult>;
type CaseStudyCardResult = ItemOf<CASE_STUDIES_QUERYResult>;
type CaseStudyResult = NonNullable<CASE_STUDY_QUERYResult>;
type ProductPageResult = NonNullable<PRODUCT_PAGE_QUERYResult>;
type SitemapResult = NonNullable<SITEMAP_QUERYResult>;
type RoutingResult = NonNullable<ROUTING_QUERYResult>;

const requiredText = z.string().min(1);
const nullishToUndefined = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? undefined);
const nullishText = nullishToUndefined(z.string());
const nullishList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((items) => items ?? []);
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  schema.nullish().transform((value): z.output<T> => value ?? fallback);
/** A list where an item that breaks its rules is left out, not the list. */
const listOfValid = <T extends z.ZodType>(item: T) =>
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
const optionalShareImage = shareImageSchema.optional().catch(undefined);

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
const optionalImage = siteImageSchema
  .nullish()
  .transform((value) => value ?? undefined)
  .catch(({ error }) => {
    logger('content').warn({ issues: error.issues }, 'left out an image the site cannot show');
    return undefined;
  });

const seoSchema = resultSchema<SeoResult>()({
  title: z.string(),
  description: z.string(),
  image: optionalShareImage,
  noindex: withDefault(z.boolean(), false),
  canonical: z.url().optional().catch(undefined),
});

type NavLinkResult = ItemOf<NavigationResult['headerLinks']>;
const navLinkSchema = resultSchema<NavLinkResult>()({ label: requiredText, href: z.string().regex(NAV_HREF_PATTERN) });
export type NavLink = z.infer<typeof navLinkSchema>;

// A menu with a broken link loses that link, not the whole site's settings.
const navLinks = listOfValid(navLinkSchema);
const optionalNavLink = navLinkSchema.optional().catch(undefined);

/** The menus of the site: header, mobile menu and footer. */
const navigationSchema = resultSchema<NavigationResult>()({
  headerLinks: navLinks,
  headerButton: optionalNavLink,
  mobileLinks: navLinks,
  mobileButton: optionalNavLink,
  footerQuickLinksTitle: withDefault(z.string(), ''),
  footerQuickLinks: navLinks,
  footerLinks: navLinks,
});
export type Navigation = z.infer<typeof navigationSchema>;

/** The "Booking availability" document, checked by the rules module the booking function runs too. */
export const bookingAvailabilitySchema = z.unknown().transform((raw, context): Availability => {
  const availability = parseAvailability(raw);
  if (availability) return availability;
  context.addIssue({ code: 'custom', message: 'not a valid booking availability document' });
  return z.NEVER;
});

type SocialLinkResult = ItemOf<SettingsResult['socialLinks']>;
type BusinessHoursResult = ItemOf<SettingsResult['businessHours']>;

export const siteSettingsSchema = resultSchema<SettingsResult>()({
  companyName: requiredText,
  footerBlurb: requiredText,
  enquiryEmail: z.email(),
  phone: requiredText,
  location: requiredText,
  businessHours: withDefault(z.array(resultSchema<BusinessHoursResult>()({ days: z.string(), hours: z.string() })), []),
  socialLinks: nullishList(
    resultSchema<SocialLinkResult>()({
      platform: z.string(),
      // No address: the network is shown as a placeholder, not a link (docs/specification.md section 2).
      url: nullishToUndefined(z.url()),
    }),
  ),
  seo: resultSchema<NonNullable<SettingsResult['seo']>>()({ title: z.string(), description: z.string() }),
  socialImage: optionalShareImage,
  logoUrl: z.url().optional().catch(undefined),
  areaMap: optionalImage,
  // Settings saved before the menus were content have none: the site then shows no menu links.
  navigation: navigationSchema.nullish().transform((value) => value ?? navigationSchema.parse({})),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const websiteOfferSchema = resultSchema<NonNullable<WEBSITE_OFFER_QUERYResult>>()({
  flatRate: z.number().nonnegative(),
  pagesIncluded: z.number().int().positive(),
  extraPagePrice: z.number().nonnegative(),
  supportPrice: z.number().nonnegative(),
  supportHours: z.number().nonnegative(),
});

/** A priced tier as text names it ({api-starter price}); a tier without both is left out. */
export const tierPriceSchema = resultSchema<ItemOf<TIER_PRICES_QUERYResult>>()({
  key: requiredText,
  price: z.number().nonnegative(),
});

export const jobPositionSchema = resultSchema<JobResult>()({
  slug: requiredText,
  title: requiredText,
  department: requiredText,
  location: requiredText,
  type: requiredText,
  description: requiredText,
  requirements: nullishList(z.string()),
  /** The last day applications are taken (YYYY-MM-DD). */
  validThrough: z.iso
    .date()
    .nullish()
    .catch(undefined)
    .transform((value) => value ?? undefined),
  baseSalary: z
    .object({
      minValue: z.number().positive(),
      maxValue: z.number().positive().nullish(),
      unitText: z.enum(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']),
      currency: z.literal('USD'),
    })
    .nullish()
    .catch(undefined)
    .transform((value) => (value ? { ...value, maxValue: value.maxValue ?? undefined } : undefined)),
});
export type JobPosition = z.infer<typeof jobPositionSchema>;

export const serviceOptionSchema = resultSchema<ItemOf<SERVICE_REQUEST_OPTIONS_QUERYResult>>()({
  id: requiredText,
  title: requiredText,
  description: requiredText,
  icon: nullishText,
});
export type ServiceOption = z.infer<typeof serviceOptionSchema>;

const linkSchema = resultSchema<LinkResult>()({
  label: requiredText,
  href: requiredText,
  variant: withDefault(z.enum(['primary', 'secondary']), 'primary'),
});
export type ContentLink = z.infer<typeof linkSchema>;
const optionalLink = nullishToUndefined(linkSchema);

/** Portable Text is passed through as blocks; the renderer ignores block types it does not know. */
const portableTextSchema = z.array(z.object({ _type: z.string(), _key: z.string().optional() }).catchall(z.json()));
export type PortableTextBlocks = z.infer<typeof portableTextSchema>;

const heroSchema = resultSchema<HeroResult>()({
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

const faqSchema = resultSchema<ItemOf<SectionResultOf<'faqSection'>['faqs']>>()({
  question: requiredText,
  answer: portableTextSchema,
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

const pricingTierSchema = resultSchema<ItemOf<SectionResultOf<'pricingSection'>['tiers']>>()({
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

type TestimonialResult = NonNullable<CaseStudyResult['testimonial']>;
const testimonialSchema = resultSchema<TestimonialResult>()({
  quote: requiredText,
  name: requiredText,
  role: requiredText,
  company: requiredText,
  photo: optionalImage,
  caseStudy: resultSchema<NonNullable<TestimonialResult['caseStudy']>>()({ slug: requiredText, title: requiredText })
    .nullish()
    .catch(undefined)
    .transform((value) => value ?? undefined),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

type PersonResult = ItemOf<SectionResultOf<'teamSection'>['people']>;
const personSchema = resultSchema<PersonResult>()({
  name: requiredText,
  role: requiredText,
  photo: optionalImage,
  bio: requiredText,
  links: nullishList(
    resultSchema<ItemOf<PersonResult['links']>>()({ label: requiredText, url: z.url({ protocol: /^https$/ }) }),
  ).catch([]),
});

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
const sectionsSchema = nullishList(z.unknown()).transform((sections) =>
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

export const pageSchema = resultSchema<PageResult>()({
  title: z.string(),
  slug: z.string(),
  seo: seoSchema,
  hero: heroSchema,
  sections: sectionsSchema,
});
export type Page = z.infer<typeof pageSchema>;

/**
 * A page as preview reads it. An editor builds a page step by step, so a draft with only its
 * title and slug is a page here: its hero and its search fields are kept when they are complete,
 * else null (the page shows a placeholder where the hero goes). The public site reads
 * `pageSchema`, which needs both.
 */
export const previewPageSchema = resultSchema<PageResult>()({
  ...pageSchema.rules,
  hero: heroSchema.nullable().catch(null),
  seo: seoSchema.nullable().catch(null),
});

/** A page as the content-page routes render it: in preview, its hero may still be missing. */
export type PageInProgress = Omit<Page, 'hero'> & { hero: Page['hero'] | null };

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

const sitemapEntrySchema = resultSchema<ItemOf<SitemapResult['pages']>>()({
  slug: requiredText,
  updatedAt: z.iso.datetime({ offset: true }).optional().catch(undefined),
  noindex: withDefault(z.boolean(), false),
});
const sitemapList = listOfValid(sitemapEntrySchema);

export const sitemapSchema = resultSchema<SitemapResult>()({
  pages: sitemapList,
  products: sitemapList,
  jobs: sitemapList,
  caseStudies: sitemapList,
  posts: listOfValid(
    resultSchema<ItemOf<SitemapResult['posts']>>()({
      slug: requiredText,
      publishedAt: z.iso.datetime({ offset: true }),
      updatedAt: nullishToUndefined(z.iso.datetime({ offset: true })).catch(undefined),
      updatedAtSystem: nullishToUndefined(z.iso.datetime({ offset: true })).catch(undefined),
      noindex: withDefault(z.boolean(), false),
      categories: nullishList(z.string().nullable()).transform((slugs) => slugs.flatMap((slug) => slug ?? [])),
    }),
  ),
});

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

// ——— The blog ———

type PostCardResult = ItemOf<POSTS_QUERYResult>;
type PostResult = NonNullable<POST_QUERYResult>;
type AuthorResult = ItemOf<PostCardResult['authors']>;

const authorSchema = resultSchema<AuthorResult>()({
  name: requiredText,
  role: requiredText,
  photo: optionalImage,
  teamPage: nullishText,
});
export type Author = z.infer<typeof authorSchema>;

const datetime = z.iso.datetime({ offset: true });

/**
 * A post as the lists show it. It must have its words, a cover it can describe, an author and a
 * category; the number of words of its text gives its reading time.
 */
export const postCardSchema = resultSchema<PostCardResult>()({
  slug: requiredText,
  title: requiredText,
  dek: requiredText,
  publishedAt: datetime,
  updatedAt: nullishToUndefined(datetime).catch(undefined),
  coverImage: siteImageSchema,
  authors: listOfValid(authorSchema).refine((authors) => authors.length > 0, 'A post needs an author'),
  categories: listOfValid(
    resultSchema<ItemOf<PostCardResult['categories']>>()({ title: requiredText, slug: requiredText }),
  ),
  caseStudySlugs: nullishList(z.string()),
  serviceSlugs: nullishList(z.string()),
  words: withDefault(z.number().int().nonnegative(), 0),
});
export type PostCard = z.infer<typeof postCardSchema>;

/** A link in an article, with the publish time of the post it names (a scheduled one is not linked yet). */
export interface PostLink {
  _type: 'link';
  _key: string;
  href?: string;
  publishedAt?: string;
}

const markDefsSchema = nullishList(z.object({ _type: z.string(), _key: z.string() }).catchall(z.unknown())).transform(
  (marks) =>
    marks.map((mark): PostLink => {
      if (mark._type === 'internalLink') {
        const target = internalTargetSchema.safeParse(mark.target);
        const anchor = typeof mark.anchor === 'string' && mark.anchor !== '' ? `#${mark.anchor}` : '';
        if (!target.success) return { _type: 'link', _key: mark._key };
        return {
          _type: 'link',
          _key: mark._key,
          href: `${linkedPath(target.data._type, target.data.slug)}${anchor}`,
          publishedAt: target.data.publishedAt ?? undefined,
        };
      }
      return { _type: 'link', _key: mark._key, href: typeof mark.href === 'string' ? mark.href : undefined };
    }),
);

const internalTargetSchema = z.object({
  _type: z.enum(['post', 'caseStudy', 'page', 'productPage', 'jobPosition', 'category']),
  slug: requiredText,
  publishedAt: z.string().nullish(),
});

/** An internal link's address: a routed document's, or a category's list. */
function linkedPath(type: z.infer<typeof internalTargetSchema>['_type'], slug: string): string {
  return type === 'category' ? categoryPath(slug) : ROUTED_DOCUMENTS[type].path(slug);
}

const textBlockSchema = z
  .object({
    _type: z.literal('block'),
    _key: z.string(),
    style: z.string().nullish(),
    listItem: z.string().nullish(),
    level: z.number().nullish(),
    children: z.array(
      z.object({ _type: z.string(), _key: z.string(), text: z.string(), marks: nullishList(z.string()) }),
    ),
    markDefs: markDefsSchema,
  })
  .transform((block) => ({
    ...block,
    style: block.style ?? 'normal',
    listItem: block.listItem ?? undefined,
    level: block.level ?? undefined,
  }));

const postBodyPartSchema = z.union([
  textBlockSchema,
  z
    .object({
      _type: z.literal('postImage'),
      _key: z.string(),
      asset: z.unknown(),
      crop: z.unknown(),
      hotspot: z.unknown(),
      alt: z.string().nullish(),
      caption: z.string().nullish(),
    })
    .transform(({ _key, asset, crop, hotspot, alt, caption }, context) => {
      const image = siteImageSchema.safeParse({ asset, crop, hotspot, alt });
      if (!image.success) {
        context.addIssue({ code: 'custom', message: 'A figure needs a file and alternative text' });
        return z.NEVER;
      }
      return { _type: 'postImage' as const, _key, image: image.data, caption: caption?.trim() || undefined };
    }),
  z.object({
    _type: z.literal('pullQuote'),
    _key: z.string(),
    text: requiredText,
    attribution: nullishText,
  }),
  z.object({
    _type: z.literal('callout'),
    _key: z.string(),
    tone: withDefault(z.enum(['note', 'warning']), 'note').catch('note'),
    body: z.array(textBlockSchema).min(1),
  }),
  z.object({
    _type: z.literal('codeBlock'),
    _key: z.string(),
    language: withDefault(z.string(), 'text'),
    filename: nullishText,
    code: requiredText,
  }),
  z.object({ _type: z.literal('caseStudyCard'), _key: z.string(), caseStudy: caseStudyCardSchema }),
]);
export type PostBodyPart = z.infer<typeof postBodyPartSchema>;

/** An article's body: a part the site cannot show (an unfinished figure, a removed case study) is left out. */
const postBodySchema = nullishList(z.unknown()).transform((parts) =>
  parts.flatMap((part): PostBodyPart[] => {
    const parsed = postBodyPartSchema.safeParse(part);
    if (parsed.success) return [parsed.data];
    logger('content').warn({ issues: parsed.error.issues }, 'left out a part of an article the site cannot show');
    return [];
  }),
);

export const postSchema = resultSchema<PostResult>()({
  ...(postCardSchema.rules as RulesOf<typeof postCardSchema>),
  seo: seoSchema,
  body: postBodySchema,
  relatedCaseStudies: listOfValid(caseStudyCardSchema),
});
export type Post = z.infer<typeof postSchema>;

export const categorySchema = resultSchema<ItemOf<CATEGORIES_QUERYResult>>()({
  title: requiredText,
  slug: requiredText,
  description: requiredText,
  updatedAt: datetime,
});
export type Category = z.infer<typeof categorySchema>;

export const serviceLinkSchema = resultSchema<ItemOf<SERVICE_LINKS_QUERYResult>>()({
  slug: requiredText,
  href: requiredText,
});
