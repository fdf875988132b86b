import type { Page } from '@playwright/test';

/**
 * Picks the first day the calendar offers (bookings from earlier runs may have taken every time
 * of a day, which the calendar then disables) and returns its ISO date, moving to the next month
 * when the month shown has none left. The calendar replaces the server's list of days only once
 * its code has loaded, after hydration, so this waits for the grid first.
 */
export async function pickFirstDate(page: Page, which: 'first' | 'last' = 'first') {
  await page.getByRole('grid').first().waitFor();
  const open = page.locator('td[data-day]:not([data-disabled]):not([data-outside]) button');
  if ((await open.count()) === 0) await page.getByRole('button', { name: /next month/i }).click();
  const day = which === 'first' ? open.first() : open.last();
  const iso = (await day.locator('xpath=..').getAttribute('data-day')) ?? '';
  await day.click();
  return iso;
}

/** The time list's group, whose legend names the zone ("Time (Central Time)"). */
export function timeGroup(page: Page) {
  return page.getByRole('group', { name: /^Time \(/ });
}
