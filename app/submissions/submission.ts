import type * as z from 'zod/mini';

export type FieldErrors = Record<string, string[]>;
/** What the visitor typed, kept so a form can be shown again exactly as it was sent. */
export type FormValues = Record<string, string | string[]>;

export type SubmissionResult<T> =
  | { status: 'success'; value: T }
  | {
      status: 'error';
      fieldErrors: FieldErrors;
      values: FormValues;
      formError?: string;
      /** The visitor's mail draft, offered when the site could not keep the submission itself. */
      mailto?: string;
    };

/** The answer an enhanced (JavaScript) submission gets when the action succeeds. */
export type SubmissionSuccess = { status: 'success'; mailto?: string; message?: string };

/**
 * A valid submission the site could not carry out because a service it relies on failed. The
 * visitor's values are kept so they can try again.
 */
export type SubmissionFailure = { status: 'failure'; message: string; values: FormValues };

/**
 * Turns FormData into a plain object for a schema: a name sent once gives a value, a name sent
 * several times (a group of checkboxes) gives a list. One pass over the entries: calling
 * `getAll` per distinct name costs the square of the field count, which let one small post with
 * thousands of names stall the server (ADR 0010).
 */
export function formDataToObject(formData: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const lists = new Map<string, FormDataEntryValue[]>();
  for (const [key, value] of formData.entries()) {
    const list = lists.get(key);
    if (list) list.push(value);
    else lists.set(key, [value]);
  }
  const object: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const [key, all] of lists) object[key] = all.length === 1 && all[0] !== undefined ? all[0] : all;
  return object;
}

/** The text values of a submission, to show the form again as it was sent. */
export function keptValues(formData: FormData): FormValues {
  const texts = new Map<string, string[]>();
  for (const [key, value] of formData.entries()) {
    // Files cannot be put back into a file input, so only text is kept.
    if (typeof value !== 'string') continue;
    const list = texts.get(key);
    if (list) list.push(value);
    else texts.set(key, [value]);
  }
  const values: FormValues = {};
  for (const [key, list] of texts) values[key] = list.length === 1 && list[0] !== undefined ? list[0] : list;
  return values;
}

/**
 * A form's schema: any zod schema, of zod/mini (what the forms use, ADR 0016) or of full zod. Its
 * output is what the action receives. `parse-submission.ts` applies it; this file, which a page's
 * own code imports, holds no code of the schema library.
 */
export type FormSchema<T> = z.core.$ZodType<T>;

/** A single text value from kept values, for defaultValue. */
export function textValue(values: FormValues | undefined, name: string): string | undefined {
  const value = values?.[name];
  return typeof value === 'string' ? value : undefined;
}
