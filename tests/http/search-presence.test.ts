import { describe, expect, inject, it } from 'vitest';
import { getByRole, only, Visitor, type HttpPage } from '../support/http-page';
import { SITE_ROUTES } from '../support/site-routes';
import { graphNodes, structuredDataProblems, typesOf } from '../support/structured-data-rules';

// Fetched as a crawler would: the sitemap and robots.txt, then every listed page's meta tags,
// canonical address, social card and structured data.

const base = inject('siteUrl');
const visitor = new Visitor(base);

async function sitemapUrls(): Promise<string[]> {
  const response = await visitor.fetch('/sitemap.xml');
  expect(response.status).toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((match) => (match[1] ? [match[1]] : []));
}

function jsonLdNodes(page: HttpPage) {
  const blocks = [...page.document.querySelectorAll('script[type="application/ld+json"]')];
  expect(blocks.length).toBe(1);
  return blocks.flatMap((block) => graphNodes(JSON.parse(block.textContent ?? '')));
}

/** The one element of the head that `selector` finds: its attribute (a second one would be a page fault). */
function headAttribute(page: HttpPage, selector: string, attribute: string): string | null {
  return only([...page.document.head.querySelectorAll(selector)], `${selector} on ${page.url.href}`).getAttribute(
    attribute,
  );
}

describe('search presence', () => {
  it('robots.txt points to a sitemap that lists every public route, each answering 200', async () => {
    const robots = await (await visitor.fetch('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');

    const urls = await sitemapUrls();
    const paths = urls.map((url) => new URL(url).pathname);
    for (const route of SITE_ROUTES) {
      if (route === '/confirmation') expect(paths).not.toContain(route);
      else expect(paths).toContain(route);
    }
    for (const url of urls) expect((await visitor.goto(url)).status, url).toBe(200);
  }, 120_000);

  it('every page in the sitemap has its canonical address, social tags, a 1200×630 card and valid structured data', async () => {
    const urls = await sitemapUrls();
    const cards = new Set<string>();
    for (const url of urls) {
      const page = await visitor.goto(url);
      expect(headAttribute(page, 'link[rel="canonical"]', 'href')).toBe(url);
      expect(headAttribute(page, 'meta[property="og:url"]', 'content')).toBe(url);
      for (const property of ['og:title', 'og:description', 'og:site_name', 'og:type', 'og:image:alt']) {
        expect(headAttribute(page, `meta[property="${property}"]`, 'content'), `${property} on ${url}`).toMatch(/\S/);
      }
      expect(headAttribute(page, 'meta[property="og:image:width"]', 'content')).toBe('1200');
      expect(headAttribute(page, 'meta[property="og:image:height"]', 'content')).toBe('630');
      expect(headAttribute(page, 'meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
      expect(page.document.head.querySelectorAll('meta[name="robots"]'), url).toHaveLength(0);
      const image = headAttribute(page, 'meta[property="og:image"]', 'content');
      expect(image).toBeTruthy();
      if (image) cards.add(image);

      const nodes = jsonLdNodes(page);
      const types = nodes.flatMap(typesOf);
      expect(types, url).toContain('ProfessionalService');
      expect(types, url).toContain('WebSite');
      if (new URL(url).pathname !== '/') expect(types, url).toContain('BreadcrumbList');
      for (const node of nodes) expect(structuredDataProblems(node), url).toEqual([]);
    }
    expect(cards.size).toBe(urls.length);

    // Each card is a PNG of the size the tags announce.
    for (const card of [...cards].slice(0, 4)) {
      const response = await visitor.fetch(card);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  }, 180_000);

  it('each position on /careers has its own JobPosting with the same title, and FAQs and prices are marked up', async () => {
    const careers = await visitor.goto('/careers');
    const cards = [...careers.document.querySelectorAll('main article')].filter(
      (card) => getByRole(card, 'link', { name: /View Details/ }).length > 0,
    );
    const titles = cards.flatMap((card) => [...card.querySelectorAll('h2')].map((title) => title.textContent ?? ''));
    expect(titles.length).toBeGreaterThan(0);
    const slugs = cards.flatMap((card) =>
      getByRole(card, 'link', { name: /View Details/ }).map((link) => link.getAttribute('href') ?? ''),
    );
    const postings: string[] = [];
    for (const slug of slugs) {
      const posting = jsonLdNodes(await visitor.goto(slug)).find((node) => typesOf(node).includes('JobPosting'));
      expect(posting, slug).toBeDefined();
      if (typeof posting?.title === 'string') postings.push(posting.title);
    }
    expect(postings.sort()).toEqual(titles.map((title) => title.trim()).sort());

    expect(jsonLdNodes(await visitor.goto('/services')).flatMap(typesOf)).toContain('FAQPage');
    expect(jsonLdNodes(await visitor.goto('/pricing')).flatMap(typesOf)).toContain('OfferCatalog');
    expect(jsonLdNodes(await visitor.goto('/products/analytics-pro')).flatMap(typesOf)).toContain(
      'SoftwareApplication',
    );
  });

  it('the confirmation page and the 404 page ask not to be indexed', async () => {
    const confirmation = await visitor.goto('/confirmation');
    expect(headAttribute(confirmation, 'meta[name="robots"]', 'content')).toBe('noindex');
    const missing = await visitor.goto('/no-such-page');
    expect(missing.status).toBe(404);
    expect(headAttribute(missing, 'meta[name="robots"]', 'content')).toBe('noindex');
  });
});
