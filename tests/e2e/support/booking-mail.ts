import { expect, type Browser, type Page } from '@playwright/test';
import type { Email } from 'postal-mime';
import {
  findMail,
  mailLinks,
  readMails as readMailsIn,
  uniqueAddress,
  uniqueName,
  type WrittenMail,
} from '../../support/mail-files';
import { field } from './leads';
import { BOOKINGS_DIR, OUTBOX_DIR } from './server-stores';

export { mailLinks, uniqueName, type WrittenMail };

export function readMails(): Promise<WrittenMail[]> {
  return readMailsIn([BOOKINGS_DIR, OUTBOX_DIR]);
}

/** The first mail (waiting for it) whose subject matches, sent to `to` when given. */
export async function waitForMail(subject: RegExp, to?: string): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(
      async () => {
        found = findMail(await readMails(), subject, to);
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/**
 * Books a call as a visitor without JavaScript (the quickest honest way: the plain form), on the
 * first open day's first open time, and returns the address the mails go to.
 */
export async function bookCall(browser: Browser, name: string): Promise<string> {
  const email = uniqueAddress(name.toLowerCase().replace(/\W+/g, '-'));
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Other specs book the first days' first and last times, so each try takes a time at random.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.goto('/book-call');
    await page
      .getByRole('group', { name: 'Date' })
      .getByRole('radio')
      .nth(attempt % 5)
      .check();
    await page.getByLabel(field('Name')).fill(name);
    await page.getByLabel(field('Email')).fill(email);
    await page.getByLabel(field('Phone')).fill('214 555 0100');
    // The day's own times appear once the day is sent; without it the list holds every time.
    const times = page.getByRole('group', { name: /^Time \(/ }).getByRole('radio', { disabled: false });
    await times.nth(Math.floor(Math.random() * (await times.count()))).check();
    await page.getByRole('button', { name: 'Book Your Call' }).click();
    if (await page.getByRole('status').filter({ hasText: 'Booking request sent!' }).count()) break;
  }
  await expect(page.getByRole('status').filter({ hasText: 'Booking request sent!' })).toBeVisible();
  await context.close();
  return email;
}

export type AxeCheck = (context: string) => Promise<void>;

/**
 * The whole life of two bookings through the links in their mails, as the prospect and the
 * studio follow them: move, confirm, cancel; and decline. `axe` scans each new page state once.
 */
export async function walkBookingLinks(page: Page, browser: Browser, axe?: AxeCheck) {
  const name = uniqueName('Ada');
  const email = await bookCall(browser, name);
  const confirmation = await waitForMail(/^Booking request received: /, email);
  const [reschedule = '', cancelFirst = ''] = mailLinks(confirmation);
  expect(new URL(reschedule).pathname).toBe('/bookings/manage');
  expect(new URL(cancelFirst).pathname).toBe('/bookings/manage');

  // The prospect moves the call.
  await page.goto(reschedule);
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(page.getByText(/^\d{1,2}:\d{2} [AP]M C[SD]T \(UTC\u22120[56]:00\)$/)).toBeVisible();
  await expect(page.getByText('Waiting for the studio to confirm')).toBeVisible();
  await axe?.('the reschedule page');
  // A time at random: specs running beside this one book the first days' first and last times.
  const times = page.getByRole('radio');
  const newTime = times.nth(Math.floor(Math.random() * (await times.count())));
  const newLabel = (await newTime.getAttribute('value')) ?? '';
  await newTime.check();
  await page.getByRole('button', { name: 'Move my call' }).click();
  const moved = page.getByRole('status').filter({ hasText: 'Your call has a new time' });
  await expect(moved).toBeVisible();
  await expect(moved).toContainText(/C[SD]T \(UTC\u22120[56]:00\)/);
  await axe?.('the call moved');

  // The studio confirms the new time from its mail.
  const studioMoved = await waitForMail(new RegExp(`^Call moved by ${name}: `));
  const [confirm = ''] = mailLinks(studioMoved);
  await page.goto(confirm);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking request' })).toBeVisible();
  await axe?.('the confirm page');
  await page.getByRole('button', { name: 'Confirm the call' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Call confirmed' })).toBeVisible();

  // The prospect is told, and cancels from that mail.
  const confirmed = await waitForMail(/^Call confirmed: /, email);
  expect(confirmed.attachments.map((file) => file.filename)).toEqual(['invite.ics']);
  const [, cancel = ''] = mailLinks(confirmed);
  await page.goto(cancel);
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await axe?.('the cancel page');
  await page.getByRole('button', { name: 'Cancel the call' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your call is canceled' })).toBeVisible();
  await waitForMail(/^Call canceled: /, email);
  await waitForMail(new RegExp(`^Call canceled by ${name}: `));
  // The link again: the call is cancelled, nothing to do.
  await page.goto(cancel);
  await expect(page.getByText('Nothing to do: this call is canceled.')).toBeVisible();
  // The old confirmation's link acts on the same booking: nothing to do either.
  await page.goto(cancelFirst);
  await expect(page.getByText('Nothing to do: this call is canceled.')).toBeVisible();
  expect(newLabel).toMatch(/^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2} [AP]M$/);

  // A second prospect; the studio declines.
  const other = uniqueName('Grace');
  const otherEmail = await bookCall(browser, other);
  const notice = await waitForMail(new RegExp(`^New call booking: ${other}`));
  const [, decline = ''] = mailLinks(notice);
  expect(new URL(decline).pathname).toBe('/bookings/respond');
  await page.goto(decline);
  await page.getByRole('button', { name: 'Decline the call' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Call declined' })).toBeVisible();
  await waitForMail(/^We cannot take the call on /, otherEmail);
}
