import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { BookingForm } from '~/components/leads/booking-form';
import { BOOKING_SENT, bookingFailure, joinMessage, sentMessage } from '~/components/leads/lead-messages';
import { PageHero } from '~/components/sections/page-hero';
import { PageSections } from '~/components/sections/page-sections';
import { Container } from '~/components/ui/container';
import { SuccessPanel } from '~/components/ui/form-outcome';
import { getContent } from '~/content/content.server';
import { parseFormRequest } from '~/forms/action.server';
import { bookingSchema } from '~/forms/booking-form';
import { failed, invalid, quietlyDrop, succeeded } from '~/forms/respond.server';
import { formatBookingDate, nextBookableDates } from '~/lib/booking/booking';
import { pageMeta } from '~/lib/meta';
import { bookingGatewayFromEnv } from '~/services/booking-gateway.server';

/** How many weekdays the no-JavaScript date list offers. */
const LISTED_DATES = 10;

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });

function dateChoice(iso: string) {
  return { value: iso, label: `${WEEKDAY.format(new Date(`${iso}T12:00:00Z`))}, ${formatBookingDate(iso)}` };
}

export async function loader() {
  const content = getContent();
  const [page, settings] = await Promise.all([content.page('book-call'), content.siteSettings()]);
  if (!page || !settings) throw data(null, { status: 404 });
  return {
    page,
    enquiryEmail: settings.enquiryEmail,
    bookableDates: nextBookableDates(new Date(), LISTED_DATES).map(dateChoice),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const submission = await parseFormRequest(request, bookingSchema(new Date()));
  if (submission.status === 'bot') return quietlyDrop(request, '/book-call');
  if (submission.status === 'error') return invalid(submission);
  const settings = await getContent().siteSettings();
  if (!settings) throw data('The site settings are missing.', { status: 503 });

  const booking = submission.value;
  const gateway = bookingGatewayFromEnv({ from: settings.enquiryEmail, companyName: settings.companyName });
  const result = await gateway.send({
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone,
    company: booking.company ?? '',
    date: formatBookingDate(booking.date),
    time: booking.time,
    meetingType: booking.meetingType,
    description: booking.description ?? '',
  });
  if (!result.ok) {
    console.error(`[booking] the ${gateway.name} gateway failed:`, result.reason);
    const values = { ...booking, company: booking.company ?? '', description: booking.description ?? '' };
    return failed(values, joinMessage(bookingFailure(settings.enquiryEmail)));
  }
  return succeeded(joinMessage(BOOKING_SENT));
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => pageMeta(loaderData?.page.seo);

export default function BookCallRoute() {
  const { page, enquiryEmail, bookableDates } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const sent = sentMessage(actionData, BOOKING_SENT);
  return (
    <>
      <PageHero hero={page.hero} />
      <section className="bg-ink-50 py-14 sm:py-20">
        <Container className="max-w-5xl">
          <div className="rounded-card border border-ink-100 bg-white p-4 shadow-card sm:p-10">
            {sent ? (
              <SuccessPanel title={sent.title} focusOnMount>
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
      <PageSections sections={page.sections} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
