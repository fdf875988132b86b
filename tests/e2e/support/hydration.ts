import type { Page } from '@playwright/test';
import { PAGE_HYDRATED_ATTRIBUTE } from '~/render/use-hydrated';

/**
 * Waits until Remix has started in the page, so a test drives the hydrated app rather than
 * the server's HTML (whose controls do nothing until then).
 */
export async function waitForHydration(page: Page) {
  // Set by the root layout's effect, which runs once the whole page has hydrated.
  await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), PAGE_HYDRATED_ATTRIBUTE);
  // One frame later the components that asked useHydrated have switched to their browser form.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
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
