import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loader as robotsLoader } from '~/routes/robots-txt';
import { loader as sitemapLoader } from '~/routes/sitemap-xml';
import { loader as socialLoader } from '~/routes/social-card';
import { cardVersion } from '~/seo/social-card';
import { cardWords } from '~/seo/social-card.server';
import { PAGE_ROUTES } from '~/lib/route-table';
import { readSeed, writeDatasetCopy } from '../support/dataset';
import { loaderArgs } from '../support/route-args';

// The sitemap, robots.txt and social cards, read from a copy of the dataset in which an
// editor has just published a new position and hidden a page from search engines.

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dataset-'));
  const documents = readSeed();
  documents.push({
    _id: 'jobPosition-accessibility-engineer',
    _type: 'jobPosition',
    _createdAt: '2026-11-20T09:00:00Z',
    _updatedAt: '2026-11-21T10:30:00Z',
    title: 'Accessibility Engineer',
    slug: { _type: 'slug', current: 'accessibility-engineer' },
    department: 'Engineering',
    location: 'Remote',
    type: 'Full-time',
    description: 'Make every product we ship work for everyone, with a screen reader, a switch or a keyboard.',
    requirements: ['WCAG 2.2 in practice'],
    published: true,
  });
  const about = documents.find((document) => document._type === 'page' && JSON.stringify(document).includes('"about"'));
  if (!about) throw new Error('No about page in the seed');
  about.seo = { ...(typeof about.seo === 'object' ? about.seo : {}), noindex: true };
  const copy = writeDatasetCopy(dir, documents);
  vi.stubEnv('CONTENT_DATASET_PATH', copy);
  vi.stubEnv('CONTENT_CACHE_TTL_SECONDS', '0');
  vi.stubEnv('SITE_URL', 'https://www.studio.example');
});

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

async function sitemapLocations() {
  const response = await sitemapLoader(loaderArgs('/sitemap.xml'));
  expect(response.headers.get('content-type')).toContain('application/xml');
  const xml = await response.text();
  return { xml, response, urls: [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]) };
}

describe('the sitemap', () => {
  it('lists every public page at the configured origin, and nothing private', async () => {
    const { urls } = await sitemapLocations();
    for (const { path: page } of PAGE_ROUTES) {
      if (page === '/about') continue;
      expect(urls).toContain(`https://www.studio.example${page}`);
    }
    expect(urls).toContain('https://www.studio.example/products/secure-id');
    expect(urls).toContain('https://www.studio.example/careers/ui-ux-designer');
    expect(urls.filter((url) => url?.includes('/products/'))).toHaveLength(6);
    expect(urls.some((url) => /confirmation|\/api\/|\/apply$/.test(url ?? ''))).toBe(false);
  });

  it('lists a newly published position with its last change, and leaves out a page hidden from search', async () => {
    const { xml, urls } = await sitemapLocations();
    expect(xml).toContain(
      '<loc>https://www.studio.example/careers/accessibility-engineer</loc>\n    <lastmod>2026-11-21T10:30:00Z</lastmod>',
    );
    expect(urls).not.toContain('https://www.studio.example/about');
  });

  it('can be cached and revalidated', async () => {
    const { response } = await sitemapLocations();
    expect(response.headers.get('cache-control')).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await sitemapLoader({
      ...loaderArgs('/sitemap.xml'),
      request: new Request('http://site.test/sitemap.xml', { headers: { 'If-None-Match': etag ?? '' } }),
    });
    expect(again.status).toBe(304);
  });
});

describe('robots.txt', () => {
  it('points to the sitemap and keeps crawlers out of the API', async () => {
    const text = await (await robotsLoader(loaderArgs('/robots.txt'))).text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: https://www.studio.example/sitemap.xml');
  });
});

function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('social cards', () => {
  it('draws a 1200×630 PNG for a page, kept for good at its current address', async () => {
    const response = await socialLoader(
      loaderArgs('/social/careers/accessibility-engineer.png', { '*': 'careers/accessibility-engineer.png' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    // Without the current fingerprint the card is only cached briefly.
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');

    const words = await cardWords('/sandbox');
    if (!words) throw new Error('The sandbox page has no search words');
    const v = cardVersion(words);
    const current = await socialLoader(loaderArgs(`/social/sandbox.png?v=${v}`, { '*': 'sandbox.png' }));
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a page that does not exist', async () => {
    const response = await socialLoader(loaderArgs('/social/nope.png', { '*': 'nope.png' }));
    expect(response.status).toBe(404);
  });
});
