import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';

// The filters are plain links, followed over HTTP (tests/http/work-filters.test.ts); here the
// browser scans the filtered page.

test('/work filtered by industry has no axe violations without JavaScript', async ({ page }) => {
  await page.goto('/work?industry=healthcare');
  await expect(page.getByText('1 case study match the filter')).toBeVisible();
  await expectNoAxeViolations(page, '/work filtered by industry');
});
