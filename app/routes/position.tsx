import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { JobPage } from '~/components/careers/job-page';
import { ServerHtml } from '~/render/server-html';
import { renderStatic } from '~/render/server-html.server';
import { RouteErrorPage } from '~/components/layout/route-error';
import { getContent } from '~/content/content.server';
import { answerMissing } from '~/pages/addresses.server';
import { pageMeta } from '~/seo/meta';
import { jobPageSeo } from '~/seo/site-pages';

// A position's own page: where View Details leads without JavaScript, and a link to share.
export async function loader({ params, request }: LoaderFunctionArgs) {
  const job = await getContent(request).jobPosition(params.slug ?? '');
  // Renamed: its new address; closed: 410 or /careers, as its editor chose.
  if (!job) return answerMissing(request);
  // The job itself stays in the data for the page's JobPosting (seo/structured-data.ts).
  return { job, seo: jobPageSeo(job), html: renderStatic(<JobPage job={job} />) };
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.seo);

export default function JobPositionRoute() {
  return <ServerHtml html={useLoaderData<typeof loader>().html} />;
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
