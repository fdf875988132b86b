/**
 * The end-to-end server's SESSION_SECRET (playwright.config.ts): fixed, so a test can sign what
 * the server signs, such as a form's "shown at" token (tests/e2e/support/leads.ts).
 */
export const E2E_SESSION_SECRET = 'e2e-only-session-secret-0123456789abcdef';
