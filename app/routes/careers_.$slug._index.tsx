import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useLoaderData, useRouteError } from '@remix-run/react';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { JobDetails } from '~/components/careers/job-details';
import { RouteErrorPage } from '~/components/layout/route-error';
import { Badge } from '~/components/ui/badge';
import { ButtonLink } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { getContent } from '~/content/content.server';
import { pageMeta } from '~/lib/meta';
import { jobPageSeo } from '~/seo/site-pages';

// A position's own page: where View Details leads without JavaScript, and a link to share.
export async function loader({ params, request }: LoaderFunctionArgs) {
  const job = await getContent(request).jobPosition(params.slug ?? '');
  if (!job) throw data(null, { status: 404 });
  return { job };
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data && jobPageSeo(args.data.job));

export default function JobPositionRoute() {
  const { job } = useLoaderData<typeof loader>();
  return (
    <Container className="max-w-3xl py-14 sm:py-20">
      <Link
        to="/careers"
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        <SpriteSvg symbol="arrow-left" aria-hidden="true" className="size-4" />
        All positions
      </Link>
      <div className="mt-8 space-y-3">
        <Badge>Careers</Badge>
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{job.title}</h1>
      </div>
      <div className="mt-8 rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
        <JobDetails job={job} headingLevel="h2" />
        <div className="mt-8 border-t border-ink-100 pt-6">
          <ButtonLink to={`/careers/${job.slug}/apply`} size="lg">
            Apply for this position
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
