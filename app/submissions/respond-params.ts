/** Enhanced submissions (sent by JavaScript) carry this query parameter and want data, not a redirect. */
export const ENHANCED_PARAM = 'enhanced';

/**
 * Where a plain (no JavaScript) submission's answer opens: the form posts to its route with this
 * fragment, and the form (with its error summary at the top) or the success message that
 * replaces it carries this id, so the browser shows the answer instead of the top of the page.
 */
export const FORM_OUTCOME_ANCHOR = 'form-outcome';
