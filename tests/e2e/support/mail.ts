import type { Page } from '@playwright/test';

/**
 * Records the mailto: drafts a page opens. The browser reports every navigation the page
 * asks for, including ones to other apps, which never change the page's own URL.
 */
export async function captureMailDrafts(page: Page) {
  const drafts: URL[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  cdp.on('Page.frameRequestedNavigation', (event) => {
    if (event.url.startsWith('mailto:')) drafts.push(new URL(event.url));
  });
  return {
    drafts,
    /** The last draft opened, if any. */
    last: () => drafts.at(-1),
  };
}
