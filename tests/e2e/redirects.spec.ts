import { expect, test } from './support/test';
import { OFF_SITE } from '../support/open-redirects';

// The redirect after leaving preview, with every known bypass, followed by Chromium itself: the
// browser's own URL parsing decides where it goes, and it must stay on the site.
test('no redirect target taken from a request leaves the site in a real browser', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });
  for (const candidate of OFF_SITE) {
    const response = await page.goto(`/api/preview-mode/disable?redirect=${encodeURIComponent(candidate)}`);
    expect(new URL(page.url()).origin, candidate).toBe(origin);
    expect(response?.status(), candidate).toBe(200);
  }
  expect(elsewhere).toEqual([]);
});
