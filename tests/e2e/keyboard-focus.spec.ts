import { expect, test } from './support/test';
import { waitForHydration } from './support/hydration';
import { field, gotoHydrated } from './support/leads';

// The first Tab and the skip link on every route are checked in route-sweep.spec.ts.

test.describe('focus after a change of state', () => {
  test('Continue on /get-started moves focus to the step 2 heading', async ({ page }) => {
    await page.goto('/get-started');
    await waitForHydration(page);
    await page.getByRole('radio', { name: /UI\/UX Design/ }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: "Let's get in touch" });
    await expect(heading).toBeFocused();
    // Back again: the step 1 heading takes it.
    await page.getByRole('link', { name: 'Back' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'What would you like to build?' })).toBeFocused();
  });

  test('a sent contact message takes focus with its confirmation', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await page.getByLabel(field('Name')).fill('Ada Lovelace');
    await page.getByLabel(field('Email')).fill('ada@example.com');
    await page.getByLabel(field('Message')).fill('We need a kiosk app.');
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Send Message' }).focus();
    await page.keyboard.press('Enter');
    const message = page.locator('form').getByText('Email client opened!');
    await expect(message.locator('xpath=ancestor::div[@tabindex="-1"][1]')).toBeFocused();
    await expect(message).toBeInViewport();
  });

  test('a link followed in the browser moves focus to the new page’s heading', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    // The next Tab goes on from the heading, not from the top of the document.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('Modify Requirements moves focus to a heading that can be seen', async ({ page }) => {
    await gotoHydrated(page, '/mobile-app-quote');
    await page.getByLabel(field('Name')).fill('Ada Lovelace');
    await page.getByLabel(field('Email')).fill('ada@example.com');
    await page.getByRole('button', { name: 'Calculate Quote' }).click();
    await page.getByRole('button', { name: 'Modify Requirements' }).focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: /your requirements/ });
    await expect(heading).toBeFocused();
    const box = await heading.boundingBox();
    expect(box!.height).toBeGreaterThan(16);
    await expect(heading).toBeInViewport();
  });
});
