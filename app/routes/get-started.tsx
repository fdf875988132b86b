import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, redirect } from '@remix-run/node';
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { ServiceContactForm, ServicePicker } from '~/components/forms/service-request';
import { iconSymbol } from '~/components/ui/icons/icon-choices';
import { ServerHtml } from '~/render/server-html';
import { renderPage } from '~/pages/render-page.server';
import { Container } from '~/components/ui/container';
import { getContent } from '~/content/content.server';
import { parseFormRequest } from '~/submissions/action.server';
import { invalid, isEnhanced, unstoredDraft } from '~/submissions/respond.server';
import { keepMailDraftLead } from '~/leads/leads.server';
import { findService, firstName, serviceRequestSchema } from '~/submissions/service-request-schema';
import type { SubmissionSuccess } from '~/submissions/submission';
import { routePageSlug } from '~/pages/load-page.server';
import { pageMeta } from '~/seo/meta';
import { serviceRequestDraft } from '~/mail/drafts';
import { buildMailto } from '~/mail/mailto';
import { commitHandover } from '~/submissions/confirmation-flash.server';
import { formHeaders } from '~/submissions/form-headers';
import { Card } from '~/components/ui/card';

export async function loader({ request }: LoaderFunctionArgs) {
  const content = getContent(request);
  const [page, services] = await Promise.all([content.page(routePageSlug(request)), content.serviceRequestOptions()]);
  if (!page) throw data(null, { status: 404 });
  const params = new URL(request.url).searchParams;
  const service = findService(services, params.get('service'));
  const wantsContactStep = params.get('step') === 'contact';
  return {
    page: renderPage(page, { sections: [] }),
    // Each service's icon as its sprite symbol, so the page needs no table of icon names.
    services: services.map((option) => ({ ...option, symbol: iconSymbol(option.icon) })),
    step: wantsContactStep && service ? ('contact' as const) : ('select' as const),
    service: service ? { id: service.id, title: service.title } : undefined,
    // Continue was pressed without a choice (only possible without JavaScript).
    missingService: wantsContactStep && !service,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Only the services offered right now are accepted.
  const services = await getContent().serviceRequestOptions();
  const submission = await parseFormRequest(request, serviceRequestSchema(services.map((service) => service.id)), {
    context,
  });
  if (submission.status === 'error') return invalid(submission);

  const request_ = submission.value;
  const service = findService(services, request_.service);
  const settings = await getContent().siteSettings();
  if (!service || !settings) throw data('The site settings are missing.', { status: 503 });
  const draft = { ...request_, serviceTitle: service.title };
  const handover = { firstName: firstName(request_.name), serviceTitle: service.title };
  // Spam is kept apart (docs/decisions/0017) and answered exactly as a person is.
  const mailto = buildMailto(settings.enquiryEmail, serviceRequestDraft(draft));
  /** False when the store could not keep the lead: then the answer is a 503 with the draft, never a success. */
  const keepLead = async () => {
    const kept = await keepMailDraftLead({
      kind: 'service-request',
      fields: { serviceTitle: service.title, ...request_ },
      submissionId: submission.submissionId,
      meta: submission.meta,
    });
    return kept.status !== 'unstored';
  };

  if (isEnhanced(request)) {
    // The browser opens the draft itself, then moves on to /confirmation.
    const cookie = await commitHandover(request, handover);
    if (!(await keepLead())) return unstoredDraft(request_, mailto);
    const answer: SubmissionSuccess = { status: 'success', mailto };
    return data(answer, cookie ? { headers: { 'Set-Cookie': cookie } } : undefined);
  }
  // Without JavaScript the draft travels with the hand-over and /confirmation offers it
  // (docs/decisions/0006-confirmation-handover.md).
  const cookie = await commitHandover(request, {
    ...handover,
    draft: {
      serviceTitle: service.title,
      name: request_.name,
      email: request_.email,
      phone: request_.phone,
      company: request_.company,
      additionalInfo: request_.additionalInfo,
    },
  });
  if (!cookie) {
    return invalid({
      status: 'error',
      fieldErrors: { additionalInfo: ['This is too long to hand over to your email app. Please shorten it.'] },
      values: {
        service: service.id,
        name: request_.name,
        email: request_.email,
        company: request_.company ?? '',
        phone: request_.phone ?? '',
        additionalInfo: request_.additionalInfo ?? '',
      },
    });
  }
  if (!(await keepLead())) return unstoredDraft(request_, mailto);
  return redirect('/confirmation', { status: 303, headers: { 'Set-Cookie': cookie } });
}

export const headers = formHeaders;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.page.seo);

export default function GetStartedRoute() {
  const { page, services, step, service, missingService } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failed = actionData?.status === 'error' ? actionData : undefined;
  return (
    <>
      <ServerHtml html={page.body.hero} />
      <section className="bg-ink-50 py-14 sm:py-20">
        <Container className="max-w-5xl">
          <Card className="p-6 sm:p-10">
            {step === 'contact' && service ? (
              <ServiceContactForm
                key={service.id}
                service={service}
                serviceIds={services.map((option) => option.id)}
                documentResult={failed}
              />
            ) : (
              <ServicePicker
                key={service?.id ?? 'none'}
                services={services}
                selected={service?.id}
                error={missingService}
              />
            )}
          </Card>
        </Container>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
