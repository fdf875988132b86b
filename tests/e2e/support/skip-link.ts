import type { Page } from '@playwright/test';

/** Where focus is, as a short description (tag, id, text). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()}#${element.id} ${element.textContent?.trim().slice(0, 40)}` : '';
  });

/**
 * Presses Tab once on a page nobody has touched yet and then Enter, and returns what is wrong:
 * the first Tab must land on a padded skip link, on the screen and clear of the logo, and the
 * skip link must take focus to <main>. Moves focus and scrolls: run it after the checks that
 * need the page as it loaded.
 */
export async function firstTabProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.keyboard.press('Tab');
  const link = page.getByRole('link', { name: 'Skip to content' });
  const shape = await link.evaluate(
    (element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const logo = document.querySelector('header a[href="/"]')!.getBoundingClientRect();
      const overlaps = box.left < logo.right && box.right > logo.left && box.top < logo.bottom && box.bottom > logo.top;
      return {
        focused: document.activeElement === element,
        padding: [style.paddingTop, style.paddingLeft].map(parseFloat),
        inView: box.top >= 0 && box.left >= 0 && box.right <= innerWidth,
        overlaps,
      };
    },
    undefined,
    { timeout: 10_000 },
  );
  if (!shape.focused) problems.push(`the first Tab is not the skip link but ${await focused(page)}`);
  if (shape.padding[0]! < 8 || shape.padding[1]! < 16) problems.push(`the skip link's padding is ${shape.padding}`);
  if (!shape.inView) problems.push('the skip link is off the screen');
  if (shape.overlaps) problems.push('the skip link covers the logo');
  await page.keyboard.press('Enter');
  const main = await page
    .locator('main')
    .evaluate((element) => `main#main ${element.textContent?.trim().slice(0, 40)}`);
  if ((await focused(page)) !== main) problems.push(`Enter on the skip link left focus on ${await focused(page)}`);
  return problems;
}
