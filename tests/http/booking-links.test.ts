import { expect, inject, it } from 'vitest';
import { bookCall, waitForMail } from '../support/http-booking';
import { button, heading, statusWith } from '../support/http-expect';
import { getByRole, nth, shownText, text, Visitor } from '../support/http-page';
import { mailLinks, uniqueName } from '../support/mail-files';

// The whole life of two bookings through the links in their mails, as the prospect and the
// studio follow them without JavaScript: move, confirm, cancel; and decline.

const base = inject('siteUrl');

it('move, confirm, cancel and decline through the links in the mails', async () => {
  const visitor = new Visitor(base);
  const name = uniqueName('Ada');
  const email = await bookCall(visitor, name);
  const confirmation = await waitForMail(/^Booking request received: /, email);
  const [reschedule = '', cancelFirst = ''] = mailLinks(confirmation);
  expect(new URL(reschedule).pathname).toBe('/bookings/manage');
  expect(new URL(cancelFirst).pathname).toBe('/bookings/manage');

  // The prospect moves the call.
  const manage = await visitor.goto(reschedule);
  expect(manage.status).toBe(200);
  heading(manage, 'Your booking', 1);
  shownText(manage.document, /^\d{1,2}:\d{2} [AP]M C[SD]T \(UTC\u22120[56]:00\)$/);
  shownText(manage.document, 'Waiting for the studio to confirm');
  // A time at random: tests running beside this one book the first days' first and last times.
  const times = getByRole(manage.document, 'radio');
  const newTime = nth(times, Math.floor(Math.random() * times.length), 'time');
  const newLabel = newTime.getAttribute('value') ?? '';
  manage.check(newTime);
  const moved = await manage.click(button(manage, 'Move my call'));
  expect(text(statusWith(moved, 'Your call has a new time'))).toMatch(/C[SD]T \(UTC\u22120[56]:00\)/);

  // The studio confirms the new time from its mail.
  const studioMoved = await waitForMail(new RegExp(`^Call moved by ${name}: `));
  const [confirm = ''] = mailLinks(studioMoved);
  const respond = await visitor.goto(confirm);
  heading(respond, 'Booking request', 1);
  statusWith(await respond.click(button(respond, 'Confirm the call')), 'Call confirmed');

  // The prospect is told, and cancels from that mail.
  const confirmed = await waitForMail(/^Call confirmed: /, email);
  expect(confirmed.attachments.map((file) => file.filename)).toEqual(['invite.ics']);
  const [, cancel = ''] = mailLinks(confirmed);
  const cancelPage = await visitor.goto(cancel);
  shownText(cancelPage.document, 'Confirmed', { exact: true });
  statusWith(await cancelPage.click(button(cancelPage, 'Cancel the call')), 'Your call is canceled');
  await waitForMail(/^Call canceled: /, email);
  await waitForMail(new RegExp(`^Call canceled by ${name}: `));
  // The link again: the call is canceled, nothing to do.
  shownText((await visitor.goto(cancel)).document, 'Nothing to do: this call is canceled.');
  // The old confirmation's link acts on the same booking: nothing to do either.
  shownText((await visitor.goto(cancelFirst)).document, 'Nothing to do: this call is canceled.');
  expect(newLabel).toMatch(/^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2} [AP]M$/);

  // A second prospect; the studio declines.
  const other = uniqueName('Grace');
  const otherEmail = await bookCall(visitor, other);
  const notice = await waitForMail(new RegExp(`^New call booking: ${other}`));
  const [, decline = ''] = mailLinks(notice);
  expect(new URL(decline).pathname).toBe('/bookings/respond');
  const declinePage = await visitor.goto(decline);
  statusWith(await declinePage.click(button(declinePage, 'Decline the call')), 'Call declined');
  await waitForMail(/^We cannot take the call on /, otherEmail);
}, 240_000);
