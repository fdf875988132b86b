import type { ActionFunctionArgs, MetaFunction, LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { joinMessage, WEBSITE_FAILED, WEBSITE_SENT } from '~/submissions/lead-messages';
import { websiteRequest } from '~/components/forms/lazy-website-request';
import { websiteRequestFormContent } from '~/components/forms/website-request-form.server';
import { RenderedSections } from '~/components/sections/rendered-page';
import { loadWithParts } from '~/render/lazy-part';
import { ServerHtml } from '~/render/server-html';
import { renderPage } from '~/pages/render-page.server';
import { Container } from '~/components/ui/container';
import { getContent } from '~/content/content.server';
import { parseFormRequest } from '~/submissions/action.server';
import { failed, invalid, succeeded } from '~/submissions/respond.server';
import { getLeadService } from '~/leads/leads.server';
import { websiteBudgets, websiteFormValues, websiteRequestSchema } from '~/submissions/website-request-schema';
import { routePageSlug } from '~/pages/load-page.server';
import { pageMeta } from '~/seo/meta';
import { websiteRequestPayload } from '~/submissions/website-request-payload';
import { isEndpointConfigured } from '~/leads/website-request.server';
import { formHeaders } from '~/submissions/form-headers';
import { Card } from '~/components/ui/card';

async function websiteOffer(request: Request) {
  const offer = await getContent(request).websiteOffer();
  if (!offer) throw data('The website offer is missing.', { status: 503 });
  return offer;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const content = getContent(request);
  const [page, offer] = await Promise.all([content.page(routePageSlug(request)), websiteOffer(request)]);
  if (!page) throw data(null, { status: 404 });
  return { page: renderPage(page), form: websiteRequestFormContent(offer, isEndpointConfigured()) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { flatRate } = await websiteOffer(request);
  const submission = await parseFormRequest(
    request,
    websiteRequestSchema({ endpointRequired: !isEndpointConfigured(), budgets: websiteBudgets(flatRate) }),
    { context },
  );
  if (submission.status === 'error') return invalid(submission);

  const { endpoint, ...websiteRequest } = submission.value;
  const values = websiteFormValues(submission.value, endpoint);
  // Persist first, then forward; a failed forward is retried in the background (docs/decisions/0010).
  const accepted = await getLeadService().accept({
    kind: 'website-request',
    delivery: 'website-request',
    fields: values,
    submissionId: submission.submissionId,
    meta: submission.meta,
    payload: {
      request: websiteRequestPayload(websiteRequest),
      ...(endpoint && !isEndpointConfigured() ? { typedEndpoint: endpoint } : {}),
    },
  });
  if (accepted.status === 'unstored') return failed(values, joinMessage(WEBSITE_FAILED), 503);
  // Spam is kept apart, neither forwarded nor notified, and answered exactly as a person is.
  if (accepted.state === 'spam') return succeeded(joinMessage(WEBSITE_SENT));
  if (accepted.result?.status === 'refused' || accepted.state === 'refused') {
    const message = accepted.result?.status === 'refused' ? accepted.result.reason : 'Enter a public https:// address.';
    return invalid({ status: 'error', fieldErrors: { endpoint: [message] }, values });
  }
  if (accepted.state !== 'delivered') return failed(values, joinMessage(WEBSITE_FAILED));
  return succeeded(joinMessage(WEBSITE_SENT));
}

export const headers = formHeaders;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.page.seo);

export const clientLoader = loadWithParts(websiteRequest);

export default function WebsiteServicesRoute() {
  const { page, form } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <ServerHtml html={page.body.hero} />
      <RenderedSections sections={page.body.sections} />
      <section id="request" className="bg-ink-50 py-14 sm:py-20">
        <Container className="max-w-4xl">
          <Card className="p-6 sm:p-10">
            <websiteRequest.Component content={form} actionData={actionData} />
          </Card>
        </Container>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
