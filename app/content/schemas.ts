import { z } from 'zod';
import { imageBuilder } from '~/lib/image-url';
import { type Availability, parseAvailability } from '../../supabase/functions/_shared/booking-rules.ts';
import { NAV_HREF_PATTERN } from '~/lib/nav-links';
import { INDUSTRY_NAMES, type Industry } from '~/lib/industries';

// The shapes the site relies on. Content that does not match is treated as missing (and
// logged), so an editor's half-finished document can never crash a page.

const cropSchema = z.object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() });
const hotspotSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
const nullishToUndefined = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? undefined);

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
export const shareImageSchema = z
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
  });
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

export const siteImageSchema = imageFileSchema
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
  }));
export type SiteImage = z.infer<typeof siteImageSchema>;
// No picture, or one an editor has not finished (no file yet, no alternative text), leaves the
// place empty; it never breaks the section around it.
const optionalImage = siteImageSchema
  .nullish()
  .transform((value) => value ?? undefined)
  .catch(({ error }) => {
    console.warn('[content] left out an image the site cannot show', error.issues);
    return undefined;
  });

const seoSchema = z.object({
  title: z.string(),
  description: z.string(),
  image: optionalShareImage,
  noindex: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  canonical: z.url().optional().catch(undefined),
});

const navLinkSchema = z.object({ label: z.string().min(1), href: z.string().regex(NAV_HREF_PATTERN) });
export type NavLink = z.infer<typeof navLinkSchema>;

