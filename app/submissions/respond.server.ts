import { data } from '@remix-run/node';
import { ENHANCED_PARAM } from './respond-params';
import type { FormValues, SubmissionFailure, SubmissionResult, SubmissionSuccess } from './submission';
export function isEnhanced(request: Request): boolean {
  return new URL(request.url).searchParams.has(ENHANCED_PARAM);
}

export type InvalidSubmission = Extract<SubmissionResult<unknown>, { status: 'error' }>;

/** Sends the form back with its messages and the visitor's values. */
export function invalid({
  fieldErrors,
  values,
  formError,
  httpStatus = 400,
  headers,
}: InvalidSubmission & { httpStatus?: number; headers?: Record<string, string> | undefined }) {
  const answer: InvalidSubmission = { status: 'error', fieldErrors, values, ...(formError ? { formError } : {}) };
  return data(answer, { status: httpStatus, ...(headers ? { headers } : {}) });
}

/**
 * A valid (and stored) submission that ends in the visitor's mail client. With JavaScript the
 * page opens the draft and shows its success state; without it the page shows the same success
 * in place of the form, with the draft as a link (a 303 to mailto: would leave no confirmation).
 */
export function openMailDraft(mailto: string) {
  return { status: 'success', mailto } satisfies SubmissionSuccess;
}

/** What a mail-draft form says when its lead could not be stored (the draft is offered below it). */
export const UNSTORED_DRAFT_MESSAGE =
  'We could not save your message just now. Send it with the email draft below, or try again in a minute.';

/**
 * A valid mail-draft submission whose lead the store could not keep: never a success. A 503
 * with the values kept and the visitor's draft offered as the way to reach the studio.
 */
export function unstoredDraft(value: Record<string, unknown>, mailto: string) {
  // The checked values, as the form shows them again (a missing optional field stays empty).
  const values: FormValues = {};
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry === 'string' || Array.isArray(entry)) values[name] = entry;
  }
  const answer: InvalidSubmission = {
    status: 'error',
    fieldErrors: {},
    values,
    formError: UNSTORED_DRAFT_MESSAGE,
    mailto,
  };
  return data(answer, { status: 503, headers: { 'Retry-After': '60' } });
}

/**
 * A valid submission that was carried out (forwarded or booked). Without JavaScript the page
 * shows the message in place of the form; with JavaScript a toast does.
 */
export function succeeded(message: string) {
  return { status: 'success', message } satisfies SubmissionSuccess;
}

/** A valid submission a service failed to carry out: the message, and the values kept (502). */
export function failed(values: FormValues, message: string, httpStatus = 502) {
  return data({ status: 'failure', message, values } satisfies SubmissionFailure, { status: httpStatus });
}
