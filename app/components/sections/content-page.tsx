import type { Page, ProductPage } from '~/content/schemas';
import { CtaSection } from './cta-section';
import { cn } from '~/lib/cn';
import { ACCENT_CLASSES } from './accent';
import { PageHero } from './page-hero';
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
 * Each product's own picture (SVGs under public/images/products). A product added in the Studio
 * without an entry here shows its own hero image, if any. Its colour is the document's `accent`.
 */
const PRODUCT_VISUALS: Record<string, { alt: string }> = {
  'analytics-pro': { alt: 'An Analytics Pro dashboard with a revenue chart and key figures' },
  'content-hub': { alt: 'The Content Hub editor beside a live preview of the page' },
  'automate-flow': { alt: 'An AutomateFlow workflow from a new lead to three automated steps' },
  'secure-id': { alt: 'A SecureID identity card, a shield and a verified passkey' },
  'mobile-core': { alt: 'Two phones running a MobileCore app: a home screen and a checkout' },
  'support-engine': { alt: 'The Support Engine inbox with a suggested reply and response times' },
};

/** A product page closes with its own calls to action (contact, booking, quote). */
export function ProductPageView({ page, enquiries }: { page: ProductPage; enquiries: EnquiryLinks }) {
  const visual = PRODUCT_VISUALS[page.slug];
  const hero =
    visual && !page.hero.image
      ? { ...page.hero, image: { src: `/images/products/${page.slug}.svg`, fallbackSrc: undefined, alt: visual.alt } }
      : page.hero;
  // The accent's variables reach every band of the page (hero glow, emphasised feature, tiles);
  // `contents` keeps the bands siblings of one another for the spacing rules in app.css.
  return (
    <div className={cn('contents', ACCENT_CLASSES[page.accent])}>
      <PageHero hero={hero} />
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
    </div>
  );
}
