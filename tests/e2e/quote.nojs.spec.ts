import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';

test.describe('quote calculators without JavaScript', () => {
  // The result, its link and Modify Requirements are checked over HTTP (tests/http/quote-form.test.ts).
  test('the server-rendered result has no axe violations', async ({ page }) => {
    await page.goto('/mobile-app-quote');
    await page.getByLabel('Number of screens').selectOption('8');
    await page.getByLabel(/Push Notifications/).check();
    await page.getByLabel(/App Store Submission/).check();
    await page.getByLabel('Third-party API integrations').selectOption('2');
    await page.getByRole('radio', { name: /Flexible/ }).check();
    await page.getByLabel('Additional features').fill('Apple Pay');
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByRole('button', { name: 'Calculate Quote' }).click();
    await expect(page.getByTestId('quote-total')).toHaveText('$3,950');
    await expectNoAxeViolations(page, 'the server-rendered mobile quote result');
  });

  // The browser's own check of required fields: no request is sent.
  test('asks for name and email in the browser', async ({ page }) => {
    await page.goto('/web-app-quote');
    await expect(page.getByLabel('Name')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await page.getByRole('button', { name: 'Calculate Quote' }).click();
    await expect(page.getByTestId('quote-total')).toHaveCount(0);
  });
});
