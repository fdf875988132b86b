import { redirect } from '@remix-run/node';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { urlSearchParamPreviewPerspective } from '@sanity/preview-url-secret/constants';
import { sameOriginPath } from '~/lib/net/same-origin-path';
import { clearedPreviewCookie, isPreviewRequest, previewCookie } from './preview-cookie.server';
import {
  DRAFTS_LAYERS,
  clearedPerspectiveCookie,
  parsePerspective,
  perspectiveCookie,
} from './preview-perspective.server';
import { previewSourceConfig, studioUrl } from './sanity-config.server';
import { createSanityClient } from './sources.server';
import { logger } from '../../server/logger.js';

/** Whether this request is shown in preview mode: a valid cookie, and a site that can read drafts. */
export function isPreviewMode(request: Request): boolean {
  return isPreviewRequest(request) && previewSourceConfig() !== undefined;
}

const refused = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** The page to open after the enable route: the perspective it named is kept in a cookie instead. */
function pageAfterEnable(redirectTo: string | undefined): string {
  const path = sameOriginPath(redirectTo);
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.delete(urlSearchParamPreviewPerspective);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * GET /api/preview-mode/enable, opened by the Presentation tool with a secret it stored in the
 * dataset a moment before. The secret is checked against Sanity with @sanity/preview-url-secret;
 * only then is the preview cookie set, with the perspective the Studio shows (drafts, published
 * or a release stack; drafts when it names none). Anything else is refused and sets nothing.
 */
export async function enablePreviewMode(request: Request): Promise<Response> {
  const config = previewSourceConfig();
  if (!config) return refused(404, 'Preview mode is not configured on this site.');
  let result: Awaited<ReturnType<typeof validatePreviewUrl>>;
  try {
    result = await validatePreviewUrl(createSanityClient({ ...config, stegaStudioUrl: undefined }), request.url);
  } catch (error) {
    logger('preview').error(
      { reason: error instanceof Error ? error.message : String(error) },
      'could not check the preview secret with Sanity',
    );
    return refused(503, 'Could not check the preview secret right now. Please try again.');
  }
  if (!result.isValid) return refused(401, 'Invalid or expired preview secret.');
  const layers = parsePerspective(result.studioPreviewPerspective) ?? DRAFTS_LAYERS;
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', previewCookie());
  headers.append('Set-Cookie', perspectiveCookie(layers));
  return redirect(pageAfterEnable(result.redirectTo), { headers });
}

/** GET /api/preview-mode/disable: clears the cookies and returns to the page (or home). */
export function disablePreviewMode(request: Request): Response {
  const redirectTo = sameOriginPath(new URL(request.url).searchParams.get('redirect'));
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  headers.append('Set-Cookie', clearedPreviewCookie());
  headers.append('Set-Cookie', clearedPerspectiveCookie());
  return redirect(redirectTo, { headers });
}

/**
 * Headers of every preview response: never stored by any cache, and framable by the Studio only
 * (every other response keeps `frame-ancestors 'none'`). The one place preview changes headers.
 */
export function applyPreviewHeaders(headers: Headers, studioOrigin: string = new URL(studioUrl()).origin): void {
  headers.set('Cache-Control', 'private, no-store');
  headers.append('Vary', 'Cookie');
  // X-Frame-Options cannot name an origin; the CSP's frame-ancestors takes over.
  headers.delete('X-Frame-Options');
  const policy = headers.get('Content-Security-Policy');
  if (policy) {
    headers.set('Content-Security-Policy', policy.replace("frame-ancestors 'none'", `frame-ancestors ${studioOrigin}`));
  } else {
    headers.set('Content-Security-Policy', `frame-ancestors ${studioOrigin}`);
  }
}
