import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';
import { field, mailtoSubject, waitForPost } from './support/leads';

test.describe('/contact without JavaScript', () => {
  test('a valid message is answered on the page, at the outcome, with the mail draft as a link', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel(field('Name')).fill('Ada Lovelace');
    await page.getByLabel(field('Email')).fill('ada@example.com');
    await page.getByLabel(field('Message')).fill('Hello');
    const post = waitForPost(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const response = await post;
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(/\/contact#form-outcome$/);
    const outcome = page.getByRole('status').filter({ hasText: 'Thank you, your message is with us' });
    await expect(outcome).toBeInViewport();
    const draft = outcome.getByRole('link', { name: 'Open your email draft' });
    expect(mailtoSubject((await draft.getAttribute('href')) ?? '')).toBe(
      'Contact Form Submission - Ada Lovelace from Individual',
    );
    await expectNoAxeViolations(page, 'contact sent without JavaScript');
  });

  test('invalid input comes back as 400 with messages and the values kept', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel(field('Name')).fill('Ada');
    await page.getByLabel(field('Email')).fill('ada@example');
    await page.getByLabel(field('Message')).fill('Hello');
    const post = waitForPost(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await post).status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('Email: Enter a valid email address');
    await expect(page.getByLabel(field('Name'))).toHaveValue('Ada');
    await expectNoAxeViolations(page, 'contact error state without JavaScript');
  });
});
