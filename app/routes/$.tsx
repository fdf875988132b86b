import type { MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { NotFoundPage } from '~/components/layout/route-error';

// Any path no other route matches. Throwing here (rather than leaving it unmatched) keeps the
// site's header and footer around the 404 page.
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: MetaFunction = () => [{ title: 'Page Not Found' }, { name: 'robots', content: 'noindex' }];

export default function NotFoundRoute() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
