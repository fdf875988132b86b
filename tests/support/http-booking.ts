import path from 'node:path';
import { inject, vi } from 'vitest';
import type { Email } from 'postal-mime';
import { field } from './form-text';
import { button } from './http-expect';
import { getByRole, nth, only, withText, type HttpPage, type Visitor } from './http-page';
import { findMail, readMails, uniqueAddress } from './mail-files';

/** The mails the HTTP tests' server writes: booking confirmations and the outbox. */
function mailDirectories(): string[] {
  return [inject('siteBookingsDir'), path.join(inject('siteLeadsDir'), 'outbox')];
}

/** The first mail (waiting for it) whose subject matches, sent to `to` when given. */
export function waitForMail(subject: RegExp, to?: string): Promise<Email> {
  return vi.waitFor(
    async () => {
      const mail = findMail(await readMails(mailDirectories()), subject, to);
      if (!mail) throw new Error(`no mail with a subject matching ${subject}${to ? ` to ${to}` : ''}`);
      return mail;
    },
    { timeout: 20_000, interval: 100 },
  );
}

/** Every time the list shows, open or not; its group's legend names the zone ("Time (Central Time)"). */
export function timeGrid(page: HttpPage): Element[] {
  return getByRole(only(getByRole(page.document, 'group', { name: /^Time \(/ }), 'time group'), 'radio');
}

/** The times a visitor can pick: the list's radio buttons that are not disabled. */
export function timeRadios(page: HttpPage): Element[] {
  return timeGrid(page).filter((radio) => !radio.matches(':disabled'));
}

export function dateRadios(page: HttpPage): Element[] {
  return getByRole(only(getByRole(page.document, 'group', { name: 'Date' }), 'date group'), 'radio');
}

export function bookingSent(page: HttpPage): Element[] {
  return withText(getByRole(page.document, 'status'), 'Booking request sent!');
}

/**
 * Books a call with the plain form, on one of the first open days at a time taken at random
 * (other tests book beside this one), and returns the address its mails go to.
 */
export async function bookCall(visitor: Visitor, name: string): Promise<string> {
  const email = uniqueAddress(name.toLowerCase().replace(/\W+/g, '-'));
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const page = await visitor.goto('/book-call');
    page.check(nth(dateRadios(page), attempt % 5, 'open day'));
    page.fill(field('Name'), name);
    page.fill(field('Email'), email);
    page.fill(field('Phone'), '214 555 0100');
    // The day's own times appear once the day is sent; without it the list holds every time.
    const times = timeRadios(page);
    page.check(nth(times, Math.floor(Math.random() * times.length), 'time'));
    const answer = await page.click(button(page, 'Book Your Call'));
    if (bookingSent(answer).length > 0) return email;
  }
  throw new Error('no booking went through in 20 tries');
}
