import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { RealScanPage } from '~/components/demos/real-scan-page';
import { RouteErrorPage } from '~/components/layout/route-error';
import { loadRoutePage } from '~/pages/load-page.server';
import { pageMeta } from '~/seo/meta';

export const loader = ({ request }: LoaderFunctionArgs) => loadRoutePage(request);

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.page.seo);

export default function RealScanRoute() {
  return <RealScanPage page={useLoaderData<typeof loader>().page} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
