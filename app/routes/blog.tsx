import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { RenderedPage } from '~/components/sections/rendered-page';
import { loadBlogIndex } from '~/pages/load-blog.server';
import { feedLink, pageMeta } from '~/seo/meta';

// /blog, its older pages (/blog/page/<n>) and its categories (/blog/category/<slug>[/page/<n>]).
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadBlogIndex(request, { slug: params.slug, page: params.page });

export const meta: MetaFunction<typeof loader> = (args) => [
  ...pageMeta(args, args.data?.seo),
  ...(args.data ? [feedLink(args)] : []),
];

export default function BlogRoute() {
  const { page, list } = useLoaderData<typeof loader>();
  return <RenderedPage page={page} list={list} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
