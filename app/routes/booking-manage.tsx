import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useRouteError } from '@remix-run/react';
import { RouteErrorPage } from '~/components/layout/route-error';
import { BookingLinkRoute } from '~/components/forms/booking-link-route';
import { formHeaders } from '~/submissions/form-headers';
import { keepBookingMails } from '~/leads/leads.server';
import { pageMeta } from '~/seo/meta';
import { BOOKING_MANAGE_SEO } from '~/seo/site-pages';
import { bookingLinkAction, bookingLinkLoader } from '~/bookings/booking-link-route.server';
import { PROSPECT_ACTIONS } from '~/bookings/booking-changes.server';

// The page the prospect's cancel and reschedule links open (docs/decisions/0019).

export const loader = ({ request }: LoaderFunctionArgs) => bookingLinkLoader(request, PROSPECT_ACTIONS);

export const action = ({ request, context }: ActionFunctionArgs) =>
  bookingLinkAction(request, context, PROSPECT_ACTIONS, keepBookingMails);

export const headers = formHeaders;

export const meta: MetaFunction = (args) => pageMeta(args, BOOKING_MANAGE_SEO, { noindex: true });

export default function BookingManageRoute() {
  return <BookingLinkRoute title="Your booking" />;
}

export function ErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
