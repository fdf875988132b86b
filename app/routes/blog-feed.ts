import type { LoaderFunctionArgs } from '@remix-run/node';
import { contentTextResponse } from '~/seo/cacheable.server';
import { blogFeed } from '~/seo/feed.server';
import { siteOrigin } from '~/env.server';

// /blog/feed.xml: the blog's RSS feed.
export async function loader({ request }: LoaderFunctionArgs) {
  const xml = await blogFeed(siteOrigin(request));
  if (xml === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return contentTextResponse(request, xml, 'application/rss+xml; charset=utf-8');
}
