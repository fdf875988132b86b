import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export const WIDTHS = [375, 1280] as const;

/**
 * The page's WCAG 2.x A and AA violations as it is now, one readable line (and its elements) each.
 *
 * Legacy mode: axe runs in the page (and each of its frames) and gathers its results there,
 * instead of opening a blank page in the context to put them together, which doubled every scan
 * (2.8 s against 1.3 s for `/` on the 2-core machine). What it gives up is cross-origin frames,
 * and the site's only frame is the contact page's third-party map, which is not ours to audit.
 */
/** axe's reading of a contrast failure ("contrast 1.2: #111 on #222"), empty for other rules. */
function contrastOf(checks: { id: string; data?: unknown }[]): string {
  const data = checks.find((check) => check.id === 'color-contrast')?.data as
    { contrastRatio?: number; fgColor?: string; bgColor?: string } | undefined;
  return data?.contrastRatio ? ` (contrast ${data.contrastRatio}: ${data.fgColor} on ${data.bgColor})` : '';
}

export async function axeViolations(page: Page, { disableRules = [] as string[] } = {}): Promise<string[]> {
  // Bands far down the page are drawn only near the screen (`content-visibility: auto`). axe
  // scrolls each element it reads colors of into view, and an element of a band that has not been
  // drawn yet reads as unstyled (measured: a link read as #0000ee on a busy machine, 4 runs in
  // 12). What a visitor sees is the band drawn: draw them all for the scan, then hand them back.
  await page.evaluate(() => {
    for (const band of document.querySelectorAll<HTMLElement>('main *')) {
      if (getComputedStyle(band).contentVisibility === 'auto') band.style.contentVisibility = 'visible';
    }
  });
  // Colors read halfway through a transition (a stylesheet that has just applied, a toast fading
  // in) are colors nobody reads: wait for every animation that ends, then scan what stays.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    // Only violations get every node and its selector worked out. First: `options` replaces
    // what the calls below set.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .disableRules(disableRules)
    .setLegacyMode(true)
    .analyze();
  await page.evaluate(() => {
    for (const band of document.querySelectorAll<HTMLElement>('main *')) {
      if (band.style.contentVisibility === 'visible') band.style.contentVisibility = '';
    }
  });
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 5)
        // The element, and why: for contrast, the colors and ratio axe read.
        .map((node) => `${node.target.join(' ')}${contrastOf(node.any)}`)
        .join('\n  ')}`,
  );
}

/**
 * axe runs inside the page, which a page without JavaScript cannot do. So the exact DOM the
 * visitor has is copied, without its scripts, into a scripting page at the same size and with
 * the same stylesheets, and audited there. The copy is served from the site's own origin: the
 * server answers Cross-Origin-Resource-Policy: same-origin, so a copy elsewhere (about:blank)
 * would be refused the stylesheets and audited unstyled.
 */
async function violationsWithoutJs(page: Page) {
  const browser = page.context().browser();
  if (!browser) throw new Error('No browser to audit the page in');
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const copyUrl = new URL('/__audit-copy', page.url()).href;
  // The project's own options (javaScriptEnabled: false) apply to new contexts too, so turn it back on.
  const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route(/\.js(\?|$)/, (route) => route.abort());
    await copy.route(copyUrl, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await copy.goto(copyUrl, { waitUntil: 'load' });
    const unstyled = await copy.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
        .filter((link) => !link.sheet)
        .map((link) => link.href),
    );
    expect(unstyled, 'stylesheets the audited copy could not load').toEqual([]);
    return await axeViolations(copy);
  } finally {
    await context.close();
  }
}

/** Fails with a readable list of WCAG 2.x A and AA violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page, context?: string, { disableRules = [] as string[] } = {}) {
  const withoutJs = test.info().project.use.javaScriptEnabled === false;
  const summary = withoutJs ? await violationsWithoutJs(page) : await axeViolations(page, { disableRules });
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

/** Loads a path at each width and checks it has no axe violations. */
export async function expectAccessibleAtAllWidths(page: Page, path: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expectNoAxeViolations(page, `${path} at ${width}px`);
  }
}
