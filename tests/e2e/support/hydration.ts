import { expect, type Page, type Request } from '@playwright/test';
import { PAGE_HYDRATED_ATTRIBUTE } from '~/render/use-hydrated';

/** Resolves once the browser has drawn the next frame. */
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

/**
 * Waits until Remix has started in the page, so a test drives the hydrated app rather than
 * the server's HTML (whose controls do nothing until then).
 */
export async function waitForHydration(page: Page) {
  // Set by the root layout's effect, which runs once the whole page has hydrated.
  await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), PAGE_HYDRATED_ATTRIBUTE);
  // One frame later the components that asked useHydrated have switched to their browser form.
  await nextFrame(page);
}

/**
 * The links and controls of the page that React does not own yet, outside server-markup bands
 * ([data-markup], plain HTML on purpose): a lazy part's server HTML until its code is in and
 * React has hydrated it. Runs in the page.
 */
function controlsNotHydrated() {
  return [...document.body.querySelectorAll('a[href], button, input, select, textarea')]
    .filter(
      (element) =>
        !element.closest('[data-markup]') && !Object.keys(element).some((key) => key.startsWith('__reactProps')),
    )
    .map((element) => element.outerHTML.slice(0, 100));
}

/**
 * Starts watching the scripts the page fetches; call before page.goto. The function returned
 * waits until the page has done everything it does by itself after loading, on explicit signals
 * rather than a fixed pause, so that what a test measures next (layout shifts above all) covers
 * it:
 * - the page hydrated, and its lazy parts too (their code is fetched once the page hydrates);
 * - the code fetched later has arrived and done its work: the booking form's date picker (fetched
 *   when the browser is first idle), a demo band's demo (fetched once the page hydrated). That is:
 *   no script of the page in flight, and then the browser idle (React renders such a swap as a
 *   transition, in tasks that keep the browser busy until it is done), with no script fetched
 *   meanwhile;
 * - the web fonts are in (the fallback's metrics replaced by the real ones);
 * - the hero's typed word is complete (each letter is a CSS animation that shows it in its turn);
 * - and a frame has been drawn since, so the layout shift of any of these has been reported.
 */
export function watchSettling(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  let fetched = 0;
  // A service worker's request has no frame (frame() throws): none of the page's own.
  const isPageScript = (request: Request) =>
    request.resourceType() === 'script' && !request.serviceWorker() && request.frame() === page.mainFrame();
  const started = (request: Request) => {
    if (!isPageScript(request)) return;
    inFlight.add(request);
    fetched += 1;
  };
  const done = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  return async () => {
    try {
      await settle();
    } finally {
      // A page that goes on to other routes (the route sweep's) watches each load afresh.
      page.off('request', started);
      page.off('requestfinished', done);
      page.off('requestfailed', done);
    }
  };

  async function settle() {
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(controlsNotHydrated), {
        message: `${new URL(page.url()).pathname}: parts of the page that never hydrated`,
        intervals: [50, 100, 250],
        timeout: 30_000,
      })
      .toEqual([]);
    for (let before = -1; before !== fetched;) {
      await expect
        .poll(() => inFlight.size, { message: 'scripts still loading', intervals: [50, 100, 250], timeout: 30_000 })
        .toBe(0);
      before = fetched;
      // Idle callbacks run in the order they were asked for: this one after the page's own.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined))));
    }
    await page.evaluate(() => document.fonts.ready);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-typed-word] .typed-letter')].every(
        (letter) => getComputedStyle(letter).visibility === 'visible',
      ),
    );
    await nextFrame(page);
  }
}

/** Where the page's fake clock starts; it runs at normal speed until pauseClock. */
export const CLOCK_START = new Date('2025-03-05T15:00:00Z');

/** Installs Playwright's fake clock; call before page.goto. */
export async function installClock(page: Page) {
  await page.clock.install({ time: CLOCK_START });
}

/**
 * Jumps well past anything the page has started (page load, hydration) and stops the clock
 * there, so from now on timers fire only when the test advances time with runFor.
 */
export async function pauseClock(page: Page) {
  await page.clock.pauseAt(new Date(CLOCK_START.getTime() + 10 * 60 * 1000));
}
