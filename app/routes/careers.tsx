import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useRouteError } from '@remix-run/react';
import { Search, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { ApplicationForm } from '~/components/careers/application-form';
import { JobCard } from '~/components/careers/job-card';
import { JobDetails } from '~/components/careers/job-details';
import { RouteErrorPage } from '~/components/layout/route-error';
import { PageHero } from '~/components/sections/page-hero';
import { PageSections } from '~/components/sections/page-sections';
import { Button, buttonVariants } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Dialog } from '~/components/ui/dialog';
import { getContent } from '~/content/content.server';
import { parseFormRequest } from '~/forms/action.server';
import { APPLICATION_MAX_BODY_BYTES, applicationSchema } from '~/forms/application-form';
import { invalid, openMailDraft, quietlyDrop } from '~/forms/respond.server';
import { filterPositions } from '~/lib/careers';
import { applicationDraft } from '~/mail/drafts';
import { buildMailto } from '~/mail/mailto';
import { pageMeta } from '~/lib/meta';

const MAX_QUERY_LENGTH = 100;

export async function loader({ request }: LoaderFunctionArgs) {
  const content = getContent();
  const [page, positions] = await Promise.all([content.page('careers'), content.jobPositions()]);
  if (!page) throw data(null, { status: 404 });
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  return { page, positions, q };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormRequest(request, applicationSchema, { maxBytes: APPLICATION_MAX_BODY_BYTES });
  if (submission.status === 'bot') return quietlyDrop(request, '/careers');
  if (submission.status === 'error') return invalid(submission);

  const { job: slug, name, email, phone, message } = submission.value;
  const content = getContent();
  const [job, settings] = await Promise.all([content.jobPosition(slug), content.siteSettings()]);
  if (!job) {
    return invalid({
      status: 'error',
      fieldErrors: { job: ['This position is no longer open. Please choose another one from the list.'] },
      values: { job: slug, name, email, phone, message: message ?? '' },
    });
  }
  if (!settings) throw data('The site settings are missing.', { status: 503 });
  const draft = applicationDraft({ jobTitle: job.title, name, email, phone, message });
  return openMailDraft(request, buildMailto(settings.enquiryEmail, draft));
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => pageMeta(loaderData?.page.seo);

type View = { slug: string; step: 'detail' | 'apply' };

export default function CareersRoute() {
  const { page, positions, q } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [query, setQuery] = useState(q);
  const [submittedQuery, setSubmittedQuery] = useState(q);
  const [view, setView] = useState<View | null>(null);
  // A new search from the URL (a submitted search form, back and forward) replaces what was typed.
  if (q !== submittedQuery) {
    setSubmittedQuery(q);
    setQuery(q);
  }

  const visible = filterPositions(positions, query);
  const selected = view ? positions.find((position) => position.slug === view.slug) : undefined;
  // Only a plain (no-JavaScript) submission lands here; enhanced ones go through a fetcher.
  const failed = actionData?.status === 'error' ? actionData : undefined;
  const failedJobSlug = typeof failed?.values.job === 'string' ? failed.values.job : undefined;
  const failedJob = positions.find((position) => position.slug === failedJobSlug);

  return (
    <>
      <PageHero hero={page.hero} />

      {failed && failedJob ? (
        <section aria-labelledby="apply-heading" className="border-b border-ink-100 bg-ink-50 py-14">
          <Container className="max-w-3xl">
            <h2 id="apply-heading" className="text-2xl font-bold">
              Apply for {failedJob.title}
            </h2>
            <div className="mt-6 rounded-card bg-white p-6 shadow-card sm:p-8">
              <ApplicationForm job={failedJob} documentResult={failed} />
            </div>
          </Container>
        </section>
      ) : null}

      <section aria-labelledby="positions-heading" className="py-16 sm:py-20">
        <Container className="max-w-4xl">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="positions-heading" className="text-3xl font-extrabold tracking-tight">
                Open positions
              </h2>
              <p role="status" className="mt-2 text-ink-600">
                {visible.length === 1 ? '1 position' : `${visible.length} positions`}
                {query.trim() ? ` matching “${query.trim()}”` : ' open now'}
              </p>
            </div>
            <Form method="get" role="search" className="flex w-full gap-2 sm:w-auto" preventScrollReset>
              <label htmlFor="careers-search" className="sr-only">
                Search positions
              </label>
              <div className="relative flex-1 sm:w-72">
                <Search aria-hidden="true" className="absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-500" />
                <input
                  id="careers-search"
                  type="search"
                  name="q"
                  value={query}
                  maxLength={MAX_QUERY_LENGTH}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder="Search positions..."
                  className="h-11 w-full rounded-full border border-ink-300 bg-white pr-4 pl-10 text-base text-ink-950 placeholder:text-ink-500 hover:border-ink-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
                />
              </div>
              <Button type="submit" variant="secondary">
                Search
              </Button>
            </Form>
          </div>

          {failed && !failedJob ? (
            <div role="alert" className="mt-8 flex gap-3 rounded-xl border border-danger-600/40 bg-danger-50 p-4 text-danger-700">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <p>{failed.formError ?? failed.fieldErrors.job?.join(' ') ?? 'Please choose a position and try again.'}</p>
            </div>
          ) : null}

          {visible.length > 0 ? (
            <ul className="mt-10 space-y-4">
              {visible.map((job) => (
                <li key={job.slug}>
                  <JobCard
                    job={job}
                    onViewDetails={(event) => {
                      event.preventDefault();
                      setView({ slug: job.slug, step: 'detail' });
                    }}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-10 rounded-card border border-dashed border-ink-300 px-6 py-14 text-center">
              <p className="text-lg font-semibold text-ink-800">No positions matching your search.</p>
              <Link to="/careers" className="mt-3 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline" onClick={() => setQuery('')}>
                Show all positions
              </Link>
            </div>
          )}
        </Container>
      </section>

      <PageSections sections={page.sections} />

      {selected ? (
        <Dialog open title={selected.title} onClose={() => setView(null)}>
          <JobDetails job={selected} />
          <div className="mt-8 flex justify-end border-t border-ink-100 pt-6">
            <Link
              to={`/careers/${selected.slug}/apply`}
              className={buttonVariants({ size: 'lg' })}
              onClick={(event) => {
                event.preventDefault();
                setView({ slug: selected.slug, step: 'apply' });
              }}
            >
              Apply for this position
            </Link>
          </div>
        </Dialog>
      ) : null}
      {selected && view?.step === 'apply' ? (
        <Dialog
          open
          title={`Apply for ${selected.title}`}
          description="We read every application. Fields marked * are required."
          onClose={() => setView({ slug: selected.slug, step: 'detail' })}
        >
          <ApplicationForm job={selected} onSubmitted={() => setView(null)} />
        </Dialog>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
