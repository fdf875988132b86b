import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { RenderedPage } from '~/components/sections/rendered-page';
import { loadAddress } from '~/pages/load-page.server';
import { pageMeta } from '~/seo/meta';

// Any path no other route matches: a page an editor published at that address, a redirect from
// it, or the 404 page. Throwing the 404 here (rather than leaving the path unmatched) keeps the
// site's header and footer around the Page Not Found page.
export const loader = ({ request }: LoaderFunctionArgs) => loadAddress(request);

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, args.data?.page.seo, { canonicalPath: args.data?.path });

export default function EditorPageRoute() {
  return <RenderedPage page={useLoaderData<typeof loader>().page} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
