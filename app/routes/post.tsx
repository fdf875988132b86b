import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { RenderedSections } from '~/components/sections/rendered-page';
import { ServerHtml } from '~/render/server-html';
import { loadPost } from '~/pages/load-blog.server';
import { feedLink, pageMeta } from '~/seo/meta';

export const loader = ({ params, request }: LoaderFunctionArgs) => loadPost(request, params.slug ?? '');

export const meta: MetaFunction<typeof loader> = (args) => [
  ...pageMeta(args, args.data?.seo, { type: 'article' }),
  ...(args.data ? [feedLink(args)] : []),
];

export default function PostRoute() {
  const { html, closing } = useLoaderData<typeof loader>();
  return (
    <>
      <ServerHtml html={html} />
      <RenderedSections sections={closing} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