// A menu with a broken link loses that link, not the whole site's settings.
const navLinks = z
  .array(z.unknown())
  .nullish()
  .transform((items) =>
    (items ?? []).flatMap((item) => {
      const parsed = navLinkSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );
const optionalNavLink = navLinkSchema.optional().catch(undefined);

/** The menus of the site: header, mobile menu and footer. */
const navigationSchema = z.object({
  headerLinks: navLinks,
  headerButton: optionalNavLink,
  mobileLinks: navLinks,
  mobileButton: optionalNavLink,
  footerQuickLinksTitle: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
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

export const siteSettingsSchema = z.object({
  companyName: z.string().min(1),
  footerBlurb: z.string().min(1),
  enquiryEmail: z.email(),
  phone: z.string().min(1),
  location: z.string().min(1),
  businessHours: z.array(z.object({ days: z.string(), hours: z.string() })).default([]),
  socialLinks: z
    .array(
      z.object({
        platform: z.string(),
        // No address: the network is shown as a placeholder, not a link (docs/specification.md section 2).
        url: z
          .url()
          .nullish()
          .transform((value) => value ?? undefined),
        handle: z.string().nullish(),
      }),
    )
    .nullish()
    .transform((links) => links ?? []),
  seo: z.object({ title: z.string(), description: z.string() }),
  socialImage: optionalShareImage,
  logoUrl: z.url().optional().catch(undefined),
  areaMap: optionalImage,
  // Settings saved before the menus were content have none: the site then shows no menu links.
  navigation: navigationSchema.nullish().transform((value) => value ?? navigationSchema.parse({})),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const websiteOfferSchema = z.object({
  flatRate: z.number().nonnegative(),
  pagesIncluded: z.number().int().positive(),
  extraPagePrice: z.number().nonnegative(),
  supportPrice: z.number().nonnegative(),
  supportHours: z.number().nonnegative(),
});

export const jobPositionSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  department: z.string().min(1),
  location: z.string().min(1),
  type: z.string().min(1),
  description: z.string().min(1),
  /** When the position was first published (the document's creation time). */
  postedAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((value) => value ?? undefined),
  updatedAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((value) => value ?? undefined),
  requirements: z
    .array(z.string())
    .nullish()
    .transform((items) => items ?? []),
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

const nullishText = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);

const nullishList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((items) => items ?? []);

export const serviceOptionSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
  icon: nullishText,
});
export type ServiceOption = z.infer<typeof serviceOptionSchema>;

const linkSchema = z.object({
  label: z.string().min(1),
  href: z.string().min(1),
  variant: z
    .enum(['primary', 'secondary'])
    .nullish()
    .transform((value) => value ?? 'primary'),
});
export type ContentLink = z.infer<typeof linkSchema>;

const optionalLink = linkSchema.nullish().transform((value) => value ?? undefined);

/** Portable Text is passed through as blocks; the renderer ignores block types it does not know. */
const portableTextSchema = z.array(z.object({ _type: z.string(), _key: z.string().optional() }).catchall(z.json()));
export type PortableTextBlocks = z.infer<typeof portableTextSchema>;

const heroSchema = z.object({
  eyebrow: nullishText,
  heading: z.string().min(1),
  typewriter: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  subheading: nullishText,
  links: nullishList(linkSchema),
  image: optionalImage,
  notes: nullishList(z.object({ title: z.string().min(1), body: z.string().min(1), icon: nullishText })),
});
export type Hero = z.infer<typeof heroSchema>;

const sectionBase = {
  _key: z.string(),
  anchor: nullishText,
  eyebrow: nullishText,
  heading: z.string().min(1),
  intro: nullishText,
};

const cardSchema = z.object({
  title: z.string().min(1),
  body: nullishText,
  icon: nullishText,
  points: nullishList(z.string()),
  link: optionalLink,
});
export type Card = z.infer<typeof cardSchema>;

const cardGridSectionSchema = z.object({
  _type: z.literal('cardGridSection'),
  ...sectionBase,
  columns: z
    .union([z.literal(2), z.literal(3), z.literal(4)])
    .nullish()
    .transform((value) => value ?? 3),
  layout: z
    .enum(['cards', 'bento', 'numbered', 'list'])
    .nullish()
    .catch('cards')
    .transform((value) => value ?? 'cards'),
  cards: nullishList(cardSchema),
  links: nullishList(linkSchema),
});

const stepSchema = z.object({ title: z.string().min(1), body: nullishText });

const processSectionSchema = z.object({
  _type: z.literal('processSection'),
  ...sectionBase,
  steps: z.array(stepSchema).min(1),
});

const faqSchema = z.object({
  _id: z.string(),
  question: z.string().min(1),
  answer: portableTextSchema,
});

const faqSectionSchema = z.object({
  _type: z.literal('faqSection'),
  ...sectionBase,
  faqs: z.array(faqSchema).min(1),
});

const statsSectionSchema = z.object({
  _type: z.literal('statsSection'),
  ...sectionBase,
  stats: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).min(1),
});

const logoStripSectionSchema = z.object({
  _type: z.literal('logoStripSection'),
  ...sectionBase,
  scrolling: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  logos: z.array(z.object({ name: z.string().min(1), icon: nullishText, image: optionalImage })).min(1),
});

const pricingTierSchema = z.object({
  _id: z.string(),
  name: z.string().min(1),
  price: z
    .number()
    .nonnegative()
    .nullish()
    .transform((value) => value ?? undefined),
  priceLabel: nullishText,
  unit: nullishText,
  description: z.string().min(1),
  features: nullishList(z.string()),
  badge: nullishText,
  enquiryLabel: nullishText,
  cta: optionalLink,
});
export type PricingTier = z.infer<typeof pricingTierSchema>;

const pricingSectionSchema = z.object({
  _type: z.literal('pricingSection'),
  ...sectionBase,
  tiers: z.array(pricingTierSchema).min(1),
  footnote: nullishText,
  links: nullishList(linkSchema),
});

const richTextSectionSchema = z.object({
  _type: z.literal('richTextSection'),
  ...sectionBase,
  body: portableTextSchema,
  image: optionalImage,
  imagePosition: z
    .enum(['left', 'right'])
    .nullish()
    .transform((value) => value ?? 'right'),
});

const resultsSectionSchema = z.object({
  _type: z.literal('resultsSection'),
  ...sectionBase,
  results: z
    .array(
      z.object({
        metric: z.string().min(1),
        label: z.string().min(1),
        detail: nullishText,
        /** The case study the figure comes from: its client and time frame are shown, and it is linked. */
        caseStudy: z
          .object({
            slug: z.string().min(1),
            client: z.string().min(1),
            logo: optionalImage,
            timeFrame: z.string().min(1),
          })
          .nullish()
          .catch(undefined)
          .transform((value) => value ?? undefined),
      }),
    )
    .min(1),
  links: nullishList(linkSchema),
});

const ctaSectionSchema = z.object({
  _type: z.literal('ctaSection'),
  ...sectionBase,
  links: z.array(linkSchema).min(1),
});

const splitSectionSchema = z.object({
  _type: z.literal('splitSection'),
  ...sectionBase,
  points: nullishList(z.string()),
  links: nullishList(linkSchema),
  image: optionalImage,
  imagePosition: z
    .enum(['left', 'right'])
    .nullish()
    .transform((value) => value ?? 'right'),
  tone: z
    .enum(['light', 'tinted', 'dark'])
    .nullish()
    .transform((value) => value ?? 'light'),
});

const demoSectionSchema = z.object({
  _type: z.literal('demoSection'),
  ...sectionBase,
  demos: z
    .array(
      z.object({
        _key: z.string(),
        title: z.string().min(1),
        summary: z.string().min(1),
        icon: nullishText,
        outcome: nullishText,
        steps: z.array(z.object({ title: z.string().min(1), body: z.string().min(1) })).min(1),
      }),
    )
    .min(1),
  links: nullishList(linkSchema),
});

const apiEndpointsSectionSchema = z.object({
  _type: z.literal('apiEndpointsSection'),
  ...sectionBase,
  authNote: nullishText,
  endpoints: z
    .array(
      z.object({
        _key: z.string(),
        method: z.string().min(1),
        path: z.string().startsWith('/'),
        summary: z.string().min(1),
        fields: nullishList(z.object({ name: z.string().min(1), type: z.string().min(1), description: nullishText })),
      }),
    )
    .min(1),
});

const apiQuickStartSectionSchema = z.object({
  _type: z.literal('apiQuickStartSection'),
  ...sectionBase,
  steps: z.array(stepSchema).min(1),
  sampleEndpoint: z.string().startsWith('/'),
  sampleBaseUrl: z.url(),
  sampleForeground: z.string().min(1),
  sampleBackground: z.string().min(1),
  links: nullishList(linkSchema),
});

const websiteOfferSectionSchema = z.object({
  _type: z.literal('websiteOfferSection'),
  ...sectionBase,
  points: nullishList(z.string()),
  priceNote: nullishText,
  link: linkSchema,
  /** The flat rate as shown, e.g. "$500". */
  price: z.string().min(1),
});

export const caseStudyCardSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  client: z.object({
    name: z.string().min(1),
    industry: z.enum(Object.keys(INDUSTRY_NAMES) as [Industry, ...Industry[]]),
    logo: optionalImage,
  }),
  outcome: z.object({ value: z.string().min(1), measure: z.string().min(1), timeFrame: z.string().min(1) }),
  summary: z.string().min(1),
  heroImage: siteImageSchema,
  services: nullishList(z.object({ title: z.string().min(1), slug: z.string().min(1) })),
  publishedAt: z.iso.date(),
});
export type CaseStudyCard = z.infer<typeof caseStudyCardSchema>;

