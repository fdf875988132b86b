import { test as base } from '@playwright/test';
import { formOpenedEarlier } from './leads';

export { expect, type Page } from '@playwright/test';

/**
 * Playwright's `test`, whose pages post forms as a person does. A person spends more than the
 * minimum fill time on a form (ADR 0018); a test fills one in milliseconds, and a post that fast
 * is judged spam: answered as if sent, and neither forwarded nor booked. So every page of the
 * test's context gets its form token from a few seconds earlier. The specs that look at the real
 * token (lead-source) and the route sweep use Playwright's own `test`.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await formOpenedEarlier(context);
    await provide(context);
  },
});
