import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { field } from './support/leads';

// The refusal's answer (status, message, every value kept) is checked over HTTP
// (tests/http/website-request-form.test.ts); here the browser scans the error state.

test('/website-services without JavaScript: the error state has no axe violations', async ({ page }) => {
  await page.goto('/website-services');
  await page.getByLabel(field('Form endpoint URL')).fill('http://169.254.169.254/latest');
  await page.getByLabel(field('Name')).fill('Lin');
  await page.getByLabel(field('Email')).fill('lin@example.com');
  await page.getByLabel(field('Type of website')).fill('Bakery');
  await page.getByLabel(field('About your business')).fill('We bake bread.');
  await page.getByLabel(field('Goals for the website')).fill('Take orders.');
  await page.getByRole('checkbox', { name: 'Live Chat' }).check();
  await page.getByRole('checkbox', { name: /ongoing support/ }).check();
  await page.getByLabel(field('Number of pages')).selectOption('3');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('alert')).toContainText('not a public web address');
  await expectNoAxeViolations(page, 'website form error state without JavaScript');
});
