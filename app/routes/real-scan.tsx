import type { MetaFunction } from '@remix-run/node';
import { useRouteError } from '@remix-run/react';
import { RealScanPage } from '~/components/demos/real-scan-page';
import { RouteErrorPage } from '~/components/layout/route-error';
import { pageMeta } from '~/lib/meta';
import { CODED_PAGE_SEO } from '~/seo/site-pages';

export const meta: MetaFunction = (args) => pageMeta(args, CODED_PAGE_SEO['/real-scan']);

export default function RealScanRoute() {
  return <RealScanPage />;
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
