import { data } from '@remix-run/node';
import type { EnquiryLinks } from '~/components/sections/pricing-section';
import { pricingDraft } from '~/mail/drafts';
import { buildMailto } from '~/mail/mailto';
import { getContent } from './content.server';
import type { Section } from './schemas';

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

async function withEnquiries<T extends { sections: Section[] }>(request: Request, document: T | null) {
  if (!document) throw data(null, { status: 404 });
  const settings = await getContent(request).siteSettings();
  if (!settings) throw data('The site settings are missing.', { status: 503 });
  return { page: document, enquiries: enquiryLinks(document.sections, settings.enquiryEmail) };
}

/** A `page` document by slug, or the 404 page. */
export async function loadPage(request: Request, slug: string) {
  return withEnquiries(request, await getContent(request).page(slug));
}

/** A `productPage` document by slug, or the 404 page. */
export async function loadProductPage(request: Request, slug: string) {
  return withEnquiries(request, await getContent(request).productPage(slug));
}
