import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { RenderedSections } from '~/components/sections/rendered-page';
import { ServerHtml } from '~/render/server-html';
import { loadWorkIndex } from '~/pages/load-work.server';
import { pageMeta } from '~/seo/meta';

export const loader = ({ request }: LoaderFunctionArgs) => loadWorkIndex(request);

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.page.seo);

export default function WorkRoute() {
  const { page, list } = useLoaderData<typeof loader>();
  return (
    <>
      <ServerHtml html={page.body.hero} />
      <ServerHtml html={list} />
      <RenderedSections sections={page.body.sections} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
