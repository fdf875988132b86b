import { issueFormToken } from '~/submissions/form-token.server';

// The signed time a visitor started filling in a form (ADR 0018). Pages are cached for everyone,
// so this small answer is the one place a per-visitor time can come from: never stored by a cache.
export const loader = () =>
  new Response(issueFormToken(), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
