import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { gotoHydrated } from './support/leads';
import { BOOKINGS_DIR } from './support/server-stores';
import {
  bookCall,
  mailLinks,
  readMails,
  uniqueName,
  waitForMail,
  walkBookingLinks,
  type WrittenMail,
} from './support/booking-mail';

test.describe('booking links with JavaScript', () => {
  test('move, confirm, cancel and decline through the links in the mails', async ({ page, browser }) => {
    test.setTimeout(240_000);
    await walkBookingLinks(page, browser, (context) => expectNoAxeViolations(page, context));
  });

  test("the reschedule page shows each time in the visitor's own zone beside the studio's", async ({ browser }) => {
    test.setTimeout(120_000);
    const email = await bookCall(browser, uniqueName('Zone'));
    const [reschedule = ''] = mailLinks(await waitForMail(/^Booking request received: /, email));
    const context = await browser.newContext({ timezoneId: 'America/New_York' });
    const page = await context.newPage();
    try {
      await gotoHydrated(page, reschedule);
      const first = page.getByRole('radio').first();
      // "2026-12-03 9:00 AM": an hour later in New York, named with its own zone.
      const [, hour = '0', minute = '00', half = 'AM'] =
        /(\d+):(\d+) ([AP]M)$/.exec((await first.getAttribute('value')) ?? '') ?? [];
      const eastern = `${((Number(hour) % 12) + (half === 'PM' ? 12 : 0) + 1) % 12 || 12}:${minute}`;
      await expect(page.locator('#booking-new-time')).toContainText(new RegExp(`${eastern} [AP]M E[SD]T your time`));
    } finally {
      await context.close();
    }
  });

  test('a link that was altered says so on a page of its own, with no server error', async ({ page }) => {
    const response = await page.goto('/bookings/manage?token=bm90LWEtdG9rZW4.c2lnbmF0dXJl');
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await expectNoAxeViolations(page, 'a broken booking link');
    expect((await page.goto('/bookings/respond'))?.status()).toBe(400);
  });

  test('a mail scanner that GETs every link in its mails changes nothing', async ({ browser, request, baseURL }) => {
    test.setTimeout(240_000);
    // A booking of this test's own, with its confirmation and the studio's notice: other specs
    // change their bookings through their links meanwhile, so this one reads only its own mails.
    const name = uniqueName('Scanner');
    const email = await bookCall(browser, name);
    await waitForMail(/^Booking request received: /, email);
    await waitForMail(new RegExp(`^New call booking: ${name}`));
    const ours = ({ mail }: WrittenMail) =>
      (mail.to ?? []).some((to) => to.address === email) || (mail.subject ?? '').includes(name);
    const bookings = path.join(BOOKINGS_DIR, 'bookings.jsonl');
    const mailsBefore = (await readMails()).filter(ours);
    const linesOf = async () =>
      (await readFile(bookings, 'utf8')).split('\n').filter((line) => line.includes(email) || line.includes(name));
    const before = await linesOf();
    expect(before).toHaveLength(1);
    const { submissionKey } = JSON.parse(before[0] ?? '{}') as { submissionKey?: string };
    const recordOf = async () =>
      (await readFile(bookings, 'utf8')).split('\n').filter((line) => submissionKey && line.includes(submissionKey));
    const recordBefore = await recordOf();
    // Every link to the site in them (mails also name outside pages, which this machine cannot reach).
    const site = new URL(baseURL ?? '').origin;
    const links = [...new Set(mailsBefore.flatMap(({ mail }) => mailLinks(mail)))].filter(
      (link) => new URL(link).origin === site,
    );
    expect(links.some((link) => link.includes('/bookings/manage?token='))).toBe(true);
    expect(links.some((link) => link.includes('/bookings/respond?token='))).toBe(true);
    for (const link of links) {
      const response = await request.get(link, { maxRedirects: 0 });
      expect(response.status(), link).toBeLessThan(500);
    }
    expect(await recordOf()).toEqual(recordBefore);
    expect((await readMails()).filter(ours)).toHaveLength(mailsBefore.length);
  });
});
