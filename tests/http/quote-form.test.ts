import { expect, inject, it } from 'vitest';
import { field } from '../support/form-text';
import { button, labelled } from '../support/http-expect';
import {
  getByLabel,
  getByRole,
  getByTestId,
  isChecked,
  only,
  shownText,
  text,
  valueOf,
  Visitor,
  type HttpPage,
} from '../support/http-page';
import { uniqueAddress } from '../support/mail-files';

// The quote calculator without JavaScript: the server computes the result, and Modify
// Requirements posts every choice back into the form.

const base = inject('siteUrl');

function total(page: HttpPage): string {
  return text(only(getByTestId(page.document, 'quote-total'), 'quote total'));
}

function checkbox(page: HttpPage, label: RegExp): Element {
  return only(getByLabel(page.document, label), `checkbox ${String(label)}`);
}

function flexible(page: HttpPage): Element {
  return only(getByRole(page.document, 'radio', { name: /Flexible/ }), 'Flexible');
}

it('the server renders the result and Modify Requirements brings every choice back', async () => {
  const email = uniqueAddress('grace');
  const page = await new Visitor(base).goto('/mobile-app-quote');
  page.select('Number of screens', '8');
  page.check(checkbox(page, /Push Notifications/));
  page.check(checkbox(page, /App Store Submission/));
  page.select('Third-party API integrations', '2');
  page.check(flexible(page));
  page.fill(field('Additional features'), 'Apple Pay');
  page.fill(field('Name'), 'Grace Hopper');
  page.fill(field('Email'), email);
  const result = await page.click(button(page, 'Calculate Quote'));

  // The answer opens at the result (the form's outcome fragment, docs/decisions/0021).
  expect(result.url.href).toMatch(/\/mobile-app-quote#form-outcome$/);
  // 2,500 base + 750 screens + 300 push + 500 store + 2 × 200 integrations − 500 flexible
  expect(total(result)).toBe('$3,950');
  shownText(result.document, 'Estimated timeline: 10+ weeks');
  expect(
    only(getByRole(result.document, 'link', { name: 'Schedule Discovery Call' }), 'call link').getAttribute('href'),
  ).toBe('/book-call');

  const modify = await result.click(button(result, 'Modify Requirements'));
  expect(valueOf(only(getByLabel(modify.document, 'Number of screens'), 'screens'))).toBe('8');
  expect(isChecked(checkbox(modify, /Push Notifications/))).toBe(true);
  expect(isChecked(checkbox(modify, /App Store Submission/))).toBe(true);
  expect(isChecked(checkbox(modify, /User Authentication/))).toBe(false);
  expect(valueOf(only(getByLabel(modify.document, 'Third-party API integrations'), 'integrations'))).toBe('2');
  expect(isChecked(flexible(modify))).toBe(true);
  expect(valueOf(only(getByLabel(modify.document, field('Additional features')), 'features'))).toBe('Apple Pay');
  expect(valueOf(labelled(modify, 'Name'))).toBe('Grace Hopper');
  expect(valueOf(labelled(modify, 'Email'))).toBe(email);

  expect(total(await modify.click(button(modify, 'Calculate Quote')))).toBe('$3,950');
});
