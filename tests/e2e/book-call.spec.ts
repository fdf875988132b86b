import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleAtAllWidths, expectNoAxeViolations } from './support/a11y';
import { pickFirstDate } from './support/booking';
import { expectToast, field, gotoHydrated, holdPosts, waitForPost } from './support/leads';

async function fillDetails(page: Page) {
  await page.getByLabel(field('Name')).fill('Ada Lovelace');
  await page.getByLabel(field('Email')).fill('ada@example.com');
  await page.getByLabel(field('Phone')).fill('214 555 0100');
}

test.describe('/book-call with JavaScript', () => {
  test('calendar, then times; no axe violations', async ({ page }) => {
    await expectAccessibleAtAllWidths(page, '/book-call');
    await expect(page.getByText('Pick a date to see the open times.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Phone call' })).toBeChecked();
    // Weekends are disabled.
    await expect(page.locator('td[data-disabled] button').first()).toBeDisabled();
    await pickFirstDate(page);
    const times = page.getByRole('group', { name: 'Time (CST)' });
    await expect(times.getByRole('radio', { name: /11:00 AM/ })).toBeDisabled();
    await expect(times.getByRole('radio', { name: /4:00 PM/ })).toBeDisabled();
    await expect(times.getByText('Unavailable')).toHaveCount(
      await times.getByRole('radio', { disabled: true }).count(),
    );
    await expectNoAxeViolations(page, 'booking with a date picked');
  });

  test('the button stays disabled until date, time, name, email and phone are set', async ({ page }) => {
    await gotoHydrated(page, '/book-call');
    const submit = page.getByRole('button', { name: 'Book Your Call' });
    await expect(submit).toBeDisabled();
    await fillDetails(page);
    await expect(submit).toBeDisabled();
    await pickFirstDate(page);
    await expect(submit).toBeDisabled();
    await page.getByRole('group', { name: 'Time (CST)' }).getByRole('radio', { disabled: false }).last().check();
    await expect(submit).toBeEnabled();
  });

  test('books a call: "Sending...", the toast, and everything cleared', async ({ page }) => {
    await gotoHydrated(page, '/book-call');
    const iso = await pickFirstDate(page);
    const slot = page.getByRole('group', { name: 'Time (CST)' }).getByRole('radio', { disabled: false }).last();
    const time = (await slot.getAttribute('value')) ?? '';
    await slot.check();
    await page.getByRole('radio', { name: 'Video call' }).check();
    await fillDetails(page);
    await page.getByLabel(field('Company')).fill('Analytical Engines');
    const summary = page.getByRole('region', { name: 'Booking summary' });
    await expect(summary).toContainText(`${time} CST`);
    await expect(summary).toContainText('Video call');
    await expect(summary).toContainText('30 minutes');
    const hold = await holdPosts(page, '/book-call');
    const post = waitForPost(page, '/book-call');
    await page.getByRole('button', { name: 'Book Your Call' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    hold.release();
    expect((await post).status()).toBe(200);
    await expectToast(
      page,
      'Booking request sent!',
      "We've received your booking request and will confirm the meeting details within 24 hours.",
    );
    await expect(page.getByLabel(field('Name'))).toHaveValue('');
    await expect(page.getByLabel(field('Company'))).toHaveValue('');
    await expect(page.locator(`[data-day="${iso}"]`)).not.toHaveAttribute('data-selected', 'true');
    await expect(page.getByText('Pick a date to see the open times.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Phone call' })).toBeChecked();
    await expectNoAxeViolations(page, 'booking success state');
  });

  test('a gateway failure toasts "Error sending booking request" and keeps the values', async ({ page }) => {
    await gotoHydrated(page, '/book-call');
    await pickFirstDate(page);
    await page.getByRole('group', { name: 'Time (CST)' }).getByRole('radio', { disabled: false }).first().check();
    await fillDetails(page);
    // The action's answer when the gateway fails (tests/integration covers the server side),
    // in Remix's single-fetch encoding, so the page can be seen handling it.
    const failure = {
      status: 'failure',
      message: 'Error sending booking request\nPlease try again or contact us directly at hello@bluebonnetlabs.studio.',
    };
    await page.route(
      (url) => url.pathname === '/book-call.data',
      (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 502,
              contentType: 'text/x-script',
              body: JSON.stringify([
                { _1: 2 },
                'data',
                { _3: 4, _5: 6, _7: 8 },
                'status',
                failure.status,
                'message',
                failure.message,
                'values',
                {},
              ]),
            })
          : route.fallback(),
    );
    await page.getByRole('button', { name: 'Book Your Call' }).click();
    await expectToast(
      page,
      'Error sending booking request',
      'Please try again or contact us directly at hello@bluebonnetlabs.studio.',
    );
    await expect(page.getByLabel(field('Name'))).toHaveValue('Ada Lovelace');
  });
});
