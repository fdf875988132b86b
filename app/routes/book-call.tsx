import type { ActionFunctionArgs, HeadersFunction, MetaFunction, LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { BookingForm } from '~/components/forms/booking-form';
import { BOOKING_SENT, bookingFailure, joinMessage, sentMessage } from '~/submissions/lead-messages';
import { RenderedSections } from '~/components/sections/rendered-page';
import { ServerHtml } from '~/render/server-html';
import { renderPage } from '~/pages/render-page.server';
import { Container } from '~/components/ui/container';
import { SuccessPanel } from '~/components/ui/form-outcome';
import { FORM_OUTCOME_ANCHOR } from '~/submissions/respond-params';
import { getContent } from '~/content/content.server';
import { parseFormRequest } from '~/submissions/action.server';
import { BOOKING_TAKEN_MESSAGE, BOOKING_UNAVAILABLE_MESSAGE, bookingSchema } from '~/submissions/booking-schema';
import { failed, invalid, succeeded } from '~/submissions/respond.server';
import { getLeadService } from '~/leads/leads.server';
import { formatBookingDate, SLOT_TAKEN, slotStart, takenSlotKeys } from '~/lib/booking/booking';
import { routePageSlug } from '~/pages/load-page.server';
import { pageMeta } from '~/seo/meta';
import { formHeaders } from '~/submissions/form-headers';
import { takenSlotsFromEnv } from '~/bookings/booking-gateway.server';
import { siteOrigin } from '~/env.server';
import { Card } from '~/components/ui/card';

// The taken slots are live. The server's page cache keeps the page, and drops it whenever a
// booking takes or frees a time (content/page-changes.server.ts, called by the booking gateway and
// store); it never sends an out-of-date copy of it (`no-cache`), and neither may a shared cache or
// a browser without asking again, or a visitor would be offered a time booked since.
const LIVE = 'public, no-cache';

export async function loader({ request }: LoaderFunctionArgs) {
  const content = getContent(request);
  const now = new Date();
  const [page, settings, availability, taken] = await Promise.all([
    content.page(routePageSlug(request)),
    content.siteSettings(),
    content.bookingAvailability(),
    takenSlotsFromEnv(now),
  ]);
  if (!page || !settings) throw data(null, { status: 404 });
  return data(
    {
      page: renderPage(page),
      enquiryEmail: settings.enquiryEmail,
      // The rules and the taken slots as of now: the picker and the no-JavaScript lists apply them.
      booking: availability ? { availability, taken, now: now.toISOString() } : null,
    },
    { headers: { 'Cache-Control': LIVE } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const now = new Date();
  const content = getContent();
  const [settings, availability, taken] = await Promise.all([
    content.siteSettings(),
    content.bookingAvailability(),
    takenSlotsFromEnv(now),
  ]);
  if (!settings || !availability) throw data('The booking settings are missing.', { status: 503 });
  const state = { availability, takenKeys: takenSlotKeys(taken, availability.timeZone) };
  const submission = await parseFormRequest(request, bookingSchema(now, state), { context });
  if (submission.status === 'error') return invalid(submission);

  const booking = submission.value;
  const values = { ...booking, company: booking.company ?? '', description: booking.description ?? '' };
  // Persist first, then act: the booking is in the lead store before the gateway is called, and
  // a failed call is retried in the background (docs/decisions/0010).
  const accepted = await getLeadService().accept({
    kind: 'booking',
    delivery: 'booking',
    fields: values,
    submissionId: submission.submissionId,
    meta: submission.meta,
    payload: {
      customerName: booking.customerName,
      customerEmail: booking.customerEmail,
      customerPhone: booking.customerPhone,
      company: booking.company ?? '',
      date: formatBookingDate(booking.date),
      time: booking.time,
      meetingType: booking.meetingType,
      description: booking.description ?? '',
      // Kept with the lead for the calendar invite; the gateway sends only the fields above.
      slotStart: slotStart(booking.date, booking.time, availability.timeZone).toISOString(),
      // Where the links in its mails point when SITE_URL is unset (development, tests).
      siteOrigin: siteOrigin(request),
    },
  });
  if (accepted.status === 'unstored') return failed(values, joinMessage(bookingFailure(settings.enquiryEmail)), 503);
  // Spam is kept apart, neither booked nor notified, and answered exactly as a person is.
  if (accepted.state === 'spam') return succeeded(joinMessage(BOOKING_SENT));
  if (accepted.state === 'refused') {
    // Another visitor's booking won the slot (or the rules changed since the page was served):
    // kept in the lead store, never retried, and the visitor picks another time.
    const taken = !accepted.result || accepted.result.status !== 'refused' || accepted.result.reason === SLOT_TAKEN;
    const message = taken ? BOOKING_TAKEN_MESSAGE : BOOKING_UNAVAILABLE_MESSAGE;
    return invalid({ status: 'error', fieldErrors: { time: [message] }, values, httpStatus: 409 });
  }
  if (accepted.state !== 'delivered') {
    // Kept and retried; the specification's failure toast still tells the visitor it did not go through yet.
    return failed(values, joinMessage(bookingFailure(settings.enquiryEmail)));
  }
  return succeeded(joinMessage(BOOKING_SENT));
}

export const headers: HeadersFunction = (args) => {
  const headers = new Headers(formHeaders(args));
  headers.set('Cache-Control', LIVE);
  return headers;
};

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, args.data?.page.seo);

export default function BookCallRoute() {
  const { page, enquiryEmail, booking } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const sent = sentMessage(actionData, BOOKING_SENT);
  return (
    <>
      <ServerHtml html={page.body.hero} />
      <section className="bg-ink-50 py-14 sm:py-20">
        <Container className="max-w-5xl">
          <Card className="p-4 sm:p-10">
            {sent ? (
              <SuccessPanel id={FORM_OUTCOME_ANCHOR} title={sent.title} focusOnMount>
                <p>{sent.description}</p>
                <Link to="/book-call" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
                  Book another call
                </Link>
              </SuccessPanel>
            ) : !booking ? (
              <p role="status" className="text-lg">
                Online booking is paused right now. Write to{' '}
                <a className="font-semibold text-brand-700 underline" href={`mailto:${enquiryEmail}`}>
                  {enquiryEmail}
                </a>{' '}
                and we will find a time with you.
              </p>
            ) : (
              <BookingForm
                enquiryEmail={enquiryEmail}
                availability={booking.availability}
                taken={booking.taken}
                servedAt={booking.now}
                documentResult={
                  actionData?.status === 'error' || actionData?.status === 'failure' ? actionData : undefined
                }
              />
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
