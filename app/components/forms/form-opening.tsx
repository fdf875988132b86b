import type { Ref } from 'react';
import { ErrorSummary, Honeypot } from '~/components/ui/form';
import type { FieldErrors } from '~/submissions/submission';
import { SubmissionIdField } from '~/submissions/submission-id-field';

interface OpenedForm {
  fieldErrors: FieldErrors;
  formError?: string | undefined;
  draft?: string | undefined;
  summaryRef: Ref<HTMLDivElement>;
  fieldId: (name: string) => string;
}

/**
 * What every lead form opens with: the summary of its problems (each linked to its field, focused
 * after a failed send), the honeypot bots fill in, and the submission's key.
 */
export function FormOpening({ form, fields }: { form: OpenedForm; fields: { name: string; label: string }[] }) {
  return (
    <>
      <ErrorSummary
        errors={form.fieldErrors}
        formError={form.formError}
        draft={form.draft}
        fields={fields.map((field) => ({ ...field, id: form.fieldId(field.name) }))}
        summaryRef={form.summaryRef}
      />
      <Honeypot />
      <SubmissionIdField />
    </>
  );
}
