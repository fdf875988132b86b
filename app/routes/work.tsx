import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { RenderedPage } from '~/components/sections/rendered-page';
import { loadWorkIndex } from '~/pages/load-work.server';
import { pageMeta } from '~/seo/meta';

export const loader = ({ request }: LoaderFunctionArgs) => loadWorkIndex(request);

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.page.seo);

export default function WorkRoute() {
  const { page, list } = useLoaderData<typeof loader>();
  return <RenderedPage page={page} list={list} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
