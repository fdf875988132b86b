import { expect, test } from '@playwright/test';
import { minimalPdf } from '../support/pdf';
import { expectNoAxeViolations } from './support/a11y';

test.describe('careers without JavaScript', () => {
  test('search works by GET', async ({ page }) => {
    await page.goto('/careers');
    await page.getByRole('searchbox', { name: 'Search positions' }).fill('engineering');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/careers\?q=engineering$/);
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.goto('/careers?q=zzz');
    await expect(page.getByText('No positions matching your search.')).toBeVisible();
  });

  test('details and the application form are reachable at their own URLs', async ({ page }) => {
    await page.goto('/careers');
    await page.getByRole('link', { name: /View Details.*Local Sales Rep/ }).click();
    await expect(page).toHaveURL(/\/careers\/local-sales-rep$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Local Sales Rep' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Requirements' })).toBeVisible();
    await page.getByRole('link', { name: 'Apply for this position' }).click();
    await expect(page).toHaveURL(/\/careers\/local-sales-rep\/apply$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for Local Sales Rep' })).toBeVisible();
    const form = page.locator('form[enctype="multipart/form-data"]');
    // The answer opens at the form (its fragment), not at the top of the page (docs/decisions/0021).
    await expect(form).toHaveAttribute('action', '/careers#form-outcome');
    const names = await form
      .locator('input:not([type=hidden]):not([tabindex="-1"]), textarea')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('name')));
    expect(names).toEqual(['name', 'email', 'phone', 'message', 'resume']);
    await expect(form.locator('input[type=hidden][name=job]')).toHaveValue('local-sales-rep');
  });

  test('an invalid application comes back with field errors and the values kept', async ({ page }) => {
    await page.goto('/careers/b2b-marketing-lead/apply');
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Phone').fill('(214) 555-0199');
    await page.getByLabel('Cover letter').fill('Marketing with care.');
    // A resume of the wrong kind passes the browser's own checks but not the server's.
    await page
      .getByLabel('Resume')
      .setInputFiles({ name: 'ada.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    const response = page.waitForResponse((candidate) => candidate.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    expect((await response).status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'Apply for B2B Marketing Lead' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Your resume must be a PDF or Word document');
    await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Cover letter')).toHaveValue('Marketing with care.');
    await expect(page.getByLabel('Resume')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'application with errors, no JavaScript');
  });

  test('a valid application is confirmed on the page with the mail draft as a link', async ({ page }) => {
    await page.goto('/careers/data-scientist/apply');
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Phone').fill('(214) 555-0100');
    await page
      .getByLabel('Resume')
      .setInputFiles({ name: 'grace.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.request().method() === 'POST'),
      page.getByRole('button', { name: 'Submit Application' }).click(),
    ]);
    expect(response.status()).toBe(200);
    const outcome = page.getByRole('status').filter({ hasText: 'Thank you, your application is with us' });
    await expect(outcome).toBeInViewport();
    const draft = outcome.getByRole('link', { name: 'Open your email draft' });
    const location = new URL((await draft.getAttribute('href')) ?? '');
    expect(location.protocol).toBe('mailto:');
    expect(location.searchParams.get('subject')).toBe('Job Application: Data Scientist');
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

  test('unknown paths still answer 404 with the branded page', async ({ page }) => {
    const response = await page.goto('/products/not-a-product-at-all/deeper');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoAxeViolations(page, '404 page');
  });
});
