import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { ServerHtml } from '~/render/server-html';
import { loadCaseStudy } from '~/pages/load-work.server';
import { pageMeta } from '~/seo/meta';

export const loader = ({ params, request }: LoaderFunctionArgs) => loadCaseStudy(request, params.slug ?? '');

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.seo);

export default function CaseStudyRoute() {
  return <ServerHtml html={useLoaderData<typeof loader>().html} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
