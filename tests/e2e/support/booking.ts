import type { Page } from '@playwright/test';
import { openDates } from '~/lib/booking/booking';
import { seededAvailability } from '../../support/booking-availability';

/** The first day the seeded availability offers from now on (taken slots aside). */
export function firstOpenDate(): string {
  return openDates(seededAvailability(), new Date(), new Set(), 1)[0] ?? '';
}

/**
 * Picks the first bookable day in the calendar and returns its ISO date, moving to the next month
 * when needed. The calendar replaces the server's list of days only once its code has loaded,
 * after hydration, so this waits for the grid before asking whether the day is in the month shown.
 */
export async function pickFirstDate(page: Page) {
  const iso = firstOpenDate();
  await page.getByRole('grid').first().waitFor();
  const day = page.locator(`[data-day="${iso}"] button`);
  if (!(await day.isVisible())) await page.getByRole('button', { name: /next month/i }).click();
  await day.click();
  return iso;
}
