import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Visits every page reachable from the sitemap and checks every internal href and src on it
 * answers 200 (a redirect to a page that answers 200 counts as fine).
 */
export async function checkInternalLinks(page: Page, request: APIRequestContext, baseURL: string) {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((match) => (match[1] ? [match[1]] : []));
  const checked = new Map<string, number>();
  const broken: string[] = [];
  for (const url of pages) {
    await page.goto(url);
    const targets = await page
      .locator('[href], [src], [srcset]')
      .evaluateAll((elements) =>
        elements.flatMap((element) => [
          element.getAttribute('href') ?? '',
          element.getAttribute('src') ?? '',
          ...(element.getAttribute('srcset') ?? '')
            .split(',')
            .map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
        ]),
      );
    for (const target of targets) {
      if (target === '' || target.startsWith('#') || /^(mailto|tel|data|blob|javascript):/i.test(target)) continue;
      const address = new URL(target, url);
      if (address.origin !== new URL(baseURL).origin) continue;
      address.hash = '';
      const key = address.toString();
      if (!checked.has(key)) checked.set(key, (await request.get(key)).status());
      if (checked.get(key) !== 200) broken.push(`${key} (${checked.get(key)}) on ${url}`);
    }
  }
  expect(checked.size).toBeGreaterThan(pages.length);
  expect(broken).toEqual([]);
}
