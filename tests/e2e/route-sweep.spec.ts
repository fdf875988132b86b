import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { CONTENT_PAGE_ROUTES, SITE_ROUTES } from '../support/site-routes';
import { axeViolations } from './support/a11y';
import { walkFocus } from './support/focus-walk';
import { brokenInternalLinks } from './support/link-check';
import { watchSettling } from './support/hydration';
import { conflictingClasses, MAX_CLS, recordQuality } from './support/page-quality';
import { mainLinkProblems } from './support/page-links';
import { sidewaysScroll, textOutsideItsBox } from './support/reflow';
import { firstTabProblems } from './support/skip-link';

/**
 * Every check the browser makes on every route, on one load of the route per width: what the page
 * looks like and does as it loads (ADR 0016), axe, the keyboard walks and enlarged text (ADR 0011),
 * with reduced motion and forced colors switched on the loaded page. On each load the checks that
 * need the page as it loaded come first, then each preference's axe scan and focus walk, then what
 * rewrites the page. Each problem is reported on its own (expect.soft), named by route, state and
 * check, and the next check still runs.
 */
const ROUTES = [
  ...SITE_ROUTES,
  '/careers/proposal-manager',
  '/careers/proposal-manager/apply',
  '/careers/ui-ux-designer',
];

/** The pages whose words are all their document's: checked with axe in every state, and for their links. */
const CONTENT_PAGES = new Set([...CONTENT_PAGE_ROUTES, ...SITE_ROUTES.filter((path) => path.startsWith('/products/'))]);

/**
 * Runs one check on the page and reports what it found, named by route, state and check, without
 * stopping the test: a check that throws (a missing element) is a problem of its own.
 */
type Check = (name: string, problems: () => Promise<unknown[]>) => Promise<void>;

function checksOn(route: string, state: string): Check {
  return async (name, problems) => {
    const found = await problems().catch((error: unknown) => [
      `the check could not run: ${error instanceof Error ? error.message : String(error)}`,
    ]);
    expect.soft(found, `${route} at ${state}: ${name}`).toEqual([]);
  };
}

/** Loads the route and waits until it has done everything it does by itself. */
async function open(page: Page, route: string, check: Check) {
  const settled = watchSettling(page);
  const response = await page.goto(route);
  await check('HTTP status', async () => (response?.status() === 200 ? [] : [response?.status()]));
  await settled();
}

/**
 * Loads the route recording it from the first byte, and checks that nothing moved and the console
 * stayed clean (ADR 0016).
 */
async function openRecorded(page: Page, route: string, check: Check) {
  const read = await recordQuality(page);
  await open(page, route, check);
  const quality = await read();
  await check('content-policy violations', async () => quality.violations);
  await check('console errors', async () => quality.errors);
  await check(`layout shifts above CLS ${MAX_CLS}`, async () =>
    quality.cls > MAX_CLS ? [`CLS ${quality.cls.toFixed(4)}`, ...quality.shifts] : [],
  );
}

interface State {
  name: string;
  use: { viewport: { width: number; height: number } };
  /**
   * Each route is a visitor's first page: a fresh browser context (nothing cached). The states
   * that check the page as it loads need that. The others go from route to route in one tab
   * per worker, as a visitor goes on through the site: a page from the browser's cache costs
   * about a quarter of the processor time of a first visit, and a fresh context a renderer of its own.
   */
  firstVisit?: true;
  /** What the test's title lists for a route. */
  checks: (route: string) => string;
  /**
   * About twice the slowest route's time on the 2-core machine while two other test runs shared
   * it (the Tab walks of the longest pages take longest).
   */
  timeout: number;
  run: (page: Page, route: string, check: (state: string) => Check) => Promise<void>;
}

const DESKTOP = { width: 1280, height: 900 };

const withAxe = (route: string, checks: string) => (CONTENT_PAGES.has(route) ? `${checks}, axe` : checks);

/** The three focus walk checks: no keyboard trap, focus neither hidden under the header nor invisible. */
async function checkWalk(page: Page, check: Check, { obscured = true } = {}) {
  const walk = walkFocus(page);
  await check('keyboard traps (WCAG 2.1.2)', async () => (await walk).trapped);
  if (obscured) await check('focus stops under the sticky header (WCAG 2.4.11)', async () => (await walk).obscured);
  await check('invisible focus stops (WCAG 2.4.7)', async () => (await walk).invisible);
}

/**
 * The preferences, switched on the loaded page as a visitor switches them in their system (the
 * page's styles follow at once, and so does its one script that moves things, the logo's pulse):
 * one load of a route per width serves the page as it loaded and then each preference. A
 * preference changes styles, not the layout's breakpoints, so each is checked at one width.
 */
const PREFERENCES = {
  none: { reducedMotion: 'no-preference', forcedColors: 'none' },
  // Reduced motion also turns smooth scrolling off, so the focus walk reads where a scroll ends.
  reducedMotion: { reducedMotion: 'reduce', forcedColors: 'none' },
  // Windows High Contrast. Contrast is the system's here (it repaints text and backgrounds in its
  // own pair); axe reads the page's colors from the styles and would report pairs nobody sees.
  forcedColors: { reducedMotion: 'no-preference', forcedColors: 'active' },
} as const;

