import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getLeadService } from '~/leads/leads.server';
import { action as bookCallAction } from '~/routes/book-call';
import { action as manageAction } from '~/routes/booking-manage';
import { args, run } from '../support/action-result';
import { listedBookingMails as listedMails, mailApiForBookings } from '../support/booking-mails';
import { formPost } from '../support/form-data';
import { ADA_BOOKING, BOOKING_EVE as NOW } from '../support/booking-fixtures';
import { bookLocallyInThisFile } from '../support/local-bookings';

// The mails of a booking change are deliveries like the leads: the e-mail API is down while the
// prospect cancels; once it is back, the retry pass sends the prospect's and the studio's mail,
// each exactly once, and a later pass sends nothing.

const bookings = bookLocallyInThisFile({ now: NOW });
let mailApi: Awaited<ReturnType<typeof mailApiForBookings>>;

beforeAll(async () => {
  mailApi = await mailApiForBookings();
});
afterAll(async () => {
  await getLeadService().settle();
  await mailApi.close();
});

/** The prospect's cancel link, from the confirmation the local gateway wrote. */
async function cancelLink(): Promise<string> {
  const file = (await readdir(bookings.directory())).find((name) => name.endsWith('.eml'));
  const mail = await PostalMime.parse(await readFile(path.join(bookings.directory(), file ?? '')));
  const link = [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0])[1];
  if (!link) throw new Error('no cancel link in the confirmation');
  return link.replace(/^https?:\/\/[^/]+/, '');
}

const sent = (subject: RegExp) => mailApi.sent(subject);

describe('the mails of a cancel while the e-mail API is down', () => {
  it('are kept, shown pending, and delivered exactly once when the API is back', async () => {
    const booked = await run(() => bookCallAction(args(formPost('/book-call', ADA_BOOKING))));
    expect(booked.body).toMatchObject({ status: 'success' });
    await getLeadService().settle();

    const cancel = await cancelLink();
    mailApi.faults.down = true;
    const cancelled = await run(() => manageAction(args(formPost(cancel, { intent: 'cancel' }))));
    // The change is stored and the prospect told so; the mails wait for the API.
    expect(cancelled.body).toMatchObject({
      status: 'success',
      message: expect.stringContaining('Your call is canceled'),
    });
    expect(sent(/^Call canceled/)).toEqual([]);
    const pending = await listedMails();
    expect(pending).toMatch(/^2 lead\(s\)/);
    expect(pending.match(/booking-mail\s+pending/g)).toHaveLength(2);
    expect(pending).toContain('the e-mail API answered 503');

    mailApi.faults.down = false;
    vi.setSystemTime(new Date(NOW.getTime() + 60_000));
    await getLeadService().retryDue();
    const toProspect = sent(/^Call canceled: March 5, 2025 at 2:00 PM CST$/);
    const toStudio = sent(/^Call canceled by Ada Lovelace/);
    expect(toProspect).toHaveLength(1);
    expect(toProspect[0]?.body.to).toEqual(['Ada Lovelace <ada@example.com>']);
    expect(toProspect[0]?.body.attachments?.map((file) => file.filename)).toEqual(['invite.ics']);
    expect(toStudio).toHaveLength(1);
    expect((await listedMails()).match(/booking-mail\s+delivered/g)).toHaveLength(2);

    // A later pass finds nothing to send.
    const before = mailApi.accepted.length;
    vi.setSystemTime(new Date(NOW.getTime() + 24 * 3_600_000));
    expect(await getLeadService().retryDue()).toBe(0);
    expect(mailApi.accepted.length).toBe(before);
  });
});
