import type { Page, ProductPage } from '~/content/schemas';
import { CtaSection } from './cta-section';
import { PageHero, type HeroAccent } from './page-hero';
import { PageSections } from './page-sections';
import type { EnquiryLinks } from './pricing-section';

/** A page built entirely from its content document: hero, then the editor's sections. */
export function ContentPage({ page, enquiries }: { page: Page; enquiries: EnquiryLinks }) {
  return (
    <>
      <PageHero hero={page.hero} />
      <PageSections sections={page.sections} enquiries={enquiries} />
    </>
  );
}

/**
 * Each product's own colour and picture (SVGs under public/images/products). A product added in
 * the Studio without an entry here keeps the brand colour and its own hero image, if any.
 */
const PRODUCT_VISUALS: Record<string, { accent: HeroAccent; alt: string }> = {
  'analytics-pro': { accent: 'sky', alt: 'An Analytics Pro dashboard with a revenue chart and key figures' },
  'content-hub': { accent: 'violet', alt: 'The Content Hub editor beside a live preview of the page' },
  'automate-flow': { accent: 'amber', alt: 'An AutomateFlow workflow from a new lead to three automated steps' },
  'secure-id': { accent: 'emerald', alt: 'A SecureID identity card, a shield and a verified passkey' },
  'mobile-core': { accent: 'rose', alt: 'Two phones running a MobileCore app: a home screen and a checkout' },
  'support-engine': { accent: 'teal', alt: 'The Support Engine inbox with a suggested reply and response times' },
};

/** A product page closes with its own calls to action (contact, booking, quote). */
export function ProductPageView({ page, enquiries }: { page: ProductPage; enquiries: EnquiryLinks }) {
  const visual = PRODUCT_VISUALS[page.slug];
  const hero =
    visual && !page.hero.image
      ? { ...page.hero, image: { src: `/images/products/${page.slug}.svg`, fallbackSrc: undefined, alt: visual.alt } }
      : page.hero;
  return (
    <>
      <PageHero hero={hero} accent={visual?.accent ?? 'brand'} />
      <PageSections sections={page.sections} enquiries={enquiries} />
      <CtaSection
        section={{
          _type: 'ctaSection',
          _key: `${page.slug}-next-step`,
          anchor: 'get-in-touch',
          eyebrow: page.name,
          heading: page.tagline,
          intro: undefined,
          links: page.links,
        }}
      />
    </>
  );
}
