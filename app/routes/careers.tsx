import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react';
import { useState } from 'react';
import { lazyApplicationForm, useApplicationForm } from '~/components/careers/lazy-application-form';
import { PositionDialogs, type PositionStep } from '~/components/careers/position-dialogs';
import { MAX_QUERY_LENGTH, PositionsSection } from '~/components/careers/positions-section';
import { listPositions } from '~/components/careers/positions.server';
import { RouteErrorPage } from '~/components/layout/route-error';
import { MailDraftOutcome } from '~/components/forms/mail-draft-outcome';
import { RenderedSections } from '~/components/sections/rendered-page';
import { ServerHtml } from '~/render/server-html';
import { renderPage } from '~/pages/render-page.server';
import { Container } from '~/components/ui/container';
import { getContent } from '~/content/content.server';
import { parseFormRequest } from '~/submissions/action.server';
import { applicationSchema } from '~/submissions/application-schema';
import { APPLICATION_MAX_BODY_BYTES } from '~/submissions/field-facts';
import { invalid, openMailDraft, unstoredDraft } from '~/submissions/respond.server';
import { keepMailDraftLead, keepResume } from '~/leads/leads.server';
import { checkResume, resumeDigest } from '~/leads/resume.server';
import { applicationDraft } from '~/mail/drafts';
import { buildMailto } from '~/mail/mailto';
import { closedPositionTitle } from '~/pages/addresses.server';
import { routePageSlug } from '~/pages/load-page.server';
import { pageMeta } from '~/seo/meta';
import { formHeaders } from '~/submissions/form-headers';

export async function loader({ request }: LoaderFunctionArgs) {
  const content = getContent(request);
  const [page, positions, closed] = await Promise.all([
    content.page(routePageSlug(request)),
    content.jobPositions(),
    // A closed position's address sends visitors here with a note (?closed=<slug>).
    closedPositionTitle(request),
  ]);
  if (!page) throw data(null, { status: 404 });
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  return { page: renderPage(page), positions: listPositions(positions), q, closed };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await parseFormRequest(request, applicationSchema, {
    maxBytes: APPLICATION_MAX_BODY_BYTES,
    context,
  });
  if (submission.status === 'error') return invalid(submission);

  const { job: slug, name, email, phone, message, resume } = submission.value;
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
  // The résumé is judged by its bytes, not its name: a renamed executable is refused.
  const checked = await checkResume(resume);
  if ('problem' in checked) {
    return invalid({
      status: 'error',
      fieldErrors: { resume: [checked.problem] },
      values: { job: slug, name, email, phone, message: message ?? '' },
    });
  }
  // Spam is kept apart (docs/decisions/0017) and answered exactly as a person is.
  const kept = await keepMailDraftLead({
    kind: 'job-application',
    // The file's digest stands for it in the idempotency key; the file itself is kept once.
    fields: { job: slug, jobTitle: job.title, name, email, phone, message, resumeSha256: resumeDigest(checked.resume) },
    submissionId: submission.submissionId,
    meta: submission.meta,
    attachments: async () => [await keepResume(checked.resume)],
  });
  const draft = applicationDraft({ jobTitle: job.title, name, email, phone, message });
  const mailto = buildMailto(settings.enquiryEmail, draft);
  // The résumé cannot travel in a mailto: link; the draft asks the visitor to attach it.
  if (kept.status === 'unstored') return unstoredDraft({ job: slug, name, email, phone, message }, mailto);
  return openMailDraft(mailto);
}

export const headers = formHeaders;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.page.seo);

type View = { slug: string; step: PositionStep };

export default function CareersRoute() {
  const { page, positions, q, closed } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [view, setView] = useState<View | null>(null);
  const applicationForm = useApplicationForm();
  const selected = view ? positions.find((position) => position.slug === view.slug) : undefined;
  // Only a plain (no-JavaScript) submission lands here; enhanced ones go through a fetcher.
  const failed = actionData?.status === 'error' ? actionData : undefined;
  const failedJob = positions.find((position) => position.slug === failed?.values.job);
  const sent = actionData?.status === 'success' ? actionData.mailto : undefined;

  return (
    <>
      <ServerHtml html={page.body.hero} />
      {sent ? (
        <section aria-label="Your application" className="border-b border-ink-100 bg-ink-50 py-14">
          <Container className="max-w-3xl">
            <MailDraftOutcome title="Thank you, your application is with us" mailto={sent} />
          </Container>
        </section>
      ) : null}
      {failed && failedJob ? (
        <section aria-labelledby="apply-heading" className="border-b border-ink-100 bg-ink-50 py-14">
          <Container className="max-w-3xl">
            <h2 id="apply-heading" className="text-2xl font-bold">
              Apply for {failedJob.title}
            </h2>
            <div className="mt-6 rounded-card bg-white p-6 shadow-card sm:p-8">
              <lazyApplicationForm.Component job={failedJob} documentResult={failed} />
            </div>
          </Container>
        </section>
      ) : null}
      <PositionsSection
        positions={positions}
        q={q}
        closed={closed}
        alert={failed && !failedJob ? (failed.formError ?? failed.fieldErrors.job?.join(' ')) : undefined}
        onViewDetails={(job) => setView({ slug: job.slug, step: 'detail' })}
      />
      <RenderedSections sections={page.body.sections} />
      {selected && view ? (
        <PositionDialogs
          job={selected}
          step={view.step}
          onStep={(step) => setView(step ? { slug: selected.slug, step } : null)}
          form={applicationForm}
        />
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
