import { expect, test } from '@playwright/test';
import { CONTENT_PAGE_ROUTES } from '../support/site-routes';

// JavaScript is off in this project: everything below is plain HTML and CSS.

const CONTENT_PATHS = [...CONTENT_PAGE_ROUTES, '/products/mobile-core'];

// Their axe scans are in content-pages.spec.ts: the same server-rendered markup, scanned once.

test('every content page renders completely on the server', async ({ page }) => {
  for (const path of CONTENT_PATHS) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1'), path).toHaveCount(1);
    await expect(page.locator('footer'), path).toBeVisible();
  }
});

test('the home hero shows its full heading', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-typed-word]')).toHaveText('Architecting & Engineering Performance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Architecting & Engineering Performance');
});

test('every FAQ answer can be opened, one at a time', async ({ page }) => {
  await page.goto('/services');
  const items = page.locator('[data-accordion] details');
  await expect(items).toHaveCount(8);
  for (let index = 0; index < 8; index++) {
    await items.nth(index).locator('summary').click();
    await expect(items.nth(index)).toHaveAttribute('open', '');
    await expect(items.nth(index).locator('p').first()).toBeVisible();
  }
  await expect(page.locator('[data-accordion] details[open]')).toHaveCount(1);
});

test('each automation demo shows its four steps', async ({ page }) => {
  await page.goto('/automation');
  const demos = page.locator('main details');
  await expect(demos).toHaveCount(6);
  for (let index = 0; index < 6; index++) {
    await demos.nth(index).locator('summary').click();
    await expect(demos.nth(index).locator('ol > li')).toHaveCount(4);
    await expect(demos.nth(index).locator('ol > li').nth(3)).toBeVisible();
  }
});

test('pricing buttons are plain mail links', async ({ page }) => {
  await page.goto('/api-pricing');
  const trial = page.getByRole('link', { name: 'Start Free Trial' });
  await expect(trial).toHaveCount(2);
  await expect(trial.first()).toHaveAttribute(
    'href',
    /^mailto:hello@bluebonnetlabs\.studio\?subject=Pricing%20Inquiry%3A%20Starter/,
  );
});

test('the mobile menu opens without JavaScript', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/maintenance');
  await page.locator('header summary').click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Website Specials' })).toBeVisible();
  await menu.getByRole('link', { name: 'Website Specials' }).click();
  await expect(page).toHaveURL(/\/website-specials$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A professional website, delivered fast');
});
