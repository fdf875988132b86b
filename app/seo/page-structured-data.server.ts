import type { EntryContext } from '@remix-run/node';
import { getContent } from '~/content/content.server';
import { jsonLd, pageGraph, type SiteFacts } from './structured-data';
import { field, isObject, listField, textField } from './read-data';

/**
 * The page's JSON-LD from what the loaders returned: the site settings (root) and the matched
 * route's data. Null when the root loader has no settings (an error page without data). A page
 * document's sections reach the browser as markup, so its FAQs and prices are read from the
 * document itself (the content cache answers).
 */
export async function pageStructuredData(request: Request, remixContext: EntryContext): Promise<string | null> {
  const { loaderData, matches } = remixContext.staticHandlerContext;
  const rootData = loaderData['root'];
  const settings = field(rootData, 'settings');
  const site = field(rootData, 'site');
  if (!isObject(settings) || !isObject(site)) return null;
  const seo = field(settings, 'seo');
  const facts: SiteFacts = {
    origin: textField(site, 'origin') ?? '',
    companyName: textField(settings, 'companyName') ?? '',
    description: textField(seo, 'description') ?? '',
    phone: textField(settings, 'phone') ?? '',
    location: textField(settings, 'location') ?? '',
    logoUrl: textField(site, 'logoUrl') ?? '',
    businessHours: listField(settings, 'businessHours').flatMap((row) => {
      const days = textField(row, 'days');
      const hours = textField(row, 'hours');
      return days !== undefined && hours !== undefined ? [{ days, hours }] : [];
    }),
    socialLinks: listField(settings, 'socialLinks').flatMap((link) => {
      const url = textField(link, 'url');
      return url !== undefined ? [{ url }] : [];
    }),
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
