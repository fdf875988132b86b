import { expect, test } from './support/test';
import { expectAccessibleAtAllWidths, expectNoAxeViolations } from './support/a11y';
import { expectToast, field, mailtoSubject, waitForPost } from './support/leads';

test.describe('/get-started and /confirmation with JavaScript', () => {
  test('both steps have no axe violations', async ({ page }) => {
    // Four scans (two steps at two widths) on a shared machine: more than the default minute.
    test.setTimeout(150_000);
    await expectAccessibleAtAllWidths(page, '/get-started');
    await expectAccessibleAtAllWidths(page, '/get-started?step=contact&service=ui-ux-design');
  });

  test('Continue without a choice toasts "Please select a service"', async ({ page }) => {
    await page.goto('/get-started', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'What would you like to build?' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, 'Please select a service', 'Select one of the service options to continue.');
    await expect(page).toHaveURL(/\/get-started$/);
  });

  test('missing name and email toast "Missing information"', async ({ page }) => {
    await page.goto('/get-started', { waitUntil: 'networkidle' });
    await page.getByRole('radio', { name: /Government Solutions/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: "Let's get in touch" })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expectToast(page, 'Missing information', 'Please provide your name and email to continue.');
    await expectNoAxeViolations(page, 'service request error state');
  });

  test('submitting opens the draft and lands on the thank-you page', async ({ page }) => {
    await page.goto('/get-started', { waitUntil: 'networkidle' });
    await page.getByRole('radio', { name: /Mobile App Development/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(field('Name')).fill('Grace Hopper');
    await page.getByLabel(field('Email')).fill('grace@example.com');
    const post = waitForPost(page, '/get-started');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    expect(mailtoSubject(await (await post).text())).toBe('Service Request: Mobile App Development');
    // Watched every frame rather than polled at growing intervals, so the two-second animation
    // check below starts as soon as the page has arrived.
    await page.waitForFunction(() => location.pathname === '/confirmation', null, { polling: 'raf' });
    await expect(page).toHaveURL(/\/confirmation$/);
    // The entrance animation starts after two seconds.
    await expect(page.locator('[data-entered]')).toHaveAttribute('data-entered', 'false');
    await expect(page.getByRole('heading', { name: 'Thank You, Grace!' })).toBeVisible();
    await expect(page.getByText('Mobile App Development')).toBeVisible();
    await expect(page.getByText("We'll be in touch soon!")).toBeVisible();
    await expect(page.locator('[data-entered]')).toHaveAttribute('data-entered', 'true', { timeout: 4000 });
    await expectNoAxeViolations(page, 'confirmation');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('reached directly it says one thing, that nothing was sent, and invites a request', async ({ page }) => {
    await page.goto('/confirmation');
    // No thanks, no success tick and no promise to be in touch: nothing was sent.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No request sent yet');
    await expect(page.getByText('Your request for service has been received.')).toHaveCount(0);
    await expect(page.getByText("We'll be in touch soon!")).toHaveCount(0);
    await page.getByRole('link', { name: 'Start a request' }).click();
    await expect(page).toHaveURL(/\/get-started$/);
  });
});
