import type { LoaderFunctionArgs } from '@remix-run/node';
import { contentTextResponse } from '~/seo/cacheable.server';
import { siteOrigin } from '~/env.server';

export function loader({ request }: LoaderFunctionArgs) {
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${siteOrigin(request)}/sitemap.xml`, ''];
  return contentTextResponse(request, body.join('\n'), 'text/plain; charset=utf-8');
}
