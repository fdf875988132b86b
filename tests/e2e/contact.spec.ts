import { expect, test } from './support/test';
import { expectAccessibleAtAllWidths, expectNoAxeViolations } from './support/a11y';
import { expectToast, field, gotoHydrated, holdPosts, mailtoSubject, waitForPost } from './support/leads';

test.describe('/contact with JavaScript', () => {
  test('shows the studio details, a titled lazy map and the form, with no axe violations', async ({ page }) => {
    await expectAccessibleAtAllWidths(page, '/contact');
    await expect(page.getByText('Monday – Friday, 9am-5pm CST')).toBeVisible();
    await expect(page.getByText('Closed', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /@bluebonnetlabs on Instagram/ }).first()).toBeVisible();
    const map = page.locator('iframe[title^="Map of"]');
    await expect(map).toHaveAttribute('loading', 'lazy');
  });

  test('explains empty required fields in a focused summary', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Please fix the following' });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Name: Enter your name.');
    await expect(page.getByLabel(field('Email'))).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'contact error state');
  });

  test('opens the draft, toasts, reads "Opening Email..." while sending and clears a second later', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    await page.getByLabel(field('Name')).fill('Ada Lovelace');
    await page.getByLabel(field('Email')).fill('ada@example.com');
    await page.getByLabel(field('Company')).fill('Analytical Engines');
    await page.getByLabel(field('Message')).fill('We need a kiosk app.');
    const hold = await holdPosts(page, '/contact');
    const post = waitForPost(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Opening Email...' })).toBeDisabled();
    hold.release();
    expect(mailtoSubject(await (await post).text())).toBe(
      'Contact Form Submission - Ada Lovelace from Analytical Engines',
    );
    await expectToast(
      page,
      'Email client opened!',
      'Your default email client should open with a pre-filled message. Send it to submit your inquiry.',
    );
    await expect(page.getByLabel(field('Name'))).toHaveValue('');
    await expectNoAxeViolations(page, 'contact success state');
  });
});
