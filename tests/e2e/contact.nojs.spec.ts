import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { field } from './support/leads';

// The posts' answers (status, address, messages, kept values, the mail draft) are checked over
// HTTP (tests/http/contact-form.test.ts); here the browser shows and scans each state.

test.describe('/contact without JavaScript', () => {
  test('a valid message opens at its outcome, which has no axe violations', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel(field('Name')).fill('Ada Lovelace');
    await page.getByLabel(field('Email')).fill('ada@example.com');
    await page.getByLabel(field('Message')).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const outcome = page.getByRole('status').filter({ hasText: 'Thank you, your message is with us' });
    await expect(outcome).toBeInViewport();
    await expectNoAxeViolations(page, 'contact sent without JavaScript');
  });

  test('the error state has no axe violations', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel(field('Name')).fill('Ada');
    await page.getByLabel(field('Email')).fill('ada@example');
    await page.getByLabel(field('Message')).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('Email: Enter a valid email address');
    await expectNoAxeViolations(page, 'contact error state without JavaScript');
  });
});
