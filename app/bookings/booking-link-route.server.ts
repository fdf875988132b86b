import { data } from '@remix-run/node';
import { joinMessage } from '~/submissions/lead-messages';
import { getContent } from '~/content/content.server';
import { parseFormRequest } from '~/submissions/action.server';
import { bookingChangeSchema } from '~/submissions/booking-change-schema';
import { failed, invalid, succeeded } from '~/submissions/respond.server';
import type { BookingLinkAction } from '../../supabase/functions/_shared/booking-link.ts';
import { changeBooking, type KeepBookingMails, openBookingLink } from './booking-changes.server';

// The loader and action behind both booking link pages (the prospect's and the studio's): the
// token comes from the page's address; GET shows, POST changes (docs/decisions/0019).

/** No cache may keep the page, and the address (with its token) goes nowhere as a referrer. */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };

function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get('token') ?? '';
}

export async function bookingLinkLoader(request: Request, accepted: readonly BookingLinkAction[]) {
  const token = tokenOf(request);
  const [page, settings] = await Promise.all([openBookingLink(token, accepted), getContent().siteSettings()]);
  const { pathname } = new URL(request.url);
  const body = {
    page: page.status === 'problem' ? { status: page.status, title: page.title, message: page.message } : page,
    formAction: `${pathname}?token=${encodeURIComponent(token)}`,
    contactEmail: settings?.enquiryEmail ?? '',
  };
  return data(body, { status: page.status === 'problem' ? page.httpStatus : 200, headers: PRIVATE });
}

/** `keepMails`: where the change's mails are kept and sent from (the lead service, given by the route). */
export async function bookingLinkAction(
  request: Request,
  context: unknown,
  accepted: readonly BookingLinkAction[],
  keepMails: KeepBookingMails,
) {
  const token = tokenOf(request);
  const submission = await parseFormRequest(request, bookingChangeSchema, { context });
  if (submission.status === 'error') return invalid(submission);
  const { value } = submission;
  const outcome = await changeBooking(request, token, accepted, value.intent, value.slot, keepMails);
  if (outcome.status === 'done') return succeeded(joinMessage({ title: outcome.title, description: outcome.message }));
  if (outcome.field)
    return invalid({
      status: 'error',
      fieldErrors: { [outcome.field]: [outcome.message] },
      values: { intent: value.intent, ...(value.slot ? { slot: value.slot } : {}) },
      httpStatus: outcome.httpStatus,
    });
  return failed(
    { intent: value.intent },
    joinMessage({ title: 'The booking was not changed', description: outcome.message }),
    outcome.httpStatus,
  );
}
