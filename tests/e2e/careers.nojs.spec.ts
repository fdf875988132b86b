import { expect, test } from './support/test';
import { minimalPdf } from '../support/pdf';
import { expectNoAxeViolations } from './support/a11y';

// Search, the detail and application pages, and the application's answers are checked over HTTP
// (tests/http/careers-without-javascript.test.ts); here the browser scans, scrolls and opens the menu.

test.describe('careers without JavaScript', () => {
  test('an application with errors has no axe violations', async ({ page }) => {
    await page.goto('/careers/b2b-marketing-lead/apply');
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Phone').fill('(214) 555-0199');
    await page
      .getByLabel('Resume')
      .setInputFiles({ name: 'ada.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('alert')).toContainText('Your resume must be a PDF or Word document');
    await expectNoAxeViolations(page, 'application with errors, no JavaScript');
  });

  test('a valid application opens at its confirmation', async ({ page }) => {
    await page.goto('/careers/data-scientist/apply');
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Phone').fill('(214) 555-0100');
    await page
      .getByLabel('Resume')
      .setInputFiles({ name: 'grace.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const outcome = page.getByRole('status').filter({ hasText: 'Thank you, your application is with us' });
    await expect(outcome).toBeInViewport();
  });

  test('the mobile menu opens and closes without JavaScript', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/careers');
    await page.locator('summary', { hasText: 'Open menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Book Discovery Call' }),
    ).toBeVisible();
    await page.locator('summary', { hasText: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('the 404 page has no axe violations', async ({ page }) => {
    await page.goto('/products/not-a-product-at-all/deeper');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoAxeViolations(page, '404 page');
  });
});
