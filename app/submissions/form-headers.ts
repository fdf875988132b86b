import type { HeadersFunction } from '@remix-run/node';

/**
 * The response headers of a page with a form. Remix passes on only an action's cookies by
 * itself; a refused post (429 from the rate limit) must also tell the visitor when to try again.
 */
export const formHeaders: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};
