import { expect, test, type Page } from './support/test';
import { expectAccessibleAtAllWidths, expectNoAxeViolations } from './support/a11y';
import { expectToast, field, gotoHydrated, holdPosts, waitForPost } from './support/leads';

async function fillRequired(page: Page) {
  await page.getByLabel(field('Name')).fill('Lin');
  await page.getByLabel(field('Email')).fill('lin@example.com');
  await page.getByLabel(field('Type of website')).fill('Bakery');
  await page.getByLabel(field('About your business')).fill('We bake bread.');
  await page.getByLabel(field('Goals for the website')).fill('Take orders.');
}

test.describe('/website-services with JavaScript', () => {
  test('shows the flat-rate hero, prices and the form defaults, with no axe violations', async ({ page }) => {
    await expectAccessibleAtAllWidths(page, '/website-services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('$500 Flat Rate');
    await expect(page.getByText('$75 per extra page')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ongoing support $50/month' })).toBeVisible();
    await expect(page.getByLabel(field('Number of pages'))).toHaveValue('5');
    await expect(page.getByLabel(field('Budget'))).toHaveValue('$500');
    await expect(page.getByRole('group', { name: 'Features' }).getByRole('checkbox')).toHaveCount(10);
  });

  test('an empty endpoint toasts "Form endpoint required"', async ({ page }) => {
    await gotoHydrated(page, '/website-services');
    await fillRequired(page);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expectToast(page, 'Form endpoint required', 'Please enter your form-handling endpoint URL to send emails.');
    await expectNoAxeViolations(page, 'website form error state');
  });

  test('a private endpoint is refused: "Submitting..." with lightning, then the failure toast, values kept', async ({
    page,
  }) => {
    await gotoHydrated(page, '/website-services');
    await page.getByLabel(field('Form endpoint URL')).fill('http://127.0.0.1:9/hook');
    await fillRequired(page);
    await page.getByRole('checkbox', { name: 'Blog' }).check();
    const hold = await holdPosts(page, '/website-services');
    const post = waitForPost(page, '/website-services');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(page.getByTestId('lightning')).toBeVisible();
    hold.release();
    expect((await post).status()).toBe(400);
    await expectToast(page, 'Failed to send request', 'Please check your form endpoint and try again.');
    await expect(page.getByTestId('lightning')).toBeHidden();
    await expect(page.getByLabel(field('Name'))).toHaveValue('Lin');
    await expect(page.getByRole('checkbox', { name: 'Blog' })).toBeChecked();
  });

  test('the lightning stays still for visitors who ask for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/website-services');
    await page.getByLabel(field('Form endpoint URL')).fill('http://127.0.0.1:9/hook');
    await fillRequired(page);
    const hold = await holdPosts(page, '/website-services');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByTestId('lightning')).toHaveAttribute('data-motion', 'reduced');
    hold.release();
  });
});

test('a forwarded request toasts "Request submitted successfully!" and clears the form', async ({ page }) => {
  // No endpoint is configured in this server and a public one cannot be reached from here, so
  // the action's success answer (tests/integration covers the forwarding) is given in Remix's
  // single-fetch encoding.
  const message = "Request submitted successfully!\nWe'll contact you shortly to discuss your website project.";
  await page.route(
    (url) => url.pathname === '/website-services.data',
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 200,
            contentType: 'text/x-script',
            body: JSON.stringify([{ _1: 2 }, 'data', { _3: 4, _5: 6 }, 'status', 'success', 'message', message]),
          })
        : route.fallback(),
  );
  await gotoHydrated(page, '/website-services');
  await page.getByLabel(field('Form endpoint URL')).fill('https://forms.example/hook');
  await fillRequired(page);
  await page.getByRole('checkbox', { name: 'Blog' }).check();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expectToast(
    page,
    'Request submitted successfully!',
    "We'll contact you shortly to discuss your website project.",
  );
  await expect(page.getByLabel(field('Name'))).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Blog' })).not.toBeChecked();
  await expect(page.getByTestId('lightning')).toBeHidden();
  await expectNoAxeViolations(page, 'website form success state');
});
