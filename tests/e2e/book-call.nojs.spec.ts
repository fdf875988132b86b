import { expect, test } from '@playwright/test';
import { uniqueAddress } from '../support/mail-files';
import { expectNoAxeViolations } from './support/a11y';
import { field, waitForPost } from './support/leads';

// The form's round trips (open days, the booking, a refusal with the values kept) are checked
// over HTTP (tests/http/book-call-form.test.ts); here the browser scans each page state.

test.describe('/book-call without JavaScript', () => {
  test('the booking form has no axe violations', async ({ page }) => {
    await page.goto('/book-call');
    await expectNoAxeViolations(page, 'booking without JavaScript');
  });

  test('the booking success state has no axe violations', async ({ page }) => {
    await page.goto('/book-call');
    const dates = page.getByRole('group', { name: 'Date' }).getByRole('radio');
    await dates.nth(1).check();
    await page.getByRole('group', { name: 'Time (Central Time)' }).getByRole('radio').last().check();
    await page.getByLabel(field('Name')).fill('Ada Lovelace');
    await page.getByLabel(field('Email')).fill(uniqueAddress('ada'));
    await page.getByLabel(field('Phone')).fill('214 555 0100');
    const post = waitForPost(page, '/book-call');
    await page.getByRole('button', { name: 'Book Your Call' }).click();
    // Bookings of earlier runs may hold that time: the visitor then picks one of the day's open times.
    if ((await post).status() !== 200) {
      await page
        .getByRole('group', { name: /^Time \(/ })
        .getByRole('radio')
        .first()
        .check();
      await page.getByRole('button', { name: 'Book Your Call' }).click();
    }
    await expect(page.getByRole('status').filter({ hasText: 'Booking request sent!' })).toBeVisible();
    await expectNoAxeViolations(page, 'booking success without JavaScript');
  });
});
