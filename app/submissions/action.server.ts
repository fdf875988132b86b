import * as z from 'zod/mini';
import { fieldLimits } from './field-limits';
import { isBot } from './fields';
import { readLeadSource } from './lead-source.server';
import { clientKey, formRateLimiter } from './rate-limit.server';
import { BodyTooLargeError, DEFAULT_MAX_FIELDS, readFormData, TooManyFieldsError } from './read-form.server';
import { parseSubmission } from './parse-submission';
import { keptValues, type FieldErrors, type FormSchema, type FormValues } from './submission';
import { readSubmissionId } from './submission-id';
import type { SubmissionMeta } from './submission-meta';
import { spamVerdict } from './spam-verdict.server';
import { metrics } from '../../server/metrics.js';

// zod/mini loads no messages of its own: each of zod's (rather than ours) would read "Invalid
// input". The action loads the English ones full zod uses, so a value no form sends (a list where
// a field expects text) is answered in plain words. The browser never meets such a value, and
// does not download them (ADR 0016).
z.config(z.locales.en());

/** Plain forms are a few kilobytes; anything far beyond that is not a person typing. */
const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

type FormRequestError = {
  status: 'error';
  fieldErrors: FieldErrors;
  values: FormValues;
  formError?: string;
  httpStatus: number;
  headers?: Record<string, string>;
};

export type FormRequestResult<T> =
  | FormRequestError
  | {
      status: 'success';
      value: T;
      /** The honeypot was filled: answer as for a person, but store and send nothing. */
      bot: boolean;
      /** The id the form rendered for this submission, when the browser sent one. */
      submissionId: string | undefined;
      /** Where the visit came from and the spam verdict (ADR 0018). */
      meta: SubmissionMeta;
    };

function tooLarge(maxBytes: number): FormRequestError {
  const megabytes = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  return {
    status: 'error',
    httpStatus: 413,
    fieldErrors: {},
    values: {},
    formError:
      maxBytes >= 1024 * 1024
        ? `That submission is larger than ${megabytes}MB, so it was not sent. Please attach a smaller file and try again.`
        : 'That submission is too large to send. Please shorten your message and try again.',
  };
}

export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have sent this form too many times in a short while. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again; what you typed is still here.`;
}

/**
 * The start of every form action: read the body within a size and field-count limit, apply the
 * per-client rate limit, then validate with the form's schema (the same one the browser uses).
 * The honeypot is looked at only after validation, so a bot learns nothing from the answer.
 */
export async function parseFormRequest<T>(
  request: Request,
  schema: FormSchema<T>,
  {
    maxBytes = DEFAULT_MAX_BODY_BYTES,
    maxFields = DEFAULT_MAX_FIELDS,
    context,
  }: { maxBytes?: number; maxFields?: number; context?: unknown } = {},
): Promise<FormRequestResult<T>> {
  let formData: FormData;
  try {
    formData = await readFormData(request, maxBytes, maxFields, fieldLimits(schema));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge(maxBytes);
    if (error instanceof TooManyFieldsError)
      return {
        status: 'error',
        httpStatus: 413,
        fieldErrors: {},
        values: {},
        formError: 'That submission has more fields than this form, so it was not sent.',
      };
    throw error;
  }
  const decision = await formRateLimiter().hit(clientKey(context));
  if (!decision.allowed) {
    metrics().rateLimitRefusals.inc();
    return {
      status: 'error',
      httpStatus: 429,
      headers: { 'Retry-After': String(decision.retryAfterSeconds) },
      fieldErrors: {},
      values: keptValues(formData),
      formError: rateLimitMessage(decision.retryAfterSeconds),
    };
  }
  const result = parseSubmission(schema, formData);
  if (result.status === 'error') return { ...result, httpStatus: 400 };
  const bot = isBot(formData);
  const spam = spamVerdict(formData, { bot });
  metrics().spamVerdicts.inc({ verdict: spam.spam ? 'spam' : 'clean' });
  return {
    status: 'success',
    value: result.value,
    bot,
    submissionId: readSubmissionId(formData),
    meta: { source: readLeadSource(formData, request), spam },
  };
}
