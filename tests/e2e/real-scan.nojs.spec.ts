import { expect, test } from './support/test';
import { expectAccessibleAtAllWidths } from './support/a11y';

test('real scan without JavaScript says the scan needs it and still shows the page', async ({ page }) => {
  await page.goto('/real-scan');
  await expect(page.getByLabel('Upload your app builds')).toBeVisible();
  await expect(page.getByText('The upload and scan run entirely in your browser and need JavaScript.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'A scan that reads your app like your users do' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Website services' })).toHaveAttribute('href', '/website-services');
  await expect(page.getByRole('link', { name: 'See audit pricing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try the free demo tools' })).toBeVisible();
});

test('real scan without JavaScript has no axe violations', async ({ page }) => {
  await expectAccessibleAtAllWidths(page, '/real-scan');
});
