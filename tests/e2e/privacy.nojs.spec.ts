import { expect, test } from '@playwright/test';
import { expectAccessibleAtAllWidths } from './support/a11y';

// The privacy notice is an editor's page; every lead form and the footer link to it. JavaScript
// is off in this project: everything below is plain HTML.

const FORM_PAGES = [
  '/contact',
  '/get-started?step=contact&service=mobile-app',
  '/professional-audit',
  '/book-call',
  '/website-services',
  '/careers/data-scientist/apply',
];

test('the privacy notice says what is kept, why, how long, who receives it and how to have it deleted', async ({
  page,
}) => {
  const response = await page.goto('/privacy');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  for (const heading of [
    'What each form collects',
    'Why we keep it',
    'How long we keep it',
    'Who receives it',
    'Get a copy or have it deleted',
  ])
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByText('up to 730 days')).toBeVisible();
  await expectAccessibleAtAllWidths(page, '/privacy');
});

test('the footer links to the privacy notice, and the sitemap lists it', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('footer').getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  expect(await (await request.get('/sitemap.xml')).text()).toMatch(/<loc>[^<]*\/privacy<\/loc>/);
});

for (const path of FORM_PAGES)
  test(`${path}: the privacy notice is linked under the submit button`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const form = page.locator('form', { has: page.locator('button[type="submit"]') }).last();
    await expect(form.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  });
