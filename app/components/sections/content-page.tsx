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

/** A product page closes with its own calls to action (contact, booking, quote). */
export function ProductPageView({ page, enquiries }: { page: ProductPage; enquiries: EnquiryLinks }) {
  // The accent's variables reach every band of the page (hero glow, emphasised feature, tiles);
  // `contents` keeps the bands siblings of one another for the spacing rules in app.css. The
  // product's picture is its hero image in the Studio.
  return (
    <div className={cn('contents', ACCENT_CLASSES[page.accent])}>
      <PageHero hero={page.hero} />
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
