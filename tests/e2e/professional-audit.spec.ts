import { expect, test, type Page } from './support/test';
import { expectAccessibleAtAllWidths, expectNoAxeViolations } from './support/a11y';
import { expectToast, field, gotoHydrated, mailtoSubject, waitForPost } from './support/leads';

/** Fills the text fields only: the form asks for the platform first. */
async function sendWithoutSelects(page: Page) {
  await page.getByLabel(field('Company name')).fill('Acme');
  await page.getByLabel(field('Contact name')).fill('Ada');
  await page.getByLabel(field('Email')).fill('ada@example.com');
  await page.getByLabel(field('App name')).fill('Acme Go');
  await page.getByRole('button', { name: 'Request Audit' }).click();
  await expect(page.getByRole('alert')).toContainText('Platform: Choose the platform the app runs on.');
}

test.describe('/professional-audit with JavaScript', () => {
  test('has every field and option list, with no axe violations', async ({ page }) => {
    await expectAccessibleAtAllWidths(page, '/professional-audit');
    await expect(page.getByLabel(field('Platform')).locator('option')).toHaveText([
      'Select a platform',
      'iOS',
      'Android',
      'Both iOS & Android',
      'Web App',
    ]);
    await expect(page.getByLabel(field('App type')).locator('option')).toHaveCount(7);
    await expect(page.getByLabel(field('Timeline')).locator('option')).toHaveCount(6);
    await expect(page.getByLabel(field('Budget')).locator('option')).toHaveCount(6);
  });

  test('enforces the required selects and opens a prefilled draft', async ({ page }) => {
    await gotoHydrated(page, '/professional-audit');
    await sendWithoutSelects(page);
    await expectNoAxeViolations(page, 'audit error state');

    await page.getByLabel(field('Platform')).selectOption('android');
    await page.getByLabel(field('App type')).selectOption('healthcare');
    const post = waitForPost(page, '/professional-audit');
    await page.getByRole('button', { name: 'Request Audit' }).click();
    expect(mailtoSubject(await (await post).text())).toBe('Professional Audit Request: Acme Go - Acme');
    await expectToast(page, 'Email client opened!');
    await expect(page.getByLabel(field('Company name'))).toHaveValue('');
  });
});

test('reached by a link in the app, the form checks its fields in the browser', async ({ page }) => {
  await page.goto('/pricing');
  await page.waitForFunction(() => '__remixRouter' in window);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' || request.method() === 'POST') requests.push(request.url());
  });
  await page.locator('main a[href="/professional-audit"]').first().click();
  await expect(page).toHaveURL(/\/professional-audit$/);
  await sendWithoutSelects(page);
  expect(requests, 'a client navigation, and the errors found without a request').toEqual([]);
});
