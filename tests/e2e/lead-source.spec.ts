import { expect, test, type Page, type Request } from '@playwright/test';
import { field, gotoHydrated, waitForPost } from './support/leads';

const SEARCH_ENGINE = 'https://www.search-engine.example/';

/** The fields of a form's POST, read from the request the browser sent. */
function postedFields(request: Request): URLSearchParams {
  return new URLSearchParams(request.postData() ?? '');
}

function formPost(page: Page, path: string) {
  return page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname.replace(/\.data$/, '') === path,
  );
}

test.describe('lead source with JavaScript', () => {
  test('a contact post carries the landing page, the external referrer, the form page and a form-time token', async ({
    page,
  }) => {
    const landing = '/services?utm_source=linkedin&utm_medium=cpc&utm_campaign=fleet-apps&gclid=TEST123';
    await page.goto(landing, { referer: SEARCH_ENGINE });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // An in-app navigation to the form, as a visitor clicks through.
    await page.getByRole('navigation').getByRole('link', { name: 'Contact', exact: true }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    const token = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/form-token');
    await page.getByLabel(field('Name')).fill('Ada Lovelace');
    expect((await token).headers()['cache-control']).toBe('no-store');
    await page.getByLabel(field('Email')).fill('ada@example.com');
    await page.getByLabel(field('Message')).fill('We need a kiosk app.');
    const request = formPost(page, '/contact');
    const answered = waitForPost(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const fields = postedFields(await request);
    expect(fields.get('sourceLanding')).toBe(landing);
    expect(fields.get('sourceReferrer')).toBe(SEARCH_ENGINE);
    expect(fields.get('sourcePage')).toBe('/contact');
    expect(fields.get('formToken')).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expect((await answered).status()).toBe(200);
  });

  test('a form that loads after hydration (audit request) carries them too, with its own query', async ({ page }) => {
    await gotoHydrated(page, '/professional-audit?utm_source=newsletter&utm_campaign=audit-week');
    await page.getByLabel(field('Company name')).fill('Acme Health');
    await page.getByLabel(field('Contact name')).fill('Olivia Brown');
    await page.getByLabel(field('Email')).fill('olivia@example.com');
    await page.getByLabel(field('App name')).fill('Acme Health');
    await page.getByLabel(field('Platform')).selectOption('android');
    await page.getByLabel(field('App type')).selectOption('healthcare');
    const request = formPost(page, '/professional-audit');
    await page.getByRole('button', { name: 'Request Audit' }).click();
    const fields = postedFields(await request);
    expect(fields.get('sourceLanding')).toBe('/professional-audit?utm_source=newsletter&utm_campaign=audit-week');
    expect(fields.get('sourcePage')).toBe('/professional-audit?utm_source=newsletter&utm_campaign=audit-week');
    // Opened directly (no referrer): nothing external to record.
    expect(fields.get('sourceReferrer')).toBe('');
  });
});
