import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { waitForHydration } from './support/hydration';

// /work with JavaScript: the filter links navigate inside the app (no page load), and a filtered
// list is a page state of its own for axe.

test('the /work filters narrow the list without reloading the page, and combine', async ({ page }) => {
  await page.goto('/work');
  await waitForHydration(page);
  const list = page.getByRole('list').filter({ has: page.getByRole('article') });
  await expect(list.getByRole('article')).toHaveCount(3);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const filters = page.getByRole('navigation', { name: 'Filter case studies' });
  await filters.getByRole('link', { name: 'AI & Automation' }).click();
  await expect(page).toHaveURL(/\/work\?service=ai-automation$/);
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('link', { name: 'Carrier invoices reconciled in hours, not days' })).toBeVisible();
  await expect(filters.getByRole('link', { name: 'AI & Automation' })).toHaveAttribute('aria-current', 'page');

  await filters.getByRole('link', { name: 'Government', exact: true }).click();
  await expect(page).toHaveURL(/\/work\?service=ai-automation&industry=government$/);
  await expect(page.getByText('No case study matches both filters yet.')).toBeVisible();
  await expectNoAxeViolations(page, '/work with no match');

  await page.getByRole('link', { name: 'Show all work' }).click();
  await expect(page).toHaveURL(/\/work$/);
  await expect(list.getByRole('article')).toHaveCount(3);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a case study opens from its card, outcome first', async ({ page }) => {
  await page.goto('/work');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Making a patient portal usable by every patient', exact: true }).click();
  await expect(page).toHaveURL(/\/work\/patient-portal-accessibility$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Making a patient portal usable by every patient');
  await expect(page.getByText('212 → 0', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The challenge' })).toBeVisible();
});
