import { expect, test } from '@playwright/test';
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

  test('the contrast checker submits by GET and the server renders the ratio and level', async ({ page }) => {
    await page.goto('/sandbox');
    await page.getByLabel('Text color', { exact: true }).fill('#777777');
    await page.getByRole('button', { name: 'Check Contrast' }).click();
    await expect(page).toHaveURL(/\/sandbox\?background=%23ffffff&text=%23777777#colors-demo$/);
    const result = page.getByTestId('contrast-result');
    await expect(result).toContainText('4.48:1');
    await expect(result).toContainText('Fail');
    await expect(result).toContainText('Large text AA (3:1): Pass');
    await expect(page.getByLabel('Text color', { exact: true })).toHaveValue('#777777');

    await page.goto('/sandbox?background=%23000&text=not-a-color');
    await expect(page.getByTestId('contrast-result')).toContainText('Enter both colors as hex values');
  });

  test('Quick Colors links open a pair in the checker', async ({ page }) => {
    await page.goto('/sandbox');
    await page.getByRole('link', { name: /Open in checker.*White on orange/ }).click();
    await expect(page.getByLabel('Background color', { exact: true })).toHaveValue('#ff8c00');
    await expect(page.getByTestId('contrast-result')).toContainText('2.33:1');
  });

  for (const width of WIDTHS) {
    test(`the stacked page has no axe violations at ${width}px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/sandbox?background=%23ffffff&text=%23777777');
      await expectNoAxeViolations(page, `/sandbox without JavaScript at ${width}px`);
    });
  }
});
