import type { ActionFunctionArgs, MetaFunction, LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { BookingForm } from '~/components/leads/booking-form';
import { BOOKING_SENT, bookingFailure, joinMessage, sentMessage } from '~/components/leads/lead-messages';
import { RenderedSections } from '~/components/sections/rendered-page';
import { ServerHtml } from '~/components/ui/server-html';
import { renderPage } from '~/components/sections/render-page.server';
import { Container } from '~/components/ui/container';
import { SuccessPanel } from '~/components/ui/form-outcome';
import { FORM_OUTCOME_ANCHOR } from '~/forms/respond-params';
import { getContent } from '~/content/content.server';
import { parseFormRequest } from '~/forms/action.server';
import { bookingSchema } from '~/forms/booking-form';
import { failed, invalid, succeeded } from '~/forms/respond.server';
import { getLeadService } from '~/leads/leads.server';
import { formatBookingDate, formatBookingDay, nextBookableDates } from '~/lib/booking/booking';
import { pageMeta } from '~/lib/meta';

/** How many weekdays the no-JavaScript date list offers. */
const LISTED_DATES = 10;

function dateChoice(iso: string) {
  return { value: iso, label: formatBookingDay(iso) };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const content = getContent(request);
  const [page, settings] = await Promise.all([content.page('book-call'), content.siteSettings()]);
  if (!page || !settings) throw data(null, { status: 404 });
  return {
    page: renderPage(page),
    enquiryEmail: settings.enquiryEmail,
    bookableDates: nextBookableDates(new Date(), LISTED_DATES).map(dateChoice),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await parseFormRequest(request, bookingSchema(new Date()), { context });
  if (submission.status === 'error') return invalid(submission);
  const settings = await getContent().siteSettings();
  if (!settings) throw data('The site settings are missing.', { status: 503 });
  // A bot gets the same answer as a person, and nothing is stored or sent.
  if (submission.bot) return succeeded(joinMessage(BOOKING_SENT));

  const booking = submission.value;
  const values = { ...booking, company: booking.company ?? '', description: booking.description ?? '' };
  // Persist first, then act: the booking is in the lead store before the gateway is called, and
  // a failed call is retried in the background (docs/decisions/0010).
  const accepted = await getLeadService().accept({
    kind: 'booking',
    delivery: 'booking',
    fields: values,
    submissionId: submission.submissionId,
    payload: {
      customerName: booking.customerName,
      customerEmail: booking.customerEmail,
      customerPhone: booking.customerPhone,
      company: booking.company ?? '',
      date: formatBookingDate(booking.date),
      time: booking.time,
      meetingType: booking.meetingType,
      description: booking.description ?? '',
    },
  });
  if (accepted.status === 'unstored') return failed(values, joinMessage(bookingFailure(settings.enquiryEmail)), 503);
  if (accepted.state !== 'delivered') {
    // Kept and retried; SPEC.md's failure toast still tells the visitor it did not go through yet.
    return failed(values, joinMessage(bookingFailure(settings.enquiryEmail)));
  }
  return succeeded(joinMessage(BOOKING_SENT));
}

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.page.seo);

export default function BookCallRoute() {
  const { page, enquiryEmail, bookableDates } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const sent = sentMessage(actionData, BOOKING_SENT);
  return (
    <>
      <ServerHtml html={page.body.hero} />
      <section className="bg-ink-50 py-14 sm:py-20">
        <Container className="max-w-5xl">
          <div className="rounded-card border border-ink-100 bg-white p-4 shadow-card sm:p-10">
            {sent ? (
              <SuccessPanel id={FORM_OUTCOME_ANCHOR} title={sent.title} focusOnMount>
                <p>{sent.description}</p>
                <Link to="/book-call" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
                  Book another call
                </Link>
              </SuccessPanel>
            ) : (
              <BookingForm
                enquiryEmail={enquiryEmail}
                bookableDates={bookableDates}
                documentResult={
                  actionData?.status === 'error' || actionData?.status === 'failure' ? actionData : undefined
                }
              />
            )}
          </div>
        </Container>
      </section>
      <RenderedSections sections={page.body.sections} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
