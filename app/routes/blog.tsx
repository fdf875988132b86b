import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { RenderedSections } from '~/components/sections/rendered-page';
import { ServerHtml } from '~/render/server-html';
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
