import { createHash } from 'node:crypto';
import { getEnv } from '~/env.server';

/**
 * A text answer built from content (sitemap, robots.txt) that caches may keep until content
 * changes: a strong ETag from the bytes, 304 when the client already has them.
 */
export function contentTextResponse(request: Request, body: string, contentType: string): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const ttl = getEnv().CONTENT_CACHE_TTL_SECONDS;
  const headers = {
    'Content-Type': contentType,
    'Cache-Control': `public, max-age=0, s-maxage=${ttl}, stale-while-revalidate=86400`,
    ETag: etag,
  };
  const known = request.headers.get('if-none-match');
  if (known && known.split(',').some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
