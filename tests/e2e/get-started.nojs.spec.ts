import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { field, mailtoSubject } from './support/leads';

test.describe('/get-started without JavaScript', () => {
  test('Continue without a choice explains it on the page', async ({ page }) => {
    await page.goto('/get-started');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Please select a service. Select one of the service options to continue.',
    );
    await expectNoAxeViolations(page, 'service step error without JavaScript');
  });

  test('lands on /confirmation and offers the draft', async ({ page }) => {
    await page.goto('/get-started');
    await page.getByRole('radio', { name: /Design Systems/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(field('Name')).fill('Grace Hopper');
    await page.getByLabel(field('Email')).fill('grace@example.com');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    // The form posts to its answer's fragment, which the browser keeps through the redirect.
    await expect(page).toHaveURL(/\/confirmation(#form-outcome)?$/);
    await expect(page.getByRole('heading', { name: 'Thank You, Grace!' })).toBeVisible();
    const draft = page.getByRole('link', { name: 'Open your email draft' });
    expect(mailtoSubject((await draft.getAttribute('href')) ?? '')).toBe('Service Request: Design Systems');
    await expectNoAxeViolations(page, 'confirmation without JavaScript');
  });

  test('missing fields come back with messages and the step kept', async ({ page }) => {
    await page.goto('/get-started?step=contact&service=mobile-app');
    // Spaces pass the browser's required check; the server trims and refuses them.
    await page.getByLabel(field('Name')).fill('   ');
    await page.getByLabel(field('Email')).fill('grace@example.com');
    await page.getByLabel(field('Company')).fill('Navy');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('heading', { name: "Let's get in touch" })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Name: Enter your name.');
    await expect(page.getByLabel(field('Company'))).toHaveValue('Navy');
  });
});
