import { expect, test } from '@playwright/test';
import { field } from './support/leads';

test.describe('lead source without JavaScript', () => {
  test('a contact post from a UTM landing page sends that page as its Referer and no source fields', async ({
    page,
  }) => {
    const landing = '/contact?utm_source=linkedin&utm_medium=cpc&utm_campaign=fleet-apps&gclid=TEST123';
    await page.goto(landing, { referer: 'https://www.search-engine.example/' });
    await page.getByLabel(field('Name')).fill('Ada Lovelace');
    await page.getByLabel(field('Email')).fill('ada@example.com');
    await page.getByLabel(field('Message')).fill('Hello');
    const request = page.waitForRequest((sent) => sent.method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sent = await request;
    expect(new URL(sent.url()).pathname).toBe('/contact');
    // What the action reads the source from (lead-source.server.ts; tests/unit/lead-source.test.ts).
    expect(await sent.headerValue('referer')).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+${landing.replace(/[?.]/g, '\\$&')}$`),
    );
    const fields = new URLSearchParams(sent.postData() ?? '');
    for (const name of ['sourceLanding', 'sourceReferrer', 'sourcePage', 'formToken'])
      expect(fields.has(name)).toBe(false);
  });
});
