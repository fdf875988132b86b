import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';

test.describe('quote calculators without JavaScript', () => {
  test('the server renders the result and Modify Requirements brings every choice back', async ({ page }) => {
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

    // The answer opens at the result (the form's outcome fragment, docs/decisions/0021).
    await expect(page).toHaveURL(/\/mobile-app-quote#form-outcome$/);
    // 2,500 base + 750 screens + 300 push + 500 store + 2 × 200 integrations − 500 flexible
    await expect(page.getByTestId('quote-total')).toHaveText('$3,950');
    await expect(page.getByText('Estimated timeline: 10+ weeks')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule Discovery Call' })).toHaveAttribute('href', '/book-call');
    await expectNoAxeViolations(page, 'the server-rendered mobile quote result');

    await page.getByRole('button', { name: 'Modify Requirements' }).click();
    await expect(page.getByLabel('Number of screens')).toHaveValue('8');
    await expect(page.getByLabel(/Push Notifications/)).toBeChecked();
    await expect(page.getByLabel(/App Store Submission/)).toBeChecked();
    await expect(page.getByLabel(/User Authentication/)).not.toBeChecked();
    await expect(page.getByLabel('Third-party API integrations')).toHaveValue('2');
    await expect(page.getByRole('radio', { name: /Flexible/ })).toBeChecked();
    await expect(page.getByLabel('Additional features')).toHaveValue('Apple Pay');
    await expect(page.getByLabel('Name')).toHaveValue('Grace Hopper');
    await expect(page.getByLabel('Email')).toHaveValue('grace@example.com');

    await page.getByRole('button', { name: 'Calculate Quote' }).click();
    await expect(page.getByTestId('quote-total')).toHaveText('$3,950');
  });

  test('asks for name and email in the browser', async ({ page }) => {
    await page.goto('/web-app-quote');
    await expect(page.getByLabel('Name')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await page.getByRole('button', { name: 'Calculate Quote' }).click();
    await expect(page.getByTestId('quote-total')).toHaveCount(0);
  });
});
