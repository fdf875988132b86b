import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { field, waitForPost } from './support/leads';

test.describe('/book-call without JavaScript', () => {
  test('lists open days and their times as radio buttons, and books a call', async ({ page }) => {
    await page.goto('/book-call');
    const dates = page.getByRole('group', { name: 'Date' }).getByRole('radio');
    await expect(dates).toHaveCount(10);
    await expect(page.getByRole('group', { name: 'Date' })).not.toContainText(/Saturday|Sunday/);
    // The seeded availability closes Thanksgiving 2026 and the day after.
    await expect(page.getByRole('group', { name: 'Date' })).not.toContainText(/November 2[67], 2026/);
    await expectNoAxeViolations(page, 'booking without JavaScript');

    await dates.nth(1).check();
    await page.getByRole('group', { name: 'Time (Central Time)' }).getByRole('radio').last().check();
    await page.getByLabel(field('Name')).fill('Ada Lovelace');
    await page.getByLabel(field('Email')).fill('ada@example.com');
    await page.getByLabel(field('Phone')).fill('214 555 0100');
    let post = waitForPost(page, '/book-call');
    await page.getByRole('button', { name: 'Book Your Call' }).click();
    // Bookings of earlier runs may hold that time: the page then says so, keeps the day and
    // offers only its open times, and the visitor picks one of them.
    if ((await post).status() !== 200) {
      await expect(page.getByRole('alert')).toContainText('That time was just taken; please pick another.');
      await page
        .getByRole('group', { name: /^Time \(/ })
        .getByRole('radio')
        .first()
        .check();
      post = waitForPost(page, '/book-call');
      await page.getByRole('button', { name: 'Book Your Call' }).click();
    }
    expect((await post).status()).toBe(200);
    const status = page.getByRole('status').filter({ hasText: 'Booking request sent!' });
    await expect(status).toContainText('will confirm the meeting details within 24 hours');
    await expectNoAxeViolations(page, 'booking success without JavaScript');
  });

  test('refuses a bad phone number with the values kept', async ({ page }) => {
    await page.goto('/book-call');
    await page.getByRole('group', { name: 'Date' }).getByRole('radio').nth(1).check();
    await page.getByRole('radio', { name: '10:00 AM' }).check();
    await page.getByRole('radio', { name: 'Video call' }).check();
    await page.getByLabel(field('Name')).fill('Ada Lovelace');
    await page.getByLabel(field('Email')).fill('ada@example.com');
    await page.getByLabel(field('Phone')).fill('call me');
    const post = waitForPost(page, '/book-call');
    await page.getByRole('button', { name: 'Book Your Call' }).click();
    expect((await post).status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('Phone: Enter a valid phone number');
    // The day is kept, so the list now holds that day's times, named with their zone.
    await expect(page.getByRole('radio', { name: /^10:00 AM C[SD]T/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Video call' })).toBeChecked();
    await expect(page.getByLabel(field('Name'))).toHaveValue('Ada Lovelace');
  });
});
