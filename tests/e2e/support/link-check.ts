import type { Page } from '@playwright/test';

/** What each internal address answered, asked once per worker. */
const answered = new Map<string, Promise<number>>();

/**
 * Every internal href, src and srcset candidate on the page as it is now, client code's additions
 * included (preloads of lazily loaded chunks, the booking calendar's stylesheet and icon sprite,
 * the links hydrated components render), that does not answer 200 (a redirect to a page that
 * answers 200 counts as fine). The served HTML of every page in the sitemap is crawled over HTTP
 * (tests/http/internal-links.test.ts).
 */
export async function brokenInternalLinks(page: Page): Promise<string[]> {
  const here = new URL(page.url());
  const targets = await page
    .locator('[href], [src], [srcset]')
    .evaluateAll((elements) =>
      elements.flatMap((element) => [
        element.getAttribute('href') ?? '',
        element.getAttribute('src') ?? '',
        ...(element.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
      ]),
    );
  const addresses = new Set<string>();
  for (const target of targets) {
    if (target === '' || target.startsWith('#') || /^(mailto|tel|data|blob|javascript):/i.test(target)) continue;
    const address = new URL(target, here);
    if (address.origin !== here.origin) continue;
    address.hash = '';
    addresses.add(address.toString());
  }
  const broken: string[] = [];
  for (const address of addresses) {
    let status = answered.get(address);
    if (!status) {
      status = page.request.get(address).then((response) => response.status());
      answered.set(address, status);
    }
    if ((await status) !== 200) broken.push(`${address} (${await status})`);
  }
  return broken;
}
