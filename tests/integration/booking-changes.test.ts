import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Email } from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { signingSecret } from '~/env.server';
import { getLeadService } from '~/leads/leads.server';
import { action as bookCallAction, loader as bookCallLoader } from '~/routes/book-call';
import { action as manageAction, loader as manageLoader } from '~/routes/booking-manage';
import { action as respondAction, loader as respondLoader } from '~/routes/booking-respond';
import { signBookingLink } from '../../supabase/functions/_shared/booking-link';
import { args, run } from '../support/action-result';
import { formPost } from '../support/form-data';
import { ADA_BOOKING as booking, BOOKING_EVE as NOW } from '../support/booking-fixtures';
import { bookLocallyInThisFile } from '../support/local-bookings';
import { mailLinks as links, readMails, type WrittenMail } from '../support/mail-files';

// Cancel, reschedule, confirm and decline in local mode, through the route modules as Remix calls
// them, with the links taken from the mails the site wrote: a GET of any link changes nothing.

const bookings = bookLocallyInThisFile({ now: NOW });
const outbox = () => path.join(process.env.LEADS_DIR ?? '', 'outbox');

/** The first booking's id (the lead id): the invite's UID through every change. */
async function firstBookingId(): Promise<string> {
  const first: unknown = JSON.parse((await bookingsFile()).split('\n')[0] ?? '{}');
  return typeof first === 'object' && first !== null && 'submissionKey' in first ? String(first.submissionKey) : '';
}

async function bookingsFile() {
  return readFile(path.join(bookings.directory(), 'bookings.jsonl'), 'utf8');
}

/** Every mail written so far: the gateway's confirmations and the outbox, parsed as a mail program does. */
function mails(): Promise<WrittenMail[]> {
  return readMails([bookings.directory(), outbox()]);
}

function linkTo(mail: Email | undefined, page: string, token?: string): string {
  const found = links(mail ?? ({} as Email)).filter((link) => link.includes(page));
  const link = token ? found.find((candidate) => candidate.includes(token)) : found[0];
  if (!link) throw new Error(`no ${page} link in ${mail?.subject}`);
  return link;
}

function invite(mail: Email | undefined) {
  const file = mail?.attachments.find((attachment) => attachment.filename === 'invite.ics');
  const text = typeof file?.content === 'string' ? file.content : new TextDecoder().decode(file?.content);
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: vevent.getFirstPropertyValue('sequence'),
    status: vevent.getFirstPropertyValue('status'),
    start: new ICAL.Event(vevent).startDate.toJSDate().toISOString(),
  };
}

const get = (url: string, loader: typeof manageLoader) =>
  run(() => loader(args(new Request(url.replace(/^https?:\/\/[^/]+/, 'http://site.test')))));
const post = (url: string, action: typeof manageAction, fields: Record<string, string>) => {
  const local = url.replace(/^https?:\/\/[^/]+/, '');
  const request = formPost(local, fields);
  return run(() => action(args(request)));
};

