import { expect, test, type Page } from './support/test';
import { pickFirstDate, timeGroup } from './support/booking';
import { field, gotoHydrated } from './support/leads';
import { installClock, pauseClock, waitForHydration } from './support/hydration';

// What axe cannot find, walked the way a keyboard user and a phone user would (ADR 0011). The
// walks every route gets (Tab and Shift+Tab, 320–375 px, 200 % text) are in route-sweep.spec.ts.

test.describe('the mobile menu', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/careers');
    await waitForHydration(page);
  });

  test('Escape closes it and returns focus to its toggle', async ({ page }) => {
    const toggle = page.locator('header summary');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toContainText('Open menu');
  });

  test('tabbing past its last item closes it instead of leaving it over the page', async ({ page }) => {
    await page.locator('header summary').click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Book Discovery Call' }).focus();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    // Focus went on into the page, and nothing covers it.
    const focused = await page.evaluate(() => document.activeElement?.closest('header') === null);
    expect(focused).toBe(true);
  });

  test('a press outside closes it', async ({ page }) => {
    await page.locator('header summary').click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await page.mouse.click(180, 700);
    await expect(menu).toBeHidden();
  });
});

test.describe('/sandbox on phones', () => {
  for (const width of [320, 375]) {
    test(`every demo tab is on screen and opens its demo at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/sandbox');
      await waitForHydration(page);
      const tabs = page.getByRole('tablist', { name: 'Mobile app demos' }).getByRole('tab');
      await expect(tabs).toHaveCount(6);
      for (const tab of await tabs.all()) {
        const box = await tab.boundingBox();
        expect(box, `${await tab.textContent()} has a box`).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
      }
      // The group switcher's icons sit with their labels: centered over them, not off to a side.
      for (const tab of await page.getByRole('tablist', { name: 'Demo groups' }).getByRole('tab').all()) {
        const [icon, label] = await tab.evaluate((element) => {
          const svg = element.querySelector('svg')!.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(element.lastChild!);
          const text = range.getBoundingClientRect();
          return [svg.left + svg.width / 2, text.left + text.width / 2];
        });
        expect(Math.abs(icon - label)).toBeLessThan(12);
      }
    });
  }
});

test.describe('after a booking', () => {
  test('focus moves to the success message, not to <body>', async ({ page }) => {
    await gotoHydrated(page, '/book-call');
    await pickFirstDate(page);
    await timeGroup(page).getByRole('radio', { disabled: false }).last().check();
    await page.getByLabel(field('Name')).fill('Ada Lovelace');
    await page.getByLabel(field('Email')).fill('ada@example.com');
    await page.getByLabel(field('Phone')).fill('214 555 0100');
    await page.getByRole('button', { name: 'Book Your Call' }).click();
    const message = page.getByRole('status').filter({ hasText: 'Booking request sent!' });
    await expect(message).toBeFocused();
    await expect(message).toBeInViewport();
  });

  test('the chosen day is drawn unlike the focus ring', async ({ page }) => {
    await gotoHydrated(page, '/book-call');
    const day = page.locator(`[data-day="${await pickFirstDate(page)}"] button`);
    const background = await day.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });
});

test.describe('a success clears earlier complaints', () => {
  const errorToast = (page: Page, title: string) =>
    page.locator('[data-sonner-toast][data-type="error"]', { hasText: title });

  // The clock stands still, so a toast can only go because the page dismissed it, never
  // because its five seconds ran out on a slow machine.
  async function openPaused(page: Page, path: string) {
    await installClock(page);
    await page.goto(path);
    await waitForHydration(page);
    await pauseClock(page);
  }

  // The toast library is fetched on the first toast; its timers run only when the clock is
  // moved, so move it in small steps until the toast is up.
  async function expectToastShown(page: Page, title: string) {
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return errorToast(page, title).isVisible();
      })
      .toBe(true);
  }

  test('"Missing information" does not stay up on "Thank You, Ada!"', async ({ page }) => {
    await openPaused(page, '/get-started');
    await page.getByRole('radio', { name: /Mobile App Development/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expectToastShown(page, 'Missing information');
    await page.getByLabel(field('Name')).fill('Ada Lovelace');
    await page.getByLabel(field('Email')).fill('ada@example.com');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You, Ada!' })).toBeVisible();
    // Long enough for a dismissed toast to animate out; far short of its own five seconds.
    await page.clock.runFor(1000);
    await expect(errorToast(page, 'Missing information')).toHaveCount(0);
  });

  test('"Input Required" goes once the scan runs', async ({ page }) => {
    await openPaused(page, '/sandbox');
    await page.getByRole('button', { name: 'Start Scan' }).click();
    await expectToastShown(page, 'Input Required');
    await page.getByLabel('App or website URL').fill('https://example.com/app');
    await page.getByRole('button', { name: 'Start Scan' }).click();
    await expect(page.getByRole('progressbar', { name: 'Scan progress' })).toBeVisible();
    await page.clock.runFor(1000);
    await expect(errorToast(page, 'Input Required')).toHaveCount(0);
  });
});
