import type { ActionFunctionArgs, MetaFunction, LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { joinMessage, sentMessage, WEBSITE_FAILED, WEBSITE_SENT } from '~/components/leads/lead-messages';
import { WebsiteRequestForm } from '~/components/leads/website-request-form';
import { PageHero } from '~/components/sections/page-hero';
import { PageSections } from '~/components/sections/page-sections';
import { Container } from '~/components/ui/container';
import { SuccessPanel } from '~/components/ui/form-outcome';
import { getContent } from '~/content/content.server';
import { parseFormRequest } from '~/forms/action.server';
import { failed, invalid, quietlyDrop, succeeded } from '~/forms/respond.server';
import { websiteFormValues, websiteRequestSchema } from '~/forms/website-request-form';
import { pageMeta } from '~/lib/meta';
import { websiteRequestPayload } from '~/lib/website-request-payload';
import { forwardFromEnv, isEndpointConfigured } from '~/services/website-request.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await getContent(request).page('website-services');
  if (!page) throw data(null, { status: 404 });
  return { page, endpointConfigured: isEndpointConfigured() };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormRequest(
    request,
    websiteRequestSchema({ endpointRequired: !isEndpointConfigured() }),
  );
  if (submission.status === 'bot') return quietlyDrop(request, '/website-services');
  if (submission.status === 'error') return invalid(submission);

  const { endpoint, ...websiteRequest } = submission.value;
  const values = websiteFormValues(submission.value, endpoint);
  const result = await forwardFromEnv(websiteRequestPayload(websiteRequest), endpoint);
  if (result.status === 'refused')
    return invalid({ status: 'error', fieldErrors: { endpoint: [result.message] }, values });
  if (result.status === 'failed') {
    console.error('[website-request] the form endpoint did not accept the request:', result.reason);
    return failed(values, joinMessage(WEBSITE_FAILED));
  }
  return succeeded(joinMessage(WEBSITE_SENT));
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.page.seo);

export default function WebsiteServicesRoute() {
  const { page, endpointConfigured } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const sent = sentMessage(actionData, WEBSITE_SENT);
  return (
    <>
      <PageHero hero={page.hero} />
      <PageSections sections={page.sections} />
      <section id="request" className="scroll-mt-20 bg-ink-50 py-14 sm:py-20">
        <Container className="max-w-4xl">
          <div className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-10">
            {sent ? (
              <SuccessPanel title={sent.title}>
                <p>{sent.description}</p>
                <Link to="/website-services" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
                  Send another request
                </Link>
              </SuccessPanel>
            ) : (
              <WebsiteRequestForm
                endpointConfigured={endpointConfigured}
                documentResult={
                  actionData?.status === 'error' || actionData?.status === 'failure' ? actionData : undefined
                }
              />
            )}
          </div>
        </Container>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
