import { test } from '@playwright/test';
import { walkBookingLinks } from './support/booking-mail';

test.describe('booking links without JavaScript', () => {
  test('move, confirm, cancel and decline through the links in the mails', async ({ page, browser }) => {
    test.setTimeout(240_000);
    await walkBookingLinks(page, browser);
  });
});
