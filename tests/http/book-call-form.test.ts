import { describe, expect, inject, it } from 'vitest';
import { field } from '../support/form-text';
import { bookingSent, dateRadios, timeGrid, timeRadios } from '../support/http-booking';
import { alertText, button, labelled } from '../support/http-expect';
import {
  accessibleName,
  getByRole,
  isChecked,
  nth,
  only,
  text,
  valueOf,
  Visitor,
  type HttpPage,
} from '../support/http-page';
import { uniqueAddress } from '../support/mail-files';

// /book-call without JavaScript: the open days and their times as radio buttons, posted as a
// plain form. Each test books with an address of its own (the site limits mails per address).

const base = inject('siteUrl');

describe('/book-call without JavaScript', () => {
  it('lists open days and their times as radio buttons, and books a call', async () => {
    const visitor = new Visitor(base);
    const page = await visitor.goto('/book-call');
    expect(dateRadios(page)).toHaveLength(10);
    const dateGroup = only(getByRole(page.document, 'group', { name: 'Date' }), 'date group');
    expect(text(dateGroup)).not.toMatch(/Saturday|Sunday/);
    // The seeded availability closes Thanksgiving 2026 and the day after.
    expect(text(dateGroup)).not.toMatch(/November 2[67], 2026/);

    // Other tests book beside this one, and a server kept between runs keeps their bookings:
    // a day may be full. Each try takes a day's last time; a taken time is said so, the day kept
    // with its open times, and the visitor picks the first of them, or tries the next day.
    let answer: HttpPage | undefined;
    for (let day = 1; day < 10 && answer?.firstStatus !== 200; day += 1) {
      const form = await visitor.goto('/book-call');
      form.check(nth(dateRadios(form), day, 'open day'));
      form.check(nth(timeRadios(form), -1, 'time'));
      form.fill(field('Name'), 'Ada Lovelace');
      form.fill(field('Email'), uniqueAddress('ada'));
      form.fill(field('Phone'), '214 555 0100');
      answer = await form.click(button(form, 'Book Your Call'));
      if (answer.firstStatus !== 200) {
        expect(alertText(answer)).toContain('That time was just taken; please pick another.');
        const open = timeRadios(answer);
        if (open.length === 0) continue;
        answer.check(nth(open, 0, 'open time'));
        answer = await answer.click(button(answer, 'Book Your Call'));
      }
    }
    if (!answer) throw new Error('no booking was tried');
    expect(answer.firstStatus).toBe(200);
    const status = only(bookingSent(answer), 'booking sent status');
    expect(text(status)).toContain('will confirm the meeting details within 24 hours');
  });

  it("shows the studio's whole day, blocked and taken times disabled and said so, and refuses one sent anyway", async () => {
    const visitor = new Visitor(base);
    const page = await visitor.goto('/book-call');
    // Without a day: every time of the listed days; the seeded availability blocks 11:00 AM and 4:00 PM.
    const names = (radios: Element[]) => radios.map((radio) => accessibleName(radio));
    const disabled = (radios: Element[]) => names(radios.filter((radio) => radio.matches(':disabled')));
    expect(names(timeGrid(page))).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM Unavailable',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM Unavailable',
    ]);
    expect(disabled(timeGrid(page))).toEqual(['11:00 AM Unavailable', '4:00 PM Unavailable']);

    // Book a time on a day, then open that day again (a bad phone keeps it): the day shows all
    // seven times, the booked one now unavailable too. Other tests book beside this one.
    for (let day = 2; day < 10; day += 1) {
      const form = await visitor.goto('/book-call');
      form.check(nth(dateRadios(form), day, 'open day'));
      const time = nth(timeRadios(form), 0, 'open time');
      const booked = accessibleName(time);
      form.check(time);
      form.fill(field('Name'), 'Grace Hopper');
      form.fill(field('Email'), uniqueAddress('grace'));
      form.fill(field('Phone'), '214 555 0100');
      if (bookingSent(await form.click(button(form, 'Book Your Call'))).length === 0) continue;

      const again = await visitor.goto('/book-call');
      again.check(nth(dateRadios(again), day, 'the same day'));
      again.check(nth(timeRadios(again), 0, 'a time'));
      again.fill(field('Name'), 'Grace Hopper');
      again.fill(field('Email'), uniqueAddress('grace'));
      again.fill(field('Phone'), 'call me');
      const kept = await again.click(button(again, 'Book Your Call'));
      expect(kept.firstStatus).toBe(400);
      const day7 = timeGrid(kept);
      expect(day7).toHaveLength(7);
      expect(disabled(day7)).toEqual(expect.arrayContaining([expect.stringMatching(/^11:00 AM C[SD]T Unavailable$/)]));
      expect(disabled(day7)).toEqual(expect.arrayContaining([expect.stringMatching(/^4:00 PM C[SD]T Unavailable$/)]));
      expect(disabled(day7)).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^${booked} C[SD]T Unavailable$`))]),
      );

      // A blocked time sent anyway (the form altered by hand) is refused, the visitor told why.
      const forced = only(getByRole(kept.document, 'radio', { name: /^11:00 AM/ }), '11:00 AM');
      forced.removeAttribute('disabled');
      kept.check(forced);
      kept.fill(field('Phone'), '214 555 0100');
      const refused = await kept.click(button(kept, 'Book Your Call'));
      expect(refused.firstStatus).toBe(400);
      expect(alertText(refused)).toContain('That time is not available. Pick one of the open times.');
      return;
    }
    throw new Error('no booking went through');
  });

  it('refuses a bad phone number with the values kept', async () => {
    const visitor = new Visitor(base);
    // A day whose 10:00 AM is open: other tests (and earlier runs on a kept server) book beside
    // this one, and a taken time leaves the day's list. The last days first: the others use the first.
    for (let day = 9; day >= 0; day -= 1) {
      const page = await visitor.goto('/book-call');
      page.check(nth(dateRadios(page), day, 'open day'));
      page.check(only(getByRole(page.document, 'radio', { name: /10:00 AM/i }), '10:00 AM'));
      page.check(only(getByRole(page.document, 'radio', { name: /Video call/i }), 'video call'));
      page.fill(field('Name'), 'Ada Lovelace');
      page.fill(field('Email'), uniqueAddress('ada'));
      page.fill(field('Phone'), 'call me');
      const answer = await page.click(button(page, 'Book Your Call'));
      expect(answer.firstStatus).toBe(400);
      expect(alertText(answer)).toContain('Phone: Enter a valid phone number');
      // The day is kept, so the list now holds that day's times, named with their zone (a time
      // taken meanwhile is shown unavailable: then the next day).
      const kept = getByRole(answer.document, 'radio', { name: /^10:00 AM C[SD]T/ }).filter(
        (radio) => !radio.matches(':disabled'),
      );
      if (kept.length === 0) continue;
      expect(isChecked(only(kept, '10:00 AM'))).toBe(true);
      expect(isChecked(only(getByRole(answer.document, 'radio', { name: /Video call/i }), 'video call'))).toBe(true);
      expect(valueOf(labelled(answer, 'Name'))).toBe('Ada Lovelace');
      return;
    }
    throw new Error('10:00 AM is taken on every open day');
  });
});
