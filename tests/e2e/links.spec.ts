import { test } from './support/test';
import { checkInternalLinks } from './support/link-check';

// The served HTML's links and assets are crawled over HTTP (tests/http/internal-links.test.ts).
// This crawl sees what client code adds once it runs: preloads of lazily loaded chunks, the
// booking calendar's stylesheet and icon sprite, and whatever links hydrated components render.

test('no broken internal link or asset on any page, with JavaScript', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  await checkInternalLinks(page, request, baseURL ?? '');
});
