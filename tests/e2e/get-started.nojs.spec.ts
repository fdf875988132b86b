import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { field } from './support/leads';

// The steps' answers (messages, the step kept, /confirmation and its mail draft) are checked over
// HTTP (tests/http/get-started-form.test.ts); here the browser scans each state.

test.describe('/get-started without JavaScript', () => {
  test('the service step error has no axe violations', async ({ page }) => {
    await page.goto('/get-started');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toContainText('Please select a service.');
    await expectNoAxeViolations(page, 'service step error without JavaScript');
  });

  test('the confirmation has no axe violations', async ({ page }) => {
    await page.goto('/get-started');
    await page.getByRole('radio', { name: /Design Systems/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(field('Name')).fill('Grace Hopper');
    await page.getByLabel(field('Email')).fill('grace@example.com');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You, Grace!' })).toBeVisible();
    await expectNoAxeViolations(page, 'confirmation without JavaScript');
  });
});
