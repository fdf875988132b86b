import { createHash } from 'node:crypto';
import { getEnv } from '~/env.server';
import { nextContentChange } from '~/content/content-version.server';

/**
 * A text answer built from content (sitemap, robots.txt, the feed) that caches may keep until
 * content changes: a strong ETag from the bytes, 304 when the client already has them. Shared
 * caches keep it no longer than the content time to live, nor past the moment a scheduled post
 * comes out.
 */
export function contentTextResponse(request: Request, body: string, contentType: string): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const next = nextContentChange();
  const untilNext = next === undefined ? Infinity : Math.max(0, Math.ceil((next - Date.now()) / 1000));
  const ttl = Math.min(getEnv().CONTENT_CACHE_TTL_SECONDS, untilNext);
  const headers = {
    'Content-Type': contentType,
    'Cache-Control': `public, max-age=0, s-maxage=${ttl}, stale-while-revalidate=86400`,
    ETag: etag,
  };
  const known = request.headers.get('if-none-match');
  if (known && known.split(',').some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
