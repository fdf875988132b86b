import { expect, test } from './support/test';
import { waitForHydration } from './support/hydration';
import { consoleErrors } from './support/page-quality';

// Layout shifts, console errors, content-policy violations and conflicting classes are checked
// on every route in route-sweep.spec.ts; these are the page-quality checks of one page each.

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
