import { expect, test } from './support/test';

// JavaScript is off in this project: everything below is plain HTML and CSS. That every content
// page is complete as served, the hero's heading and the pricing mail links are checked over HTTP
// (tests/http/content-pages-html.test.ts); their axe scans are in content-pages.spec.ts.

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
