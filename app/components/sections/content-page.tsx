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
 * Each product's own colour, tinting its hero (its picture is the hero image in the Studio). A
 * product added in the Studio without an entry here keeps the brand colour.
 */
const PRODUCT_ACCENTS: Record<string, HeroAccent> = {
  'analytics-pro': 'sky',
  'content-hub': 'violet',
  'automate-flow': 'amber',
  'secure-id': 'emerald',
  'mobile-core': 'rose',
  'support-engine': 'teal',
};

/** A product page closes with its own calls to action (contact, booking, quote). */
export function ProductPageView({ page, enquiries }: { page: ProductPage; enquiries: EnquiryLinks }) {
  return (
    <>
      <PageHero hero={page.hero} accent={PRODUCT_ACCENTS[page.slug] ?? 'brand'} />
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
