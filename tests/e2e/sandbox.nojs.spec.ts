import { expect, test } from './support/test';
import { WIDTHS, expectNoAxeViolations } from './support/a11y';

test.describe('sandbox without JavaScript', () => {
  test('shows every demo panel under its own heading', async ({ page }) => {
    await page.goto('/sandbox');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    for (const name of ['Mobile App Accessibility', 'Cyber Policy & Legal']) {
      await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    }
    for (const name of [
      'Scanner Demo',
      'Voice Demo',
      'Colors Demo',
      'Quick Colors',
      'Testing Demo',
      'AI Demo',
      'Legal Analysis Demo',
    ]) {
      await expect(page.getByRole('heading', { name, level: 3 }).first()).toBeVisible();
    }
    await expect(page.getByText('The scanner runs in your browser and needs JavaScript.')).toBeVisible();
    // Every clause of the legal walk-through is listed.
    await expect(page.getByText(/^Step \d of 7$/)).toHaveCount(7);
    await expect(page.locator('#cyber-policy')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a Professional Audit' })).toHaveAttribute('href', /^mailto:/);
  });

  // The contrast checker's GET round trips and the Quick Colors links are checked over HTTP
  // (tests/http/sandbox-without-javascript.test.ts); what the no-script stylesheet shows is here.

  for (const width of WIDTHS) {
    test(`the stacked page has no axe violations at ${width}px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/sandbox?background=%23ffffff&text=%23777777');
      await expectNoAxeViolations(page, `/sandbox without JavaScript at ${width}px`);
    });
  }
});
