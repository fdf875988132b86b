import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { RenderedPage } from '~/components/sections/rendered-page';
import { loadProductPage } from '~/pages/load-page.server';
import { pageMeta } from '~/seo/meta';

export const loader = ({ params, request }: LoaderFunctionArgs) => loadProductPage(request, params.slug ?? '');

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.page.seo);

export default function ProductRoute() {
  return <RenderedPage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
