import { test } from './support/test';
import { expectAccessibleAtAllWidths } from './support/a11y';

// The privacy notice is an editor's page; every lead form and the footer link to it. Its words
// and those links are checked over HTTP (tests/http/privacy-links.test.ts). JavaScript is off in
// this project.

test('the privacy notice has no axe violations at any width', async ({ page }) => {
  await expectAccessibleAtAllWidths(page, '/privacy');
});
