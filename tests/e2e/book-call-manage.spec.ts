import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { BOOKINGS_DIR, bookCall, mailLinks, readMails, waitForMail, walkBookingLinks } from './support/booking-mail';

test.describe('booking links with JavaScript', () => {
  test('move, confirm, cancel and decline through the links in the mails', async ({ page, browser }) => {
    test.setTimeout(240_000);
    await walkBookingLinks(page, browser, (context) => expectNoAxeViolations(page, context));
  });

  test('a link that was altered says so on a page of its own, with no server error', async ({ page }) => {
    const response = await page.goto('/bookings/manage?token=bm90LWEtdG9rZW4.c2lnbmF0dXJl');
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await expectNoAxeViolations(page, 'a broken booking link');
    expect((await page.goto('/bookings/respond'))?.status()).toBe(400);
  });

  test('a mail scanner that GETs every link in every mail changes nothing', async ({ browser, request, baseURL }) => {
    test.setTimeout(240_000);
    // At least one booking of this run, with its confirmation and the studio's notice.
    const email = await bookCall(browser, 'Scanner Check');
    await waitForMail(/^Booking request received: /, email);
    await waitForMail(/^New call booking: Scanner Check/);
    const bookings = path.join(BOOKINGS_DIR, 'bookings.jsonl');
    const before = await readFile(bookings, 'utf8');
    const mailsBefore = (await readMails()).length;
    // Every link to the site (other specs' mails also name outside pages, such as a visitor's
    // referrer, which this machine cannot reach).
    const site = new URL(baseURL ?? '').origin;
    const links = [...new Set((await readMails()).flatMap(({ mail }) => mailLinks(mail)))].filter(
      (link) => new URL(link).origin === site,
    );
    expect(links.some((link) => link.includes('/bookings/manage?token='))).toBe(true);
    expect(links.some((link) => link.includes('/bookings/respond?token='))).toBe(true);
    for (const link of links) {
      const response = await request.get(link, { maxRedirects: 0 });
      expect(response.status(), link).toBeLessThan(500);
    }
    expect(await readFile(bookings, 'utf8')).toBe(before);
    expect((await readMails()).length).toBe(mailsBefore);
  });
});
