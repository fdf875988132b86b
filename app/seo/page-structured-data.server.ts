import type { EntryContext } from '@remix-run/node';
import { jsonLd, pageGraph, type SiteFacts } from './structured-data';
import { field, isObject, listField, textField } from './read-data';

/**
 * The page's JSON-LD from what the loaders returned: the site settings (root) and the matched
 * route's data. Null when the root loader has no settings (an error page without data).
 */
export function pageStructuredData(remixContext: EntryContext): string | null {
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
  return jsonLd(pageGraph(facts, leaf?.pathname ?? '/', leafId && leafId !== 'root' ? loaderData[leafId] : undefined));
}
