import { expect, inject, it } from 'vitest';
import { field } from '../support/form-text';
import { alertText, button, labelled } from '../support/http-expect';
import { getByRole, isChecked, only, valueOf, Visitor } from '../support/http-page';
import { uniqueAddress } from '../support/mail-files';

const base = inject('siteUrl');

it('/website-services without JavaScript: a private endpoint comes back refused with every value kept', async () => {
  const page = await new Visitor(base).goto('/website-services');
  page.fill(field('Form endpoint URL'), 'http://169.254.169.254/latest');
  page.fill(field('Name'), 'Lin');
  page.fill(field('Email'), uniqueAddress('lin'));
  page.fill(field('Type of website'), 'Bakery');
  page.fill(field('About your business'), 'We bake bread.');
  page.fill(field('Goals for the website'), 'Take orders.');
  page.check(only(getByRole(page.document, 'checkbox', { name: 'Live Chat' }), 'Live Chat'));
  page.check(only(getByRole(page.document, 'checkbox', { name: /ongoing support/ }), 'ongoing support'));
  page.select(field('Number of pages'), '3');
  const answer = await page.click(button(page, 'Submit Request'));
  expect(answer.firstStatus).toBe(400);
  expect(alertText(answer)).toContain('not a public web address');
  expect(valueOf(labelled(answer, 'Form endpoint URL'))).toBe('http://169.254.169.254/latest');
  expect(isChecked(only(getByRole(answer.document, 'checkbox', { name: 'Live Chat' }), 'Live Chat'))).toBe(true);
  expect(isChecked(only(getByRole(answer.document, 'checkbox', { name: /ongoing support/ }), 'ongoing support'))).toBe(
    true,
  );
  expect(valueOf(labelled(answer, 'Number of pages'))).toBe('3');
});
