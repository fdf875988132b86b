import { newSubmissionId, SUBMISSION_ID_FIELD } from './submission-id';
import { FORM_TOKEN_FIELD, SOURCE_FIELDS } from './submission-meta';

const META_FIELDS = [...Object.values(SOURCE_FIELDS), FORM_TOKEN_FIELD];

/**
 * The form's submission id (see submission-id.ts). Filled in by the browser once the form is in
 * the page, never by the server: a page may be cached and served to many visitors. Beside it, the
 * lead source and form-time fields, posted empty: the visit script fills them in the data the
 * browser sends (ADR 0018), so every lead form carries them once.
 */
export function SubmissionIdField() {
  return (
    <>
      <input
        type="hidden"
        name={SUBMISSION_ID_FIELD}
        defaultValue=""
        ref={(input) => {
          if (input && !input.value) input.value = newSubmissionId();
        }}
      />
      {META_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} defaultValue="" />
      ))}
    </>
  );
}