async function waitForMail(subject: RegExp): Promise<Email> {
  for (let tries = 0; tries < 100; tries += 1) {
    const found = (await mails()).find(({ mail }) => subject.test(mail.subject ?? ''));
    if (found) return found.mail;
    await getLeadService().settle();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail like ${subject}`);
}

describe('booking links in local mode', () => {
  let prospectMail: Email;
  let studioNotice: Email;

  it('the confirmation carries cancel and reschedule links; the studio notice confirm and decline links', async () => {
    const result = await run(() => bookCallAction(args(formPost('/book-call', booking))));
    expect(result.body).toMatchObject({ status: 'success' });
    prospectMail = await waitForMail(/^Booking request received: March 5, 2025 at 2:00 PM CST$/);
    expect(links(prospectMail).map((link) => new URL(link).pathname)).toEqual(['/bookings/manage', '/bookings/manage']);
    studioNotice = await waitForMail(/^New call booking: Ada Lovelace/);
    expect(links(studioNotice).map((link) => new URL(link).pathname)).toEqual([
      '/bookings/respond',
      '/bookings/respond',
    ]);
    expect(studioNotice.attachments.map((file) => file.filename)).toContain('invite.ics');
  });

  it('a GET of every link shows the booking and changes nothing (a mail scanner)', async () => {
    const before = await bookingsFile();
    const mailsBefore = (await mails()).length;
    for (const { mail } of await mails()) {
      for (const link of links(mail)) {
        const loader = link.includes('/bookings/respond') ? respondLoader : manageLoader;
        const page = await get(link, loader);
        expect(page.status).toBe(200);
        expect(page.body).toMatchObject({
          page: { status: 'open', booking: { date: 'March 5, 2025', time: '2:00 PM CST (UTC−06:00)' } },
        });
      }
    }
    expect(await bookingsFile()).toBe(before);
    expect((await mails()).length).toBe(mailsBefore);
  });

  it('refuses an altered, expired or wrong-action token with a clear page, never a 5xx', async () => {
    const reschedule = linkTo(prospectMail, '/bookings/manage');
    const token = new URL(reschedule).searchParams.get('token') ?? '';
    const altered = await get(`http://site.test/bookings/manage?token=${token.slice(0, -3)}abc`, manageLoader);
    expect(altered.status).toBe(400);
    expect(altered.body).toMatchObject({ page: { status: 'problem', title: 'This link does not work' } });
    const bookingId = Buffer.from(token.split('.')[0] ?? '', 'base64url')
      .toString()
      .split('.')[0];
    const expired = await signBookingLink(signingSecret(), {
      bookingId: bookingId ?? '',
      action: 'cancel',
      expiresAt: new Date(NOW.getTime() - 1000),
    });
    const old = await get(`http://site.test/bookings/manage?token=${expired}`, manageLoader);
    expect(old.status).toBe(410);
    expect(old.body).toMatchObject({ page: { title: 'This link has expired' } });
    // The prospect's link on the studio's page, and the studio's on the prospect's.
    expect((await get(reschedule.replace('/manage', '/respond'), respondLoader)).status).toBe(400);
    const confirm = linkTo(studioNotice, '/bookings/respond');
    expect((await get(confirm.replace('/respond', '/manage'), manageLoader)).status).toBe(400);
    // A POST of another action than the token's.
    const wrong = await post(confirm, respondAction, { intent: 'decline' });
    expect(wrong.status).toBe(400);
    expect(await bookingsFile()).not.toContain('"declined"');
  });

  it('reschedules: a taken slot is refused with the values kept; an open one moves the booking, frees the old slot', async () => {
    // Another visitor holds 3:00 PM.
    await run(() =>
      bookCallAction(
        args(
          formPost('/book-call', {
            ...booking,
            time: '3:00 PM',
            customerName: 'Grace',
            customerEmail: 'g@example.com',
          }),
        ),
      ),
    );
    const links = (await mails())
      .filter(({ mail }) => mail.subject?.startsWith('Booking request received: March 5, 2025 at 2:00 PM'))
      .flatMap(({ mail }) => [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0]));
    // The second link of the confirmation is the cancel link, the first the reschedule link.
    const reschedule = links[0] ?? '';
    const page = await get(reschedule, manageLoader);
    const days = (page.body as { page: { days: { times: { value: string }[] }[] } }).page.days;
    const offered = days.flatMap((day) => day.times.map((time) => time.value));
    expect(offered).not.toContain('2025-03-05 3:00 PM');
    expect(offered).not.toContain('2025-03-05 2:00 PM');
    expect(offered).toContain('2025-03-06 10:00 AM');

    const taken = await post(reschedule, manageAction, { intent: 'reschedule', slot: '2025-03-05 3:00 PM' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      status: 'error',
      fieldErrors: { slot: ['That time was just taken; please pick another.'] },
      values: { slot: '2025-03-05 3:00 PM' },
    });
    const none = await post(reschedule, manageAction, { intent: 'reschedule' });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ fieldErrors: { slot: ['Pick a new time for your call.'] } });

    const moved = await post(reschedule, manageAction, { intent: 'reschedule', slot: '2025-03-06 10:00 AM' });
    expect(moved.body).toMatchObject({ status: 'success' });
    const taken2 = await run(() => bookCallLoader(args(new Request('http://site.test/book-call'))));
    const slots = (taken2.body as { booking: { taken: string[] } }).booking.taken;
    expect(slots).toContain('2025-03-06T16:00:00.000Z');
    expect(slots).not.toContain('2025-03-05T20:00:00.000Z');

    const movedMail = await waitForMail(/^Booking moved: March 6, 2025 at 10:00 AM CST$/);
    expect(invite(movedMail)).toMatchObject({ method: 'REQUEST', sequence: 1, start: '2025-03-06T16:00:00.000Z' });
    expect(invite(movedMail).uid).toBe(await firstBookingId());
    const studio = await waitForMail(/^Call moved by Ada Lovelace/);
    expect(studio.text).toContain('from March 5, 2025 at 2:00 PM CST (UTC−06:00) to March 6, 2025 at 10:00 AM CST');
  });

  it('confirms from the studio link: the prospect is sent the confirmation with a CONFIRMED invite', async () => {
    const studio = await waitForMail(/^Call moved by Ada Lovelace/);
    const confirm = links(studio)[0] ?? '';
    expect((await get(confirm, respondLoader)).body).toMatchObject({ page: { action: 'confirm' } });
    const done = await post(confirm, respondAction, { intent: 'confirm' });
    expect(done.body).toEqual({
      status: 'success',
      message: 'Call confirmed\nThe prospect has been sent the confirmation.',
    });
    const confirmed = await waitForMail(/^Call confirmed: March 6, 2025 at 10:00 AM CST$/);
    expect(invite(confirmed)).toMatchObject({ method: 'REQUEST', sequence: 2, status: 'CONFIRMED' });
    expect(links(confirmed).map((link) => new URL(link).pathname)).toEqual(['/bookings/manage', '/bookings/manage']);
    // Confirming twice changes nothing and says why.
    const again = await post(confirm, respondAction, { intent: 'confirm' });
    expect(again.status).toBe(409);
  });

  it('cancels from the prospect link: the slot is freed, a METHOD:CANCEL invite goes out, the studio is told', async () => {
    const confirmed = await waitForMail(/^Call confirmed/);
    const cancel = links(confirmed)[1] ?? '';
    const done = await post(cancel, manageAction, { intent: 'cancel' });
    expect(done.body).toMatchObject({ status: 'success', message: expect.stringContaining('Your call is canceled') });
    const cancelled = await waitForMail(/^Call canceled: March 6, 2025/);
    expect(invite(cancelled)).toMatchObject({ method: 'CANCEL', sequence: 3, status: 'CANCELLED' });
    expect(invite(cancelled).uid).toBe(await firstBookingId());
    await waitForMail(/^Call canceled by Ada Lovelace/);
    const page = await run(() => bookCallLoader(args(new Request('http://site.test/book-call'))));
    expect((page.body as { booking: { taken: string[] } }).booking.taken).not.toContain('2025-03-06T16:00:00.000Z');
    // The page now shows the call as cancelled, and a second cancel is refused.
    expect((await get(cancel, manageLoader)).body).toMatchObject({ page: { booking: { status: 'cancelled' } } });
    expect((await post(cancel, manageAction, { intent: 'cancel' })).status).toBe(409);
  });

  it('declines from the studio link: the prospect is told, the slot is freed', async () => {
    const notice = await waitForMail(/^New call booking: Grace/);
    const decline = links(notice)[1] ?? '';
    const done = await post(decline, respondAction, { intent: 'decline' });
    expect(done.body).toMatchObject({ status: 'success' });
    const declined = await waitForMail(/^We cannot take the call on March 5, 2025 at 3:00 PM CST$/);
    expect(invite(declined)).toMatchObject({ method: 'CANCEL', sequence: 1 });
    expect(links(declined).map((link) => new URL(link).pathname)).toEqual(['/book-call']);
    const page = await run(() => bookCallLoader(args(new Request('http://site.test/book-call'))));
    expect((page.body as { booking: { taken: string[] } }).booking.taken).toEqual([]);
  });
});
