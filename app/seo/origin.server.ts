import { getEnv } from '~/env.server';

/**
 * The site's public origin, for canonical addresses, the sitemap and social cards. Production
 * sets SITE_URL (behind a proxy the request's own host may be an internal one); without it,
 * in development and tests, the request's origin is used.
 */
export function siteOrigin(request: Request): string {
  const configured = getEnv().SITE_URL;
  return configured ? new URL(configured).origin : new URL(request.url).origin;
}
