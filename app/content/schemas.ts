import { z } from 'zod';

// The shapes the site relies on. Content that does not match is treated as missing (and
// logged), so an editor's half-finished document can never crash a page.

export const siteSettingsSchema = z.object({
  companyName: z.string().min(1),
  footerBlurb: z.string().min(1),
  enquiryEmail: z.email(),
  phone: z.string().min(1),
  location: z.string().min(1),
  businessHours: z.array(z.object({ days: z.string(), hours: z.string() })).default([]),
  socialLinks: z
    .array(z.object({ platform: z.string(), url: z.url(), handle: z.string().nullish() }))
    .nullish()
    .transform((links) => links ?? []),
  seo: z.object({ title: z.string(), description: z.string() }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const jobPositionSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  department: z.string().min(1),
  location: z.string().min(1),
  type: z.string().min(1),
  description: z.string().min(1),
  requirements: z
    .array(z.string())
    .nullish()
    .transform((items) => items ?? []),
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

export const linkSchema = z.object({
  label: z.string().min(1),
  href: z.string().min(1),
  variant: z
    .enum(['primary', 'secondary'])
    .nullish()
    .transform((value) => value ?? 'primary'),
});
export type ContentLink = z.infer<typeof linkSchema>;

export const heroSchema = z.object({
  eyebrow: nullishText,
  heading: z.string().min(1),
  subheading: nullishText,
  links: nullishList(linkSchema),
});
export type Hero = z.infer<typeof heroSchema>;

const sectionBase = {
  _key: z.string(),
  anchor: nullishText,
  eyebrow: nullishText,
  heading: z.string().min(1),
  intro: nullishText,
};

export const cardSchema = z.object({
  title: z.string().min(1),
  body: nullishText,
  icon: nullishText,
  points: nullishList(z.string()),
  link: linkSchema.nullish().transform((value) => value ?? undefined),
});
export type Card = z.infer<typeof cardSchema>;

export const cardGridSectionSchema = z.object({
  _type: z.literal('cardGridSection'),
  ...sectionBase,
  cards: nullishList(cardSchema),
  links: nullishList(linkSchema),
});

export const sectionSchema = z.discriminatedUnion('_type', [cardGridSectionSchema]);
export type Section = z.infer<typeof sectionSchema>;

export const pageSchema = z.object({
  title: z.string(),
  slug: z.string(),
  seo: z.object({ title: z.string(), description: z.string() }),
  hero: heroSchema,
  // A section type this build does not know yet is skipped rather than failing the page.
  sections: nullishList(z.unknown()).transform((sections) =>
    sections.flatMap((section) => {
      const parsed = sectionSchema.safeParse(section);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
});
export type Page = z.infer<typeof pageSchema>;
