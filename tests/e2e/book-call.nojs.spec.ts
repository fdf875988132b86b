import { expect, test } from './support/test';
import { uniqueAddress } from '../support/mail-files';
import { expectNoAxeViolations } from './support/a11y';
import { field } from './support/leads';

// The form's round trips (open days, the booking, a refusal with the values kept) are checked
// over HTTP (tests/http/book-call-form.test.ts); here the browser scans each page state.

test.describe('/book-call without JavaScript', () => {
  test('the booking form has no axe violations', async ({ page }) => {
    await page.goto('/book-call');
    await expectNoAxeViolations(page, 'booking without JavaScript');
  });

  test('the booking success state has no axe violations', async ({ page }) => {
    // Bookings of earlier runs and other specs hold times: each try takes a day and one of its
    // times at random, until one goes through.
    const sent = page.getByRole('status').filter({ hasText: 'Booking request sent!' });
    for (let attempt = 0; attempt < 20 && (await sent.count()) === 0; attempt += 1) {
      await page.goto('/book-call');
      await page
        .getByRole('group', { name: 'Date' })
        .getByRole('radio')
        .nth(attempt % 10)
        .check();
      const times = page.getByRole('group', { name: /^Time \(/ }).getByRole('radio', { disabled: false });
      await times.nth(Math.floor(Math.random() * (await times.count()))).check();
      await page.getByLabel(field('Name')).fill('Ada Lovelace');
      await page.getByLabel(field('Email')).fill(uniqueAddress('ada'));
      await page.getByLabel(field('Phone')).fill('214 555 0100');
      await page.getByRole('button', { name: 'Book Your Call' }).click();
      await page.waitForLoadState();
    }
    await expect(sent).toBeVisible();
    await expectNoAxeViolations(page, 'booking success without JavaScript');
  });
});
