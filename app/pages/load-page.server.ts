import { data } from '@remix-run/node';
import type { EnquiryLinks } from '~/components/sections/pricing-section';
import { ACCENT_CLASSES } from '~/components/sections/accent';
import { answerMissing, withoutTrailingSlash } from '~/pages/addresses.server';
import { renderPage } from '~/pages/render-page.server';
import { pricingDraft } from '~/mail/drafts';
import { buildMailto } from '~/mail/mailto';
import { isEditorPageSlug } from '~/content/coded-routes';
import { pageSlugOfPath } from '~/lib/route-table';
import { productPagePath } from '~/lib/document-paths';
import { getContent } from '~/content/content.server';
import { isPreviewMode } from '~/content/preview.server';
import { postsBandFor } from './load-blog.server';
import type { ProductPage } from '~/content/schemas/product-page';
import type { Section, SectionOf } from '~/content/schemas/sections';

// Loaders of the content pages. Each route module stays one line: which document to show.

/**
 * The prefilled mail draft behind every pricing button that has no link of its own, worked
 * out here so the page can render plain mailto links that work without JavaScript.
 */
export function enquiryLinks(sections: Section[], enquiryEmail: string): EnquiryLinks {
  const links: EnquiryLinks = {};
  for (const section of sections) {
    if (section._type !== 'pricingSection') continue;
    for (const tier of section.tiers) {
      if (!tier.cta) links[tier._id] = buildMailto(enquiryEmail, pricingDraft(tier.name));
    }
  }
  return links;
}

async function enquiriesFor(request: Request, sections: Section[]) {
  const settings = await getContent(request).siteSettings();
  if (!settings) throw data('The site settings are missing.', { status: 503 });
  return enquiryLinks(sections, settings.enquiryEmail);
}

/**
 * The slug of the `page` document the route table gives the request's address: a route reads its
 * words from there rather than naming the document a second time.
 */
export function routePageSlug(request: Request): string {
  const slug = pageSlugOfPath(new URL(request.url).pathname);
  if (!slug) throw data(null, { status: 404 });
  return slug;
}

/**
 * The page a route in the route table shows, found by the request's address, with the posts that
 * belong there (the newest on the home page, those about a service on its page).
 */
export function loadRoutePage(request: Request) {
  return loadPage(request, routePageSlug(request), postsBandFor(request, new URL(request.url).pathname));
}

/**
 * A `page` document by slug, rendered, or the 404 page. In preview a page still being built (only
 * a title and a slug) renders with placeholders where its hero and sections go. `posts` is a band
 * of posts shown before the closing call to action.
 */
async function loadPage(request: Request, slug: string, posts?: ReturnType<typeof postsBandFor>) {
  const [document, band] = await Promise.all([getContent(request).contentPage(slug), posts]);
  if (!document) throw data(null, { status: 404 });
  return {
    page: renderPage(document, {
      enquiries: await enquiriesFor(request, document.sections),
      placeholders: isPreviewMode(request),
      beforeClosing: band,
    }),
  };
}

/**
 * A quote page: its hero, and each "Feature with image" section of the document as a list beside
 * the calculator (heading and points), not as a band.
 */
export async function loadQuotePage(request: Request, slug: string) {
  const document = await getContent(request).page(slug);
  if (!document) throw data(null, { status: 404 });
  const asides = document.sections.filter(
    (section): section is SectionOf<'splitSection'> => section._type === 'splitSection' && section.points.length > 0,
  );
  return { page: { ...renderPage(document, { sections: [] }), asides } };
}

/** A product page closes with its own calls to action (contact, booking, quote). */
function closingSection(page: ProductPage): SectionOf<'ctaSection'> {
  return {
    _type: 'ctaSection',
    _key: `${page.slug}-next-step`,
    anchor: 'get-in-touch',
    eyebrow: page.name,
    heading: page.tagline,
    intro: undefined,
    links: page.links,
  };
}

/** A band of the other products, each linked, before the closing call to action. */
function otherProductsSection(page: ProductPage): SectionOf<'cardGridSection'> | undefined {
  if (page.otherProducts.length === 0) return undefined;
  return {
    _type: 'cardGridSection',
    _key: `${page.slug}-other-products`,
    anchor: 'more-products',
    eyebrow: 'Product suite',
    heading: 'More products',
    intro: undefined,
    columns: 3,
    layout: 'cards',
    cards: page.otherProducts.map((product) => ({
      title: product.name,
      body: product.tagline,
      icon: undefined,
      points: [],
      link: { label: `Explore ${product.name}`, href: productPagePath(product.slug), variant: 'secondary' },
    })),
    links: [],
  };
}

/** A `productPage` document by slug, rendered, or what its address became (its new slug, a redirect). */
export async function loadProductPage(request: Request, slug: string) {
  const document = await getContent(request).productPage(slug);
  if (!document) return answerMissing(request);
  const others = otherProductsSection(document);
  const sections = [...document.sections, ...(others ? [others] : []), closingSection(document)];
  const page = renderPage(document, { sections, enquiries: await enquiriesFor(request, sections) });
  return { page: { ...page, accentClass: ACCENT_CLASSES[document.accent] } };
}

/**
 * Any address no route module answers: an editor's page by its slug, else what the address
 * became (an editor's redirect, a renamed document's new address), else the 404 page. The page
 * slugs and redirects come in one cached query, so unknown addresses cost no query and no cache
 * entry of their own.
 */
export async function loadAddress(request: Request) {
  const path = withoutTrailingSlash(new URL(request.url).pathname);
  const routing = await getContent(request).routing();
  const slug = path.slice(1);
  if (routing?.pageSlugs.includes(slug) && isEditorPageSlug(slug)) {
    return { ...(await loadPage(request, slug)), path };
  }
  return answerMissing(request);
}
