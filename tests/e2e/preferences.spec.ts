import { expect, test } from '@playwright/test';
import { SITE_ROUTES } from '../support/site-routes';
import { expectNoAxeViolations } from './support/a11y';
import { walkFocus } from './support/focus-walk';
import { waitForHydration } from './support/hydration';

/**
 * The site as visitors who set a preference get it: reduced motion (the logo strip once left an
 * invisible focus stop there) and forced colors (Windows High Contrast). Every route once per
 * state at one width: the two widths are covered by the default runs, and a preference changes
 * styles, not the layout's breakpoints. The reduced-motion focus walk runs in visitor-walk.spec.ts.
 */
test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 375, height: 900 } });
  for (const path of SITE_ROUTES) {
    test(`${path} has no axe violations at 375 px`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page, `${path} with reduced motion`);
    });
  }
});

test.describe('with forced colors', () => {
  test.use({ forcedColors: 'active', viewport: { width: 1280, height: 900 } });
  for (const path of SITE_ROUTES) {
    test(`${path} has no axe violations and no invisible focus stop at 1280 px`, async ({ page }) => {
      // A whole Tab walk each way on the longest pages.
      test.setTimeout(120_000);
      await page.goto(path);
      await waitForHydration(page);
      // Contrast is the system's in forced colors (it repaints text and backgrounds in its own
      // pair); axe reads the page's colors from the styles and reports pairs nobody sees.
      await expectNoAxeViolations(page, `${path} in forced colors`, { disableRules: ['color-contrast'] });
      expect((await walkFocus(page)).invisible).toEqual([]);
    });
  }

  test('buttons keep a boundary and the chosen tab stands out', async ({ page }) => {
    await page.goto('/sandbox');
    await waitForHydration(page);
    // A button's border is what forced colors draw: it must have one, even if transparent.
    const scan = page.getByRole('button', { name: 'Start Scan' });
    expect(await scan.evaluate((element) => parseFloat(getComputedStyle(element).borderTopWidth))).toBeGreaterThan(0);
    const tabs = page.getByRole('tablist', { name: 'Demo groups' }).getByRole('tab');
    const fill = (index: number) => tabs.nth(index).evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    expect(await fill(0)).not.toBe(await fill(1));
  });
});
