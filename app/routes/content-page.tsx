import type { MetaFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { RenderedPage } from '~/components/sections/rendered-page';
import { loadRoutePage } from '~/pages/load-page.server';
import { pageMeta } from '~/seo/meta';

// Mounted at every address whose words are all its `page` document's (app/lib/route-table.ts):
// the address says which document.
export const loader = ({ request }: LoaderFunctionArgs) => loadRoutePage(request);

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.page.seo);

export default function ContentPageRoute() {
  return <RenderedPage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
