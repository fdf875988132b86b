import { expect, test, type Page } from '@playwright/test';
import { SITE_ROUTES } from '../support/site-routes';
import { waitForHydration } from './support/hydration';
import { field, gotoHydrated } from './support/leads';

/** Where focus is, as a short description (tag, id, text). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()}#${element.id} ${element.textContent?.trim().slice(0, 40)}` : '';
  });

test.describe('the first Tab', () => {
  for (const width of [375, 1280]) {
    test(`lands on a padded skip link clear of the logo, which leads to <main>, on every route at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 800 });
      const problems: string[] = [];
      for (const path of SITE_ROUTES) {
        await page.goto(path);
        await page.keyboard.press('Tab');
        const link = page.getByRole('link', { name: 'Skip to content' });
        const shape = await link.evaluate((element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          const logo = document.querySelector('header a[href="/"]')!.getBoundingClientRect();
          const overlaps =
            box.left < logo.right && box.right > logo.left && box.top < logo.bottom && box.bottom > logo.top;
          return {
            focused: document.activeElement === element,
            padding: [style.paddingTop, style.paddingLeft].map(parseFloat),
            inView: box.top >= 0 && box.left >= 0 && box.right <= innerWidth,
            overlaps,
          };
        });
        if (!shape.focused) problems.push(`${path}: the first Tab is not the skip link`);
        if (shape.padding[0]! < 8 || shape.padding[1]! < 16) problems.push(`${path}: padding ${shape.padding}`);
        if (!shape.inView) problems.push(`${path}: the skip link is off the screen`);
        if (shape.overlaps) problems.push(`${path}: the skip link covers the logo`);
        await page.keyboard.press('Enter');
        if (
          (await focused(page)) !==
          (await page.locator('main').evaluate((main) => `main#main ${main.textContent?.trim().slice(0, 40)}`))
        )
          problems.push(`${path}: Enter on the skip link left focus on ${await focused(page)}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('focus after a change of state', () => {
  test('Continue on /get-started moves focus to the step 2 heading', async ({ page }) => {
    await page.goto('/get-started');
    await waitForHydration(page);
    await page.getByRole('radio', { name: /UI\/UX Design/ }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: "Let's get in touch" });
    await expect(heading).toBeFocused();
    // Back again: the step 1 heading takes it.
    await page.getByRole('link', { name: 'Back' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'What would you like to build?' })).toBeFocused();
  });

  test('a sent contact message takes focus with its confirmation', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await page.getByLabel(field('Name')).fill('Ada Lovelace');
    await page.getByLabel(field('Email')).fill('ada@example.com');
    await page.getByLabel(field('Message')).fill('We need a kiosk app.');
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Send Message' }).focus();
    await page.keyboard.press('Enter');
    const message = page.locator('form').getByText('Email client opened!');
    await expect(message.locator('xpath=ancestor::div[@tabindex="-1"][1]')).toBeFocused();
    await expect(message).toBeInViewport();
  });

  test('a link followed in the browser moves focus to the new page’s heading', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    // The next Tab goes on from the heading, not from the top of the document.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('Modify Requirements moves focus to a heading that can be seen', async ({ page }) => {
    await gotoHydrated(page, '/mobile-app-quote');
    await page.getByLabel(field('Name')).fill('Ada Lovelace');
    await page.getByLabel(field('Email')).fill('ada@example.com');
    await page.getByRole('button', { name: 'Calculate Quote' }).click();
    await page.getByRole('button', { name: 'Modify Requirements' }).focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: /your requirements/ });
    await expect(heading).toBeFocused();
    const box = await heading.boundingBox();
    expect(box!.height).toBeGreaterThan(16);
    await expect(heading).toBeInViewport();
  });
});
