import type { Page } from '@playwright/test';
import { isSiteRoute } from '../../support/site-routes';

/** What is wrong with the links of the page's main content: it has none, or one leads off the site's pages. */
export async function mainLinkProblems(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  if (hrefs.length === 0) return ['<main> links to no page of the site'];
  return hrefs.filter((href) => !isSiteRoute(href)).map((href) => `${href} is not a page of the site`);
}
