import * as z from 'zod/mini';
import { formDataToObject, keptValues, type FieldErrors, type FormSchema, type SubmissionResult } from './submission';

/**
 * Validates a submission with a form's schema. The browser (once the visitor uses the form, see
 * components/forms/use-enhanced-form.ts) and the action both call this.
 */
export function parseSubmission<T>(schema: FormSchema<T>, formData: FormData): SubmissionResult<T> {
  const result = z.safeParse(schema, formDataToObject(formData));
  if (result.success) return { status: 'success', value: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form';
    // One message per field: the first rule it breaks is the one to fix first.
    fieldErrors[key] ??= [issue.message];
  }
  return { status: 'error', fieldErrors, values: keptValues(formData) };
}
