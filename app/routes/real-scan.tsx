import type { MetaFunction } from '@remix-run/node';
import { useRouteError } from '@remix-run/react';
import { RealScanPage } from '~/components/demos/real-scan-page';
import { RouteErrorPage } from '~/components/layout/route-error';
import { pageMeta } from '~/lib/meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Real App Scanner: Upload Your iOS, Android or Flutter Build',
    description:
      'Upload .ipa, .apk, .aab or .zip builds to prepare a mobile app accessibility scan against WCAG 2.1 AA. Files stay in your browser.',
  });

export default function RealScanRoute() {
  return <RealScanPage />;
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
