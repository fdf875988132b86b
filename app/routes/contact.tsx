import type { ActionFunctionArgs, MetaFunction, LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { AreaMap, ContactDetails } from '~/components/forms/contact-details';
import { MailDraftOutcome } from '~/components/forms/mail-draft-outcome';
import { ContactForm } from '~/components/forms/contact-form';
import { ServerHtml } from '~/render/server-html';
import { renderPage } from '~/pages/render-page.server';
import { renderStatic } from '~/render/server-html.server';
import { Container } from '~/components/ui/container';
import { getContent } from '~/content/content.server';
import { parseFormRequest } from '~/submissions/action.server';
import { contactSchema } from '~/submissions/contact-schema';
import { invalid, openMailDraft, unstoredDraft } from '~/submissions/respond.server';
import { keepMailDraftLead } from '~/leads/leads.server';
import { routePageSlug } from '~/pages/load-page.server';
import { pageMeta } from '~/seo/meta';
import { contactDraft } from '~/mail/drafts';
import { buildMailto } from '~/mail/mailto';
import { formHeaders } from '~/submissions/form-headers';
import { Card } from '~/components/ui/card';

export async function loader({ request }: LoaderFunctionArgs) {
  const content = getContent(request);
  const [page, settings] = await Promise.all([content.page(routePageSlug(request)), content.siteSettings()]);
  if (!page || !settings) throw data(null, { status: 404 });
  // The direct lines and the area map have no behavior of their own: markup, not code.
  return {
    page: renderPage(page, { sections: [] }),
    enquiryEmail: settings.enquiryEmail,
    location: settings.location,
    details: renderStatic(<ContactDetails settings={settings} />),
    map: renderStatic(<AreaMap location={settings.location} picture={settings.areaMap} />),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await parseFormRequest(request, contactSchema, { context });
  if (submission.status === 'error') return invalid(submission);
  const settings = await getContent().siteSettings();
  if (!settings) throw data('The site settings are missing.', { status: 503 });
  // Spam is kept apart (docs/decisions/0017) and answered exactly as a person is.
  const kept = await keepMailDraftLead({
    kind: 'contact',
    fields: submission.value,
    submissionId: submission.submissionId,
    meta: submission.meta,
  });
  const mailto = buildMailto(settings.enquiryEmail, contactDraft(submission.value));
  if (kept.status === 'unstored') return unstoredDraft(submission.value, mailto);
  return openMailDraft(mailto);
}

export const headers = formHeaders;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.page.seo);

export default function ContactRoute() {
  const { page, enquiryEmail, location, details, map } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failed = actionData?.status === 'error' ? actionData : undefined;
  const sent = actionData?.status === 'success' ? actionData : undefined;
  return (
    <>
      <ServerHtml html={page.body.hero} />
      <section className="bg-ink-50 py-16 sm:py-20">
        {/* The form comes first, on phones and in reading order; the direct lines sit beside it on
            wide screens. minmax(0, …) lets both columns shrink when text is enlarged. */}
        <Container className="grid gap-10 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:items-start">
          <Card className="min-w-0 p-5 sm:p-8">
            {sent?.mailto ? (
              <MailDraftOutcome title="Thank you, your message is with us" mailto={sent.mailto} />
            ) : (
              <ContactForm enquiryEmail={enquiryEmail} documentResult={failed} />
            )}
          </Card>
          <div className="min-w-0 space-y-4">
            <h2 className="text-2xl font-bold tracking-tight">Reach us directly</h2>
            <ServerHtml html={details} />
          </div>
        </Container>
      </section>
      <section aria-labelledby="map-heading" className="py-16 sm:py-20">
        <Container>
          <h2 id="map-heading" className="text-2xl font-bold tracking-tight">
            Find us in {location}
          </h2>
          <p className="mt-2 text-ink-600">We meet clients across Dallas-Fort Worth and work with teams nationwide.</p>
          <div className="mt-6">
            <ServerHtml html={map} />
          </div>
        </Container>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
