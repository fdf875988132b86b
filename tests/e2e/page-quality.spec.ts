import { expect, test, type Page } from '@playwright/test';
import { twMerge } from 'tailwind-merge';
import { SITE_ROUTES } from '../support/site-routes';
import { waitForHydration } from './support/hydration';

// ADR 0016: nothing moves (CLS at most 0.01 at phone and desktop widths), the console stays
// clean (no error, no content-policy violation) and no element carries two classes that set the
// same thing (app/lib/cn.ts joins classes without tailwind-merge at run time).
const ROUTES = [...SITE_ROUTES, '/careers/proposal-manager', '/careers/proposal-manager/apply'];
const WIDTHS = [375, 1280] as const;
const MAX_CLS = 0.01;

declare global {
  interface Window {
    __quality: { cls: number; shifts: string[]; violations: string[] };
  }
}

async function record(page: Page) {
  await page.addInitScript(() => {
    window.__quality = { cls: 0, shifts: [], violations: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.__quality.cls += entry.value;
        const nodes = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element
            ? `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 120)
            : String(node);
        });
        window.__quality.shifts.push(`${entry.value.toFixed(4)} ${nodes.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__quality.violations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

/** The console errors and uncaught exceptions of a page, as they happen. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

for (const route of ROUTES) {
  test(`${route}: no layout shift, no console error, no conflicting classes`, async ({ browser }) => {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors = consoleErrors(page);
      await record(page);
      await page.goto(route, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      // The hero finishes typing (about 2 s) and late work (hydration, font swap) is done.
      await page.waitForTimeout(2500);
      const quality = await page.evaluate(() => window.__quality);
      expect(quality.violations, `${route} at ${width}px: content-policy violations`).toEqual([]);
      expect(errors, `${route} at ${width}px: console errors`).toEqual([]);
      expect(quality.cls, `${route} at ${width}px: layout shifts\n${quality.shifts.join('\n')}`).toBeLessThanOrEqual(
        MAX_CLS,
      );
      if (width === WIDTHS[0]) {
        const classLists = await page.$$eval('[class]', (elements) =>
          elements.map((element) => element.getAttribute('class') ?? ''),
        );
        const conflicts = [...new Set(classLists.map((list) => list.trim().split(/\s+/).join(' ')))].filter(
          (list) => twMerge(list) !== list,
        );
        expect(conflicts, `${route}: elements with classes that override each other`).toEqual([]);
      }
      await context.close();
    }
  });
}

// The fonts Chromium really drew the text with, not what the styles ask for: a web font face the
// browser does not use (a broken file, or descriptors that keep it out of its family) would
// leave the pages in the fallback fonts with no error anywhere.
test('headings and text are drawn in the web fonts, not their fallbacks', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const drawnWith = async (selector: string) => {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map(({ familyName, isCustomFont }) => `${familyName}${isCustomFont ? '' : ' (system)'}`);
  };
  expect(await drawnWith('main h1')).toEqual(['Plus Jakarta Sans']);
  expect(await drawnWith('main h2')).toEqual(['Plus Jakarta Sans']);
  expect(await drawnWith('main p')).toEqual(['Inter']);
});

// The page is drawn before its JavaScript is fetched (app/render/hydrate-after-paint.server.ts): the
// modules load once the first contentful paint is on the screen, then the page hydrates into
// the very document Remix wrote (a mismatch would be a console error above).
for (const route of ['/', '/book-call', '/contact']) {
  test(`${route}: the modules are fetched after the first paint, then the page hydrates`, async ({ page }) => {
    const errors = consoleErrors(page);
    await page.goto(route);
    await waitForHydration(page);
    const { paint, modules, left } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      modules: performance
        .getEntriesByType('resource')
        .filter(({ name }) => new URL(name).pathname.endsWith('.js'))
        .map(({ name, startTime }) => ({ path: new URL(name).pathname, startTime })),
      left: document.querySelectorAll('template, script[type="remix/after-paint"]').length,
    }));
    expect(modules.map(({ path }) => path)).toContainEqual(expect.stringMatching(/^\/assets\/entry\.client-/));
    for (const { path, startTime } of modules) {
      expect(startTime, `${path} was requested before the first paint (${paint} ms)`).toBeGreaterThanOrEqual(paint);
    }
    expect(left, 'the deferred links and script are put back').toBe(0);
    expect(errors, 'hydration errors').toEqual([]);
  });
}
