import { expect, inject, it } from 'vitest';
import { field, mailtoSubject } from '../support/form-text';
import { alertText, button, draftLink, labelled, statusWith } from '../support/http-expect';
import { valueOf, Visitor } from '../support/http-page';
import { uniqueAddress } from '../support/mail-files';

const base = inject('siteUrl');

it('/professional-audit without JavaScript: the server enforces the selects, then confirms on the page with the draft as a link', async () => {
  const page = await new Visitor(base).goto('/professional-audit');
  page.fill(field('Company name'), 'Acme');
  page.fill(field('Contact name'), 'Ada');
  page.fill(field('Email'), uniqueAddress('ada'));
  page.fill(field('App name'), 'Acme Go');
  const refused = await page.click(button(page, 'Request Audit'));
  expect(refused.firstStatus).toBe(400);
  expect(alertText(refused)).toContain('App type: Choose the kind of app.');
  expect(valueOf(labelled(refused, 'App name'))).toBe('Acme Go');

  refused.select(field('Platform'), 'web');
  refused.select(field('App type'), 'government');
  const answer = await refused.click(button(refused, 'Request Audit'));
  expect(answer.firstStatus).toBe(200);
  const outcome = statusWith(answer, 'Thank you, your audit request is with us');
  expect(mailtoSubject(draftLink(outcome))).toBe('Professional Audit Request: Acme Go - Acme');
});
