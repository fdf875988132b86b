import { data, redirect } from '@remix-run/node';
import type { EnquiryLinks } from '~/components/sections/pricing-section';
import { pricingDraft } from '~/mail/drafts';
import { buildMailto } from '~/mail/mailto';
import { isEditorPageSlug } from './coded-routes';
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

/** "/old-page/" → "/old-page"; the root stays "/". */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Where a redirect sends a request: its target, carrying the request's query string over when
 * the target has none of its own (campaign tags survive a renamed page).
 */
export function redirectTarget(to: string, search: string): string {
  if (search === '' || search === '?' || to.includes('?')) return to;
  const hash = to.indexOf('#');
  return hash === -1 ? `${to}${search}` : `${to.slice(0, hash)}${search}${to.slice(hash)}`;
}

/**
 * Any address no route module answers: an editor's page by its slug, else a redirect from that
 * address (301 permanent, 302 temporary), else the 404 page. The page slugs and redirects come
 * in one cached query, so unknown addresses cost no query and no cache entry of their own.
 */
export async function loadAddress(request: Request) {
  const url = new URL(request.url);
  const path = withoutTrailingSlash(url.pathname);
  const content = getContent(request);
  const routing = await content.routing();
  const slug = path.slice(1);
  if (routing?.pageSlugs.includes(slug) && isEditorPageSlug(slug)) {
    return { ...(await loadPage(request, slug)), path };
  }
  const readable = decoded(path);
  const moved = routing?.redirects.find((item) => item.from === path || item.from === readable);
  if (moved) throw redirect(redirectTarget(moved.to, url.search), moved.permanent ? 301 : 302);
  throw data(null, { status: 404 });
}
