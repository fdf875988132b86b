import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { field, waitForPost } from './support/leads';

test('/website-services without JavaScript: a private endpoint comes back refused with every value kept', async ({
  page,
}) => {
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
  const post = waitForPost(page, '/website-services');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  expect((await post).status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('not a public web address');
  await expect(page.getByLabel(field('Form endpoint URL'))).toHaveValue('http://169.254.169.254/latest');
  await expect(page.getByRole('checkbox', { name: 'Live Chat' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /ongoing support/ })).toBeChecked();
  await expect(page.getByLabel(field('Number of pages'))).toHaveValue('3');
  await expectNoAxeViolations(page, 'website form error state without JavaScript');
});
