import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { ThankYou } from '~/components/forms/thank-you';
import { Container } from '~/components/ui/container';
import { getContent } from '~/content/content.server';
import { serviceRequestDraft } from '~/mail/drafts';
import { pageMeta } from '~/seo/meta';
import { buildMailto } from '~/mail/mailto';
import { CONFIRMATION_SEO } from '~/seo/site-pages';
import { takeHandover } from '~/submissions/confirmation-flash.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const { handover, setCookie } = await takeHandover(request);
  let mailto: string | undefined;
  if (handover?.draft) {
    const settings = await getContent().siteSettings();
    if (settings) mailto = buildMailto(settings.enquiryEmail, serviceRequestDraft(handover.draft));
  }
  // docs/specification.md: reached with nothing handed over, the name is empty and the service is "service".
  return data(
    { firstName: handover?.firstName ?? '', serviceTitle: handover?.serviceTitle ?? 'service', mailto },
    // The values are shown once; the page must not be cached with them.
    { headers: { 'Set-Cookie': setCookie, 'Cache-Control': 'private, no-store' } },
  );
}

export const meta: MetaFunction = (args) => pageMeta(args, CONFIRMATION_SEO, { noindex: true });

export default function ConfirmationRoute() {
  const { firstName, serviceTitle, mailto } = useLoaderData<typeof loader>();
  return (
    <section className="relative isolate overflow-hidden bg-ink-50 py-20 sm:py-28">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_24rem_at_50%_-10%,var(--color-brand-100),transparent_70%)]"
      />
      <Container>
        <ThankYou firstName={firstName} serviceTitle={serviceTitle} mailto={mailto} />
      </Container>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
