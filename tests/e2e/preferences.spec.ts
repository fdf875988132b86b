import { expect, test } from './support/test';
import { waitForHydration } from './support/hydration';

// The site as visitors who set a preference get it: reduced motion and forced colors (Windows
// High Contrast). Every route is checked in both (axe, the focus walks) in route-sweep.spec.ts;
// these are the checks of one page.
test.describe('with forced colors', () => {
  test.use({ forcedColors: 'active', viewport: { width: 1280, height: 900 } });

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
