import { describe, expect, inject, it } from 'vitest';
import { field } from '../support/form-text';
import { bookingSent, dateRadios, timeRadios } from '../support/http-booking';
import { alertText, button, labelled } from '../support/http-expect';
import { getByRole, isChecked, nth, only, text, valueOf, Visitor } from '../support/http-page';
import { uniqueAddress } from '../support/mail-files';

// /book-call without JavaScript: the open days and their times as radio buttons, posted as a
// plain form. Each test books with an address of its own (the site limits mails per address).

const base = inject('siteUrl');

describe('/book-call without JavaScript', () => {
  it('lists open days and their times as radio buttons, and books a call', async () => {
    const page = await new Visitor(base).goto('/book-call');
    expect(dateRadios(page)).toHaveLength(10);
    const dateGroup = only(getByRole(page.document, 'group', { name: 'Date' }), 'date group');
    expect(text(dateGroup)).not.toMatch(/Saturday|Sunday/);
    // The seeded availability closes Thanksgiving 2026 and the day after.
    expect(text(dateGroup)).not.toMatch(/November 2[67], 2026/);

    page.check(nth(dateRadios(page), 1, 'open day'));
    page.check(nth(timeRadios(page), -1, 'time'));
    page.fill(field('Name'), 'Ada Lovelace');
    page.fill(field('Email'), uniqueAddress('ada'));
    page.fill(field('Phone'), '214 555 0100');
    let answer = await page.click(button(page, 'Book Your Call'));
    // Bookings of other tests may hold that time: the page then says so, keeps the day and
    // offers only its open times, and the visitor picks one of them.
    if (answer.firstStatus !== 200) {
      expect(alertText(answer)).toContain('That time was just taken; please pick another.');
      answer.check(nth(timeRadios(answer), 0, 'open time'));
      answer = await answer.click(button(answer, 'Book Your Call'));
    }
    expect(answer.firstStatus).toBe(200);
    const status = only(bookingSent(answer), 'booking sent status');
    expect(text(status)).toContain('will confirm the meeting details within 24 hours');
  });

  it('refuses a bad phone number with the values kept', async () => {
    const page = await new Visitor(base).goto('/book-call');
    page.check(nth(dateRadios(page), 1, 'open day'));
    page.check(only(getByRole(page.document, 'radio', { name: /10:00 AM/i }), '10:00 AM'));
    page.check(only(getByRole(page.document, 'radio', { name: /Video call/i }), 'video call'));
    page.fill(field('Name'), 'Ada Lovelace');
    page.fill(field('Email'), uniqueAddress('ada'));
    page.fill(field('Phone'), 'call me');
    const answer = await page.click(button(page, 'Book Your Call'));
    expect(answer.firstStatus).toBe(400);
    expect(alertText(answer)).toContain('Phone: Enter a valid phone number');
    // The day is kept, so the list now holds that day's times, named with their zone.
    expect(isChecked(only(getByRole(answer.document, 'radio', { name: /^10:00 AM C[SD]T/ }), '10:00 AM'))).toBe(true);
    expect(isChecked(only(getByRole(answer.document, 'radio', { name: /Video call/i }), 'video call'))).toBe(true);
    expect(valueOf(labelled(answer, 'Name'))).toBe('Ada Lovelace');
  });
});
