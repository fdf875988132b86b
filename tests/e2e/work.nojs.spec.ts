import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y';

test('the /work filters are plain links that work without JavaScript', async ({ page }) => {
  await page.goto('/work');
  const list = page.getByRole('list').filter({ has: page.getByRole('article') });
  await expect(list.getByRole('article')).toHaveCount(3);
  const filters = page.getByRole('navigation', { name: 'Filter case studies' });
  await filters.getByRole('link', { name: 'Healthcare' }).click();
  await expect(page).toHaveURL(/\/work\?industry=healthcare$/);
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(page.getByText('1 case study match the filter')).toBeVisible();
  await expect(filters.getByRole('link', { name: 'Healthcare' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page, '/work filtered by industry');

  await filters.getByRole('link', { name: 'Accessibility & Compliance Audits' }).click();
  await expect(page).toHaveURL(/\/work\?service=accessibility-audits&industry=healthcare$/);
  await expect(list.getByRole('article')).toHaveCount(1);
  await list.getByRole('link', { name: 'Making a patient portal usable by every patient' }).click();
  await expect(page).toHaveURL(/\/work\/patient-portal-accessibility$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Making a patient portal usable by every patient');
});
