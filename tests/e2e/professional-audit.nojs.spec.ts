import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { field, mailtoSubject, waitForPost } from './support/leads';

test('/professional-audit without JavaScript: the server enforces the selects, then confirms on the page with the draft as a link', async ({
  page,
}) => {
  await page.goto('/professional-audit');
  await page.getByLabel(field('Company name')).fill('Acme');
  await page.getByLabel(field('Contact name')).fill('Ada');
  await page.getByLabel(field('Email')).fill('ada@example.com');
  await page.getByLabel(field('App name')).fill('Acme Go');
  let post = waitForPost(page, '/professional-audit');
  await page.getByRole('button', { name: 'Request Audit' }).click();
  expect((await post).status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('App type: Choose the kind of app.');
  await expect(page.getByLabel(field('App name'))).toHaveValue('Acme Go');
  await expectNoAxeViolations(page, 'audit error state without JavaScript');

  await page.getByLabel(field('Platform')).selectOption('web');
  await page.getByLabel(field('App type')).selectOption('government');
  post = waitForPost(page, '/professional-audit');
  await page.getByRole('button', { name: 'Request Audit' }).click();
  const response = await post;
  expect(response.status()).toBe(200);
  const outcome = page.getByRole('status').filter({ hasText: 'Thank you, your audit request is with us' });
  await expect(outcome).toBeInViewport();
  const draft = outcome.getByRole('link', { name: 'Open your email draft' });
  expect(mailtoSubject((await draft.getAttribute('href')) ?? '')).toBe('Professional Audit Request: Acme Go - Acme');
});
