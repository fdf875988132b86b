import type { ActionFunctionArgs, MetaFunction, LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { auditRequestForm } from '~/components/forms/lazy-audit-request-form';
import { MailDraftOutcome } from '~/components/forms/mail-draft-outcome';
import { loadWithParts } from '~/render/lazy-part';
import { RenderedSections } from '~/components/sections/rendered-page';
import { ServerHtml } from '~/render/server-html';
import { renderPage } from '~/pages/render-page.server';
import { Container } from '~/components/ui/container';
import { getContent } from '~/content/content.server';
import { parseFormRequest } from '~/submissions/action.server';
import { auditRequestSchema } from '~/submissions/audit-request-schema';
import { invalid, openMailDraft, unstoredDraft } from '~/submissions/respond.server';
import { keepMailDraftLead } from '~/leads/leads.server';
import { routePageSlug } from '~/pages/load-page.server';
import { pageMeta } from '~/seo/meta';
import { auditRequestDraft } from '~/mail/drafts';
import { buildMailto } from '~/mail/mailto';
import { formHeaders } from '~/submissions/form-headers';
import { Card } from '~/components/ui/card';

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await getContent(request).page(routePageSlug(request));
  if (!page) throw data(null, { status: 404 });
  return { page: renderPage(page) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await parseFormRequest(request, auditRequestSchema, { context });
  if (submission.status === 'error') return invalid(submission);
  const settings = await getContent().siteSettings();
  if (!settings) throw data('The site settings are missing.', { status: 503 });
  // Spam is kept apart (docs/decisions/0017) and answered exactly as a person is.
  const kept = await keepMailDraftLead({
    kind: 'audit-request',
    fields: submission.value,
    submissionId: submission.submissionId,
    meta: submission.meta,
  });
  const mailto = buildMailto(settings.enquiryEmail, auditRequestDraft(submission.value));
  if (kept.status === 'unstored') return unstoredDraft(submission.value, mailto);
  return openMailDraft(mailto);
}

export const clientLoader = loadWithParts(auditRequestForm);

export const headers = formHeaders;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.page.seo);

export default function ProfessionalAuditRoute() {
  const { page } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <ServerHtml html={page.body.hero} />
      <section aria-labelledby="audit-form-heading" className="bg-ink-50 py-14 sm:py-20">
        <Container className="max-w-4xl">
          <h2 id="audit-form-heading" className="text-3xl font-extrabold tracking-tight">
            Audit request
          </h2>
          <p className="mt-2 text-ink-600">Fields marked * are required.</p>
          <Card className="mt-8 p-6 sm:p-10">
            {actionData?.status === 'success' && actionData.mailto ? (
              <MailDraftOutcome title="Thank you, your audit request is with us" mailto={actionData.mailto} />
            ) : (
              <auditRequestForm.Component documentResult={actionData?.status === 'error' ? actionData : undefined} />
            )}
          </Card>
        </Container>
      </section>
      <RenderedSections sections={page.body.sections} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
