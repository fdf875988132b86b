import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { graphNodes, structuredDataProblems, typesOf } from '../support/structured-data-rules';
import { SITE_ROUTES } from '../support/site-routes';

// Fetched as a crawler would: the sitemap and robots.txt, then every listed page's meta tags,
// canonical address, social card and structured data.

async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((match) => (match[1] ? [match[1]] : []));
}

async function jsonLdNodes(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length).toBe(1);
  return blocks.flatMap((block) => graphNodes(JSON.parse(block)));
}

test('robots.txt points to a sitemap that lists every public route, each answering 200', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /api/');

  const urls = await sitemapUrls(request);
  const paths = urls.map((url) => new URL(url).pathname);
  for (const route of SITE_ROUTES) {
    if (route === '/confirmation') expect(paths).not.toContain(route);
    else expect(paths).toContain(route);
  }
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
  }
});

test('every page in the sitemap has its canonical address, social tags, a 1200×630 card and valid structured data', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const urls = await sitemapUrls(request);
  const cards = new Set<string>();
  for (const url of urls) {
    await page.goto(url);
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
    for (const property of ['og:title', 'og:description', 'og:site_name', 'og:type', 'og:image:alt']) {
      await expect(head.locator(`meta[property="${property}"]`), `${property} on ${url}`).toHaveAttribute(
        'content',
        /\S/,
      );
    }
    await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toBeTruthy();
    if (image) cards.add(image);

    const nodes = await jsonLdNodes(page);
    const types = nodes.flatMap(typesOf);
    expect(types, url).toContain('ProfessionalService');
    expect(types, url).toContain('WebSite');
    if (new URL(url).pathname !== '/') expect(types, url).toContain('BreadcrumbList');
    for (const node of nodes) expect(structuredDataProblems(node), url).toEqual([]);
  }
  expect(cards.size).toBe(urls.length);

  // Each card is a PNG of the size the tags announce.
  for (const card of [...cards].slice(0, 4)) {
    const response = await request.get(card);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const bytes = await response.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  }
});

test('each position on /careers has its own JobPosting with the same title, and FAQs and prices are marked up', async ({
  page,
}) => {
  await page.goto('/careers');
  const cards = page.locator('main article').filter({ has: page.getByRole('link', { name: /View Details/ }) });
  const titles = await cards.locator('h2').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  const slugs = await cards
    .getByRole('link', { name: /View Details/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const postings: string[] = [];
  for (const slug of slugs) {
    await page.goto(slug);
    const posting = (await jsonLdNodes(page)).find((node) => typesOf(node).includes('JobPosting'));
    expect(posting, slug).toBeDefined();
    if (typeof posting?.title === 'string') postings.push(posting.title);
  }
  expect(postings.sort()).toEqual(titles.map((title) => title.trim()).sort());

  await page.goto('/services');
  expect((await jsonLdNodes(page)).flatMap(typesOf)).toContain('FAQPage');
  await page.goto('/pricing');
  expect((await jsonLdNodes(page)).flatMap(typesOf)).toContain('OfferCatalog');
  await page.goto('/products/analytics-pro');
  expect((await jsonLdNodes(page)).flatMap(typesOf)).toContain('SoftwareApplication');
});

test('the confirmation page and the 404 page ask not to be indexed', async ({ page }) => {
  await page.goto('/confirmation');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
