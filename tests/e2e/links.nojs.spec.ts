import { test } from '@playwright/test';
import { checkInternalLinks } from './support/link-check';

test('no broken internal link or asset on any page, without JavaScript', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  await checkInternalLinks(page, request, baseURL ?? '');
});
