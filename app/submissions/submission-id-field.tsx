import { newSubmissionId, SUBMISSION_ID_FIELD } from './submission-id';

/**
 * The form's submission id (see submission-id.ts). Filled in by the browser once the form is in
 * the page, never by the server: a page may be cached and served to many visitors.
 */
export function SubmissionIdField() {
  return (
    <input
      type="hidden"
      name={SUBMISSION_ID_FIELD}
      defaultValue=""
      ref={(input) => {
        if (input && !input.value) input.value = newSubmissionId();
      }}
    />
  );
}
