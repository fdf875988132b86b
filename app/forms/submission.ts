import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;
/** What the visitor typed, kept so a form can be shown again exactly as it was sent. */
export type FormValues = Record<string, string | string[]>;

export type SubmissionResult<T> =
  | { status: 'success'; value: T }
  | { status: 'error'; fieldErrors: FieldErrors; values: FormValues; formError?: string };

/** The answer an enhanced (JavaScript) submission gets when the action succeeds. */
export type SubmissionSuccess = { status: 'success'; mailto?: string; message?: string };

/**
 * A valid submission the site could not carry out because a service it relies on failed. The
 * visitor's values are kept so they can try again.
 */
export type SubmissionFailure = { status: 'failure'; message: string; values: FormValues };

/**
 * Turns FormData into a plain object for a schema: a name sent once gives a value, a name sent
 * several times (a group of checkboxes) gives a list.
 */
export function formDataToObject(formData: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const object: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const key of new Set(formData.keys())) {
    const all = formData.getAll(key);
    object[key] = all.length === 1 && all[0] !== undefined ? all[0] : all;
  }
  return object;
}

function keptValues(formData: FormData): FormValues {
  const values: FormValues = {};
  for (const key of new Set(formData.keys())) {
    // Files cannot be put back into a file input, so only text is kept.
    const texts = formData.getAll(key).filter((entry): entry is string => typeof entry === 'string');
    if (texts.length === 1 && texts[0] !== undefined) values[key] = texts[0];
    else if (texts.length > 1) values[key] = texts;
  }
  return values;
}

/** Validates a submission with a form's schema. The browser and the action both call this. */
export function parseSubmission<T>(schema: z.ZodType<T>, formData: FormData): SubmissionResult<T> {
  const result = schema.safeParse(formDataToObject(formData));
  if (result.success) return { status: 'success', value: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    // One message per field: the first rule it breaks is the one to fix first.
    fieldErrors[key] ??= [issue.message];
  }
  return { status: 'error', fieldErrors, values: keptValues(formData) };
}

/** A single text value from kept values, for defaultValue. */
export function textValue(values: FormValues | undefined, name: string): string | undefined {
  const value = values?.[name];
  return typeof value === 'string' ? value : undefined;
}
