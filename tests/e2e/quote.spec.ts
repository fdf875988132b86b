import { expect, test, type Page } from './support/test';
import { WIDTHS, expectNoAxeViolations } from './support/a11y';

/** The button is only disabled once React has hydrated; filling earlier could be overwritten. */
async function waitForHydration(page: Page) {
  await expect(page.getByRole('button', { name: 'Calculate Quote' })).toBeDisabled();
}

async function fillContact(page: Page) {
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Company').fill('Analytical Engines');
}

function trackPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  return posts;
}

/** Document requests the page makes from now on: none, when a link is followed in the app. */
function trackDocuments(page: Page) {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  return documents;
}

test('reached by a link in the app, the calculator is there and prices in the browser', async ({ page }) => {
  await page.goto('/services');
  await page.waitForFunction(() => '__remixRouter' in window);
  const documents = trackDocuments(page);
  const posts = trackPosts(page);
  await page.locator('main a[href="/web-app-quote"]').first().click();
  await expect(page).toHaveURL(/\/web-app-quote$/);
  await expect(page.getByRole('button', { name: 'Calculate Quote' })).toBeDisabled();
  await fillContact(page);
  await page.getByRole('button', { name: 'Calculate Quote' }).click();
  await expect(page.getByRole('region', { name: 'Your Web App Quote' })).toBeVisible();
  expect(documents, 'a client navigation').toEqual([]);
  expect(posts, 'the quote is priced without a request').toEqual([]);
});

test.describe('mobile app quote', () => {
  test('keeps Calculate Quote disabled until name and email are filled', async ({ page }) => {
    await page.goto('/mobile-app-quote');
    const calculate = page.getByRole('button', { name: 'Calculate Quote' });
    await expect(calculate).toBeDisabled();
    await page.getByLabel('Name').fill('Ada');
    await expect(calculate).toBeDisabled();
    await page.getByLabel('Email').fill('ada@example.com');
    await expect(calculate).toBeEnabled();
    await page.getByLabel('Name').fill('');
    await expect(calculate).toBeDisabled();
  });

  test('prices the choices in the browser and keeps every choice for Modify Requirements', async ({ page }) => {
    await page.goto('/mobile-app-quote');
    await waitForHydration(page);
    await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();

    await page.getByLabel('Number of screens').selectOption({ label: '11-20' });
    await page.getByLabel(/User Authentication/).check();
    await page.getByLabel(/Payment Processing/).check();
    await page.getByLabel('Third-party API integrations').selectOption('5');
    await page.getByRole('radio', { name: /Rush/ }).check();
    await page.getByLabel('Additional features').fill('Offline mode');
    await fillContact(page);

    const posts = trackPosts(page);
    await page.getByRole('button', { name: 'Calculate Quote' }).click();

    const result = page.getByRole('region', { name: 'Your Mobile App Quote' });
    await expect(result).toBeVisible();
    // 2,500 base + 1,500 screens + 500 auth + 800 payments + 5 × 200 integrations + 1,000 rush
    await expect(page.getByTestId('quote-total')).toHaveText('$7,300');
    await expect(result).toContainText('Estimated timeline: 2-4 weeks');
    await expect(result).toContainText('Prepared for Ada Lovelace, Analytical Engines');
    await expect(result).toContainText('Offline mode');
    expect(posts, 'the quote is priced without a request').toEqual([]);

    const amounts = await result.locator('tbody td').allTextContents();
    const sum = amounts.map((text) => Number(text.replace(/[$,]/g, ''))).reduce((a, b) => a + b, 0);
    expect(sum).toBe(7300);
    await expect(result.locator('tfoot')).toContainText('$7,300');
    await expect(page.getByRole('heading', { name: 'Your Mobile App Quote' })).toBeFocused();

    await expect(page.getByRole('link', { name: 'Schedule Discovery Call' })).toHaveAttribute('href', '/book-call');
    await page.getByRole('button', { name: 'Modify Requirements' }).click();

    await expect(page.getByLabel('Number of screens')).toHaveValue('15');
    await expect(page.getByLabel(/User Authentication/)).toBeChecked();
    await expect(page.getByLabel(/Payment Processing/)).toBeChecked();
    await expect(page.getByLabel(/Push Notifications/)).not.toBeChecked();
    await expect(page.getByLabel('Third-party API integrations')).toHaveValue('5');
    await expect(page.getByRole('radio', { name: /Rush/ })).toBeChecked();
    await expect(page.getByLabel('Additional features')).toHaveValue('Offline mode');
    await expect(page.getByLabel('Name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
    expect(posts).toEqual([]);
  });

  test('uses 5 screens and the standard timeline when nothing is chosen', async ({ page }) => {
    await page.goto('/mobile-app-quote');
    await waitForHydration(page);
    await fillContact(page);
    await page.getByRole('button', { name: 'Calculate Quote' }).click();
    await expect(page.getByTestId('quote-total')).toHaveText('$2,500');
    await expect(page.getByText('Estimated timeline: 6-8 weeks')).toBeVisible();
  });

  test('explains an invalid email instead of pricing', async ({ page }) => {
    await page.goto('/mobile-app-quote');
    await waitForHydration(page);
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Calculate Quote' }).click();
    await expect(page.getByRole('alert')).toContainText('Enter a valid email address');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('quote-total')).toHaveCount(0);
  });

  for (const width of WIDTHS) {
    test(`has no axe violations on the form and with the result shown at ${width}px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/mobile-app-quote');
      await waitForHydration(page);
      await expectNoAxeViolations(page, `mobile quote form at ${width}px`);
      await fillContact(page);
      await page.getByLabel(/Admin Panel/).check();
      await page.getByRole('button', { name: 'Calculate Quote' }).click();
      await expect(page.getByTestId('quote-total')).toHaveText('$3,700');
      await expectNoAxeViolations(page, `mobile quote result at ${width}px`);
    });
  }
});

test.describe('web app quote', () => {
  test('prices pages, features, integrations and a flexible timeline', async ({ page }) => {
    await page.goto('/web-app-quote');
    await waitForHydration(page);
    await page.getByLabel('Number of pages').selectOption('12');
    await page.getByLabel(/E-commerce/).check();
    await page.getByLabel(/SEO Optimization/).check();
    await page.getByLabel('Third-party API integrations').selectOption('2');
    await page.getByRole('radio', { name: /Flexible/ }).check();
    await fillContact(page);
    const posts = trackPosts(page);
    await page.getByRole('button', { name: 'Calculate Quote' }).click();
    // 1,500 base + 600 pages + 1,500 e-commerce + 500 SEO + 2 × 150 integrations − 300 flexible
    await expect(page.getByTestId('quote-total')).toHaveText('$4,100');
    await expect(page.getByText('Estimated timeline: 8+ weeks')).toBeVisible();
    expect(posts).toEqual([]);

    await page.getByRole('button', { name: 'Modify Requirements' }).click();
    await expect(page.getByLabel('Number of pages')).toHaveValue('12');
    await expect(page.getByLabel(/E-commerce/)).toBeChecked();
    await expect(page.getByRole('radio', { name: /Flexible/ })).toBeChecked();
  });

  for (const width of WIDTHS) {
    test(`has no axe violations with the result shown at ${width}px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/web-app-quote');
      await waitForHydration(page);
      await expectNoAxeViolations(page, `web quote form at ${width}px`);
      await fillContact(page);
      await page.getByRole('button', { name: 'Calculate Quote' }).click();
      await expect(page.getByTestId('quote-total')).toHaveText('$1,500');
      await expectNoAxeViolations(page, `web quote result at ${width}px`);
    });
  }
});
