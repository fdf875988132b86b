import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { BookingChange } from '~/components/leads/booking-change';
import { Container } from '~/components/ui/container';
import { formHeaders } from '~/forms/form-headers';
import { pageMeta } from '~/lib/meta';
import { BOOKING_RESPOND_SEO } from '~/seo/site-pages';
import { bookingLinkAction, bookingLinkLoader } from '~/services/booking-link-route.server';
import { STUDIO_ACTIONS } from '~/services/booking-changes.server';

// The page the studio's confirm and decline links open (docs/decisions/0019).

export const loader = ({ request }: LoaderFunctionArgs) => bookingLinkLoader(request, STUDIO_ACTIONS);

export const action = ({ request, context }: ActionFunctionArgs) => bookingLinkAction(request, context, STUDIO_ACTIONS);

export const headers = formHeaders;

export const meta: MetaFunction = (args) => pageMeta(args, BOOKING_RESPOND_SEO, { noindex: true });

export default function BookingRespondRoute() {
  const { page, formAction, contactEmail } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section className="bg-ink-50 py-14 sm:py-20">
      <Container className="max-w-3xl">
        <div className="rounded-card border border-ink-100 bg-white p-4 shadow-card sm:p-10">
          <BookingChange
            page={page}
            title="Booking request"
            formAction={formAction}
            documentResult={actionData}
            contactEmail={contactEmail}
          />
        </div>
      </Container>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