// A list of cards where one broken document hides itself, not the list.
const caseStudyCards = nullishList(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const parsed = caseStudyCardSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);

const testimonialSchema = z.object({
  _id: z.string(),
  quote: z.string().min(1),
  name: z.string().min(1),
  role: z.string().min(1),
  company: z.string().min(1),
  photo: optionalImage,
  caseStudy: z
    .object({ slug: z.string().min(1), title: z.string().min(1) })
    .nullish()
    .catch(undefined)
    .transform((value) => value ?? undefined),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

const personSchema = z.object({
  _id: z.string(),
  name: z.string().min(1),
  role: z.string().min(1),
  photo: optionalImage,
  bio: z.string().min(1),
  links: nullishList(z.object({ label: z.string().min(1), url: z.url({ protocol: /^https$/ }) })).catch([]),
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

export const caseStudySchema = caseStudyCardSchema.extend({
  updatedAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((value) => value ?? undefined),
  seo: seoSchema,
  challenge: storySchema,
  approach: storySchema,
  result: storySchema,
  technologies: nullishList(z.string().min(1)),
  testimonial: testimonialSchema
    .nullish()
    .catch(undefined)
    .transform((value) => value ?? undefined),
  gallery: nullishList(z.unknown()).transform((items) => items.flatMap((item) => optionalImage.parse(item) ?? [])),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

const workSectionSchema = z.object({
  _type: z.literal('workSection'),
  ...sectionBase,
  caseStudies: caseStudyCards,
  links: nullishList(linkSchema),
});

const testimonialSectionSchema = z.object({
  _type: z.literal('testimonialSection'),
  ...sectionBase,
  testimonials: z.array(testimonialSchema).min(1),
});

const teamSectionSchema = z.object({
  _type: z.literal('teamSection'),
  ...sectionBase,
  people: z.array(personSchema).min(1),
  links: nullishList(linkSchema),
});

const sectionSchema = z.discriminatedUnion('_type', [
  cardGridSectionSchema,
  processSectionSchema,
  faqSectionSchema,
  statsSectionSchema,
  logoStripSectionSchema,
  pricingSectionSchema,
  richTextSectionSchema,
  resultsSectionSchema,
  ctaSectionSchema,
  splitSectionSchema,
  demoSectionSchema,
  apiEndpointsSectionSchema,
  apiQuickStartSectionSchema,
  websiteOfferSectionSchema,
  workSectionSchema,
  testimonialSectionSchema,
  teamSectionSchema,
]);
export type Section = z.infer<typeof sectionSchema>;
export type SectionOf<Type extends Section['_type']> = Extract<Section, { _type: Type }>;

// A section type this build does not know yet, or one an editor left half-finished, is
// skipped (and logged) rather than failing the page.
const sectionsSchema = nullishList(z.unknown()).transform((sections) =>
  sections.flatMap((section) => {
    const parsed = sectionSchema.safeParse(section);
    if (parsed.success) return [parsed.data];
    console.warn('[content] skipped a section the site cannot show', parsed.error.issues);
    return [];
  }),
);

export const pageSchema = z.object({
  title: z.string(),
  slug: z.string(),
  seo: seoSchema,
  hero: heroSchema,
  sections: sectionsSchema,
});
export type Page = z.infer<typeof pageSchema>;

export const productPageSchema = z.object({
  name: z.string().min(1),
  slug: z.string().min(1),
  tagline: z.string().min(1),
  accent: z
    .enum(['brand', 'sky', 'violet', 'amber', 'emerald', 'rose', 'teal'])
    .nullish()
    .catch('brand')
    .transform((value) => value ?? 'brand'),
  seo: seoSchema,
  hero: heroSchema,
  sections: sectionsSchema,
  links: z.array(linkSchema).min(1),
  /** The other products, so every product page is a click away from each of them. */
  otherProducts: nullishList(z.object({ name: z.string().min(1), slug: z.string().min(1), tagline: nullishText })),
});
export type ProductPage = z.infer<typeof productPageSchema>;

const sitemapEntrySchema = z.object({
  slug: z.string().min(1),
  updatedAt: z.iso.datetime({ offset: true }).optional().catch(undefined),
  noindex: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});

const sitemapList = nullishList(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const parsed = sitemapEntrySchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);

export const sitemapSchema = z.object({
  pages: sitemapList,
  products: sitemapList,
  jobs: sitemapList,
  caseStudies: sitemapList,
});

const redirectSchema = z.object({
  from: z.string().startsWith('/'),
  to: z.string().regex(NAV_HREF_PATTERN),
  permanent: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
});

export const routingSchema = z.object({
  pageSlugs: nullishList(z.string()),
  // A half-written redirect is skipped, not a reason to drop the others.
  redirects: nullishList(z.unknown()).transform((items) =>
    items.flatMap((item) => {
      const parsed = redirectSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
});
