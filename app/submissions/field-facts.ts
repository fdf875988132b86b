// What a form's fields and its schema both read (limits, the files a field accepts, the honeypot's
// name), written once in a file without the schema library: a page's own code reads these, and
// the schemas (zod/mini) reach the browser only when the visitor first uses a form
// (components/forms/use-enhanced-form.ts, ADR 0016).

/**
 * Limits more than one form shares: each field's schema checks it, and an input that stops typing
 * past it (`maxLength`) reads the same constant.
 */
export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;

/**
 * The additional information's limit on /get-started, for the schema and the field: short enough
 * that, without JavaScript, the draft fits the cookie that carries it to /confirmation.
 */
export const ADDITIONAL_INFO_MAX = 1000;

/** The job application's resume. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'];
/** The resume plus the text fields and multipart overhead. */
export const APPLICATION_MAX_BODY_BYTES = RESUME_MAX_BYTES + 256 * 1024;

/** Honeypot: a field people never see or fill in. Anything in it marks the sender as a bot. */
export const HONEYPOT_FIELD = 'website_url';
