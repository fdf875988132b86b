import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { waitForHydration } from './support/hydration';

test.describe('site layout', () => {
  test('desktop header links, Contact button and current-route highlight', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/careers');
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of [
      // Editors pointed "Work" at the case studies (docs/decisions/0024).
      ['Work', '/work'],
      ['Services', '/services'],
      // The blog (docs/decisions/0029); /automation stays in the mobile menu and on /services.
      ['Blog', '/blog'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(main.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('button', { name: /open menu/i })).toBeHidden();
    await expect(page.getByRole('link', { name: /home$/i }).first()).toHaveAttribute('href', '/');
  });

  test('the mobile menu opens, lists its links, highlights the current route and closes on navigation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/careers');
    const toggle = page.locator('summary', { hasText: 'Open menu' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.locator('summary')).toContainText('Close menu');
    const labels = await menu.getByRole('link').allTextContents();
    expect(labels).toEqual([
      'Home',
      'Work',
      'Website Specials',
      'Development',
      'Automation',
      'Blog',
      'About',
      'Contact',
      'Book Discovery Call',
    ]);
    await expectNoAxeViolations(page, 'open mobile menu');

    await page.goto('/careers/ui-ux-designer');
    await page.locator('summary', { hasText: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('the footer carries the settings, quick links and the current year', async ({ page }) => {
    await page.goto('/careers');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Bluebonnet Labs');
    await expect(footer.getByRole('link', { name: /instagram/i })).toHaveAttribute('href', /instagram\.com\//);
    await expect(footer.getByRole('link', { name: '(214) 555-0142' })).toHaveAttribute('href', 'tel:2145550142');
    await expect(footer).toContainText('Dallas-Fort Worth, Texas');
    await expect(footer).toContainText('Monday – Friday: 9am-5pm CST');
    await expect(footer).toContainText('Saturday – Sunday: Closed');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Bluebonnet Labs`);
    const quick = footer.getByRole('navigation', { name: 'Quick links' });
    expect(await quick.getByRole('link').allTextContents()).toEqual(['Home', 'Services', 'About Us', 'Contact']);
    const bottom = footer.getByRole('navigation', { name: 'Footer' });
    expect(await bottom.getByRole('link').allTextContents()).toEqual([
      'Services',
      'About',
      'Contact',
      'Careers',
      'Privacy',
    ]);
  });

  test('unknown paths answer 404 with the Page Not Found page inside the layout', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('no third-party badge or branding element is ever rendered', async ({ page }) => {
    await page.goto('/careers');
    // A badge would be put in by a script: by the time the page hydrated, every script of it ran.
    await waitForHydration(page);
    const badges = await page
      .locator(
        '[id*="badge" i]:not([id^="radix"]), [class*="made-with" i], [class*="powered-by" i], a[href*="lovable" i], iframe:not([title])',
      )
      .count();
    expect(badges).toBe(0);
    expect(await page.locator('script[src^="http"]').count()).toBe(0);
  });

  test('the content policy lets the page hydrate and blocks nothing of ours', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    for (const path of ['/careers', '/contact']) {
      await page.goto(path);
      // Remix sets its router on window once the entry module ran and the page hydrated.
      await page.waitForFunction(() => '__remixRouter' in window);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });

  test('the logo pulses, stops once the visitor asks for less motion, and does not under reduced motion', async ({
    page,
    browser,
  }) => {
    await page.clock.install();
    await page.goto('/careers');
    const mark = page.getByRole('banner').getByRole('link').first().locator('svg');
    await page.clock.runFor(5_100);
    await expect(mark).toHaveClass(/animate-logo-pulse/);
    await page.clock.runFor(1_100);
    await expect(mark).not.toHaveClass(/animate-logo-pulse/);
    // The preference changed while the page is open (the route sweep switches it on a loaded page).
    // Read every half second over two pulses' longest wait: a pulse lasts a second.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (let elapsed = 0; elapsed < 12_000; elapsed += 500) {
      await page.clock.runFor(500);
      expect(await mark.getAttribute('class'), `${elapsed + 500} ms after the switch`).not.toMatch(
        /animate-logo-pulse/,
      );
    }

    const reduced = await browser.newContext({ reducedMotion: 'reduce' });
    const calm = await reduced.newPage();
    await calm.clock.install();
    await calm.goto('/careers');
    await calm.clock.runFor(20_000);
    await expect(calm.getByRole('banner').getByRole('link').first().locator('svg')).not.toHaveClass(
      /animate-logo-pulse/,
    );
    await reduced.close();
  });
});
