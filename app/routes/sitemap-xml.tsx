import type { LoaderFunctionArgs } from '@remix-run/node';
import { contentTextResponse } from '~/seo/cacheable.server';
import { siteOrigin } from '~/env.server';
import { sitemapUrls, sitemapXml } from '~/seo/sitemap.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const xml = sitemapXml(siteOrigin(request), await sitemapUrls());
  return contentTextResponse(request, xml, 'application/xml; charset=utf-8');
}
