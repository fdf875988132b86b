import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { field } from './support/leads';

// The posts' answers (statuses, messages, kept values, the mail draft) are checked over HTTP
// (tests/http/professional-audit-form.test.ts); here the browser scans the error state and shows
// the confirmation.

test('/professional-audit without JavaScript: the error state has no axe violations, and the confirmation opens in view', async ({
  page,
}) => {
  await page.goto('/professional-audit');
  await page.getByLabel(field('Company name')).fill('Acme');
  await page.getByLabel(field('Contact name')).fill('Ada');
  await page.getByLabel(field('Email')).fill('ada@example.com');
  await page.getByLabel(field('App name')).fill('Acme Go');
  await page.getByRole('button', { name: 'Request Audit' }).click();
  await expect(page.getByRole('alert')).toContainText('App type: Choose the kind of app.');
  await expectNoAxeViolations(page, 'audit error state without JavaScript');

  await page.getByLabel(field('Platform')).selectOption('web');
  await page.getByLabel(field('App type')).selectOption('government');
  await page.getByRole('button', { name: 'Request Audit' }).click();
  const outcome = page.getByRole('status').filter({ hasText: 'Thank you, your audit request is with us' });
  await expect(outcome).toBeInViewport();
});
