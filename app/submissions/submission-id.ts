/**
 * The hidden field that gives each filled-in form one id, so a double submit (a second click,
 * a retried request) is stored and acted on once. The browser fills it in after hydration;
 * without JavaScript it stays empty and the lead store falls back to a hash of the values
 * within a short window.
 */
export const SUBMISSION_ID_FIELD = 'submissionId';

const ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

export function readSubmissionId(formData: FormData): string | undefined {
  const value = formData.get(SUBMISSION_ID_FIELD);
  return typeof value === 'string' && ID_PATTERN.test(value) ? value : undefined;
}

/** A new random id (128 bits, hex); getRandomValues works outside secure contexts too. */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
