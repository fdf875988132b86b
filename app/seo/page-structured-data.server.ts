import type { EntryContext } from '@remix-run/node';
import { getContent } from '~/content/content.server';
import { jsonLd, pageGraph, type SiteFacts } from './structured-data';
import { field, isObject, textField } from './read-data';

/**
 * The page's JSON-LD from what the loaders returned: the site settings (root) and the matched
 * route's data. Null when the root loader has no settings (an error page without data). A page
 * document's sections reach the browser as markup, so its FAQs and prices are read from the
 * document itself (the content cache answers).
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