const STATES: State[] = [
  {
    name: '375 px',
    use: { viewport: { width: 375, height: 900 } },
    firstVisit: true,
    checks: (route) =>
      `${withAxe(route, 'nothing moves, clean console, no conflicting classes, no sideways scrolling')}; with reduced motion: axe, no keyboard trap, focus neither under the header nor invisible; first Tab, 200 % text`,
    timeout: 180_000,
    async run(page, route, checkIn) {
      const check = checkIn('375 px');
      await openRecorded(page, route, check);
      await check('elements with classes that override each other', () => conflictingClasses(page));
      await check('sideways scrolling', () => sidewaysScroll(page));
      if (CONTENT_PAGES.has(route)) await check('axe violations', () => axeViolations(page));

      const reduced = checkIn('375 px, reduced motion');
      await page.emulateMedia(PREFERENCES.reducedMotion);
      await reduced('axe violations', () => axeViolations(page));
      await checkWalk(page, reduced);
      await page.emulateMedia(PREFERENCES.none);

      // A walk ends with focus gone backwards off the page, where a page nobody touched starts.
      await check('the first Tab and the skip link', () => firstTabProblems(page));
      await check('text enlarged to 200 % outside its box', () => textOutsideItsBox(page));
    },
  },
  {
    name: '1280 px',
    use: { viewport: DESKTOP },
    firstVisit: true,
    checks: (route) =>
      `${CONTENT_PAGES.has(route) ? 'nothing moves, clean console, one h1, axe, links' : 'nothing moves, clean console'}, no broken internal link or asset; with reduced motion: no keyboard trap, focus neither under the header nor invisible; in forced colors: axe without color contrast, no keyboard trap, no invisible focus stop; first Tab, 200 % text`,
    timeout: 300_000,
    async run(page, route, checkIn) {
      const check = checkIn('1280 px');
      await openRecorded(page, route, check);
      // With the client's additions: the served HTML's own are crawled over HTTP.
      await check('internal links and assets that do not answer 200', () => brokenInternalLinks(page));
      if (CONTENT_PAGES.has(route)) {
        await check('one <h1>', async () => {
          const count = await page.locator('h1').count();
          return count === 1 ? [] : [`${count} h1 elements`];
        });
        await check('axe violations', () => axeViolations(page));
        await check('links in <main>', () => mainLinkProblems(page));
      }

      // A shorter window: more of the walk's stops land near the sticky header.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.emulateMedia(PREFERENCES.reducedMotion);
      await checkWalk(page, checkIn('1280 px, reduced motion'));

      const forced = checkIn('1280 px, forced colors');
      await page.setViewportSize(DESKTOP);
      await page.emulateMedia(PREFERENCES.forcedColors);
      await forced('axe violations', () => axeViolations(page, { disableRules: ['color-contrast'] }));
      await checkWalk(page, forced, { obscured: false });
      await page.emulateMedia(PREFERENCES.none);

      await check('the first Tab and the skip link', () => firstTabProblems(page));
      await check('text enlarged to 200 % outside its box', () => textOutsideItsBox(page));
    },
  },
  // The narrowest phones, each loaded at its own width: a script that reads the width as the page
  // hydrates sees the phone's, as it would on a visitor's phone.
  ...[320, 360].map((width): State => ({
    name: `${width} px`,
    use: { viewport: { width, height: 800 } },
    checks: () => 'no sideways scrolling',
    timeout: 30_000,
    async run(page, route, checkIn) {
      const check = checkIn(`${width} px`);
      await open(page, route, check);
      await check('sideways scrolling', () => sidewaysScroll(page));
    },
  })),
];

/**
 * This worker's tab for the state that goes on from route to route. One at a time: a tab left
 * open keeps drawing its page's animations (about a third of a core for `/`) while the worker
 * goes on with other tests.
 */
let tab: { state: string; page: Promise<Page> } | undefined;

async function tabFor(browser: Browser, baseURL: string | undefined, state: State): Promise<Page> {
  if (tab?.state !== state.name) {
    await closeTab();
    const { defaultBrowserType: _, ...desktop } = devices['Desktop Chrome'];
    const page = browser.newContext({ ...desktop, baseURL, ...state.use }).then((context) => context.newPage());
    tab = { state: state.name, page };
  }
  return tab.page;
}

async function closeTab() {
  const open = tab;
  tab = undefined;
  if (open) await (await open.page).context().close();
}

test.afterAll(closeTab);

for (const state of STATES) {
  test.describe(state.name, () => {
    test.use(state.use);
    for (const route of ROUTES) {
      const title = `${route}: ${state.checks(route)}`;
      const check = (name: string) => checksOn(route, name);
      // Playwright opens a fresh context for a test that asks for `page`, and only then.
      if (state.firstVisit) {
        test(title, async ({ page }) => {
          test.setTimeout(state.timeout);
          await state.run(page, route, check);
        });
      } else {
        test(title, async ({ browser, baseURL }) => {
          test.setTimeout(state.timeout);
          await state.run(await tabFor(browser, baseURL, state), route, check);
        });
      }
    }
  });
}
