import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useNavigate, useRouteError } from '@remix-run/react';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { ApplicationForm } from '~/components/careers/application-form';
import { JobMeta } from '~/components/careers/job-meta';
import { RouteErrorPage } from '~/components/layout/route-error';
import { Container } from '~/components/ui/container';
import { ServerHtml } from '~/render/server-html';
import { renderStatic } from '~/render/server-html.server';
import { getContent } from '~/content/content.server';
import { answerMissing } from '~/pages/addresses.server';
import { pageMeta } from '~/seo/meta';
import { applyPageSeo } from '~/seo/site-pages';
import { Card } from '~/components/ui/card';

// The application form on a page of its own; it posts to the careers action like the dialog does.
export async function loader({ params, request }: LoaderFunctionArgs) {
  const job = await getContent(request).jobPosition(params.slug ?? '');
  if (!job) return answerMissing(request, '/apply');
  // The position's department, location and type: markup, as it has no behavior (ADR 0016).
  return { job, jobMeta: renderStatic(<JobMeta job={job} />), seo: applyPageSeo(job) };
}

// The position's own page is the one to index; this one is its form.
export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, args.data?.seo, {
    canonicalPath: args.data && `/careers/${args.data.job.slug}`,
  });

export default function ApplyRoute() {
  const { job, jobMeta } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  return (
    <Container className="max-w-3xl py-14 sm:py-20">
      <Link
        to={`/careers/${job.slug}`}
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        <SpriteSvg symbol="arrow-left" aria-hidden="true" className="size-4" />
        Back to the position
      </Link>
      <h1 className="mt-8 text-4xl font-extrabold tracking-tight">Apply for {job.title}</h1>
      <div className="mt-4">
        <ServerHtml html={jobMeta} />
      </div>
      <Card className="mt-8 p-6 sm:p-8">
        <ApplicationForm job={job} onSubmitted={() => navigate('/careers')} />
      </Card>
    </Container>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
