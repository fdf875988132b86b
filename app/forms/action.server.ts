import type { z } from 'zod';
import { isBot } from './fields';
import { BodyTooLargeError, readFormData } from './read-form.server';
import { parseSubmission, type FieldErrors, type FormValues } from './submission';

/** Plain forms are a few kilobytes; anything far beyond that is not a person typing. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export type FormRequestResult<T> =
  | { status: 'bot' }
  | { status: 'error'; fieldErrors: FieldErrors; values: FormValues; formError?: string; httpStatus: number }
  | { status: 'success'; value: T };

/**
 * The start of every form action: read the body within a size limit, drop honeypot bots,
 * and validate with the form's schema (the same one the browser uses).
 */
export async function parseFormRequest<T>(
  request: Request,
  schema: z.ZodType<T>,
  { maxBytes = DEFAULT_MAX_BODY_BYTES }: { maxBytes?: number } = {},
): Promise<FormRequestResult<T>> {
  let formData: FormData;
  try {
    formData = await readFormData(request, maxBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
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
  if (isBot(formData)) return { status: 'bot' };
  const result = parseSubmission(schema, formData);
  return result.status === 'success' ? result : { ...result, httpStatus: 400 };
}
