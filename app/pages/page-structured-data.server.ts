import type { EntryContext } from '@remix-run/node';
import { getContent } from '~/content/content.server';
import { jsonLd, pageGraph, type SiteFacts } from '~/seo/structured-data';
import { field, isObject, textField } from '~/seo/read-data';

/**
 * The page's JSON-LD from the site settings, what the root loader says about the site and the
 * matched route's data. Null when the root loader has no data (an error page without it). The
 * browser gets only the settings its header reads, and a page document's sections reach it as
 * markup, so the settings and a page's FAQs and prices are read from the content itself (the
 * content cache answers).
 */
export async function pageStructuredData(request: Request, remixContext: EntryContext): Promise<string | null> {
  const { loaderData, matches } = remixContext.staticHandlerContext;
  const site = field(loaderData['root'], 'site');
  if (!isObject(site)) return null;
  const settings = await getContent(request).siteSettings();
  if (!settings) return null;
  const facts: SiteFacts = {
    origin: textField(site, 'origin') ?? '',
    companyName: settings.companyName,
    description: settings.seo.description,
    phone: settings.phone,
    location: settings.location,
    logoUrl: textField(site, 'logoUrl') ?? '',
    businessHours: settings.businessHours.map(({ days, hours }) => ({ days, hours })),
    socialLinks: settings.socialLinks.flatMap(({ url }) => (url ? [{ url }] : [])),
  };
  const leaf = matches.at(-1);
  const leafId = leaf?.route.id;
  const pathname = leaf?.pathname ?? '/';
  const routeData = leafId && leafId !== 'root' ? loaderData[leafId] : undefined;
  const slug = textField(field(routeData, 'page'), 'slug');
  const sections =
    slug && !pathname.startsWith('/products/') ? ((await getContent(request).page(slug))?.sections ?? []) : [];
  return jsonLd(pageGraph(facts, pathname, routeData, sections));
}
