import { stegaClean } from '@sanity/client/stega';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyPreviewHeaders } from '~/content/preview.server';
import * as root from '~/root';
import * as contentPage from '~/routes/content-page';
import * as disable from '~/routes/api-preview-mode-disable';
import * as enable from '~/routes/api-preview-mode-enable';
import * as career from '~/routes/position';
import { readSeed } from '../support/dataset';
import { loaderArgs } from '../support/route-args';
import { startSanityStandIn, type SanityStandIn } from '../support/sanity-stand-in';
import { heroHeading } from '../support/rendered';

// An editor opens a page in the Studio's Presentation tool: the Studio stores a secret in the
// dataset and opens /api/preview-mode/enable with it. The site checks it against Sanity, sets
// the preview cookie, and from then on reads drafts with stega markers, uncached.

const STUDIO_URL = 'http://127.0.0.1:3333';
const DRAFT_HEADING = 'A heading still in draft';

let standIn: SanityStandIn;

beforeAll(async () => {
  const documents = readSeed();
  const aboutPage = documents.find((document) => document._id === 'page-about');
  if (!aboutPage) throw new Error('No page-about in the seed');
  const hero = typeof aboutPage.hero === 'object' && aboutPage.hero !== null ? aboutPage.hero : {};
  standIn = await startSanityStandIn({
    dataset: [...documents, { ...aboutPage, _id: 'drafts.page-about', hero: { ...hero, heading: DRAFT_HEADING } }],
    token: 'viewer-token',
    visibility: 'public',
  });
  vi.stubEnv('SANITY_PROJECT_ID', 'standin');
  vi.stubEnv('SANITY_DATASET', 'production');
  vi.stubEnv('SANITY_API_HOST', standIn.url);
  vi.stubEnv('SANITY_READ_TOKEN', '');
  vi.stubEnv('SANITY_PREVIEW_TOKEN', 'viewer-token');
  vi.stubEnv('SANITY_STUDIO_URL', STUDIO_URL);
  vi.stubEnv('SANITY_USE_CDN', 'false');
  vi.stubEnv('SANITY_LIVE', 'false');
  vi.stubEnv('SESSION_SECRET', 'a-session-secret-for-tests-of-32-characters-or-more');
  vi.stubEnv('CONTENT_CACHE_TTL_SECONDS', '3600');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await standIn.close();
});

/** Loader arguments for a GET, with the cookie the browser would send. */
const get = (path: string, cookie?: string) => {
  const args = loaderArgs(path);
  if (cookie) args.request.headers.set('cookie', cookie);
  return args;
};

async function enableWith(secret: string | undefined, pathname = '/about') {
  const query = new URLSearchParams({ 'sanity-preview-pathname': pathname });
  if (secret !== undefined) query.set('sanity-preview-secret', secret);
  return enable.loader(get(`/api/preview-mode/enable?${query}`));
}

/** The name=value part of a Set-Cookie header, as the browser would send it back. */
const cookiePair = (setCookie: string | null) => (setCookie ?? '').split(';')[0] ?? '';

describe('turning preview mode on', () => {
  it('is refused without a secret, with a wrong one, and sets nothing', async () => {
    for (const secret of [undefined, '', 'not-the-secret']) {
      const response = await enableWith(secret);
      expect(response.status).toBe(401);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('with the secret the Studio stored, sets a signed, HttpOnly, Secure, SameSite=None cookie and returns to the page', async () => {
    const response = await enableWith(standIn.createPreviewSecret(STUDIO_URL));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/about');
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=None/);
    // The secret was read with the preview token: it sits under a private path.
    expect(standIn.requests.at(-1)?.authorization).toBe('Bearer viewer-token');
  });

  it('never redirects off the site', async () => {
    const response = await enableWith(standIn.createPreviewSecret(STUDIO_URL), '//elsewhere.test/x');
    // Only the path is kept: the visitor lands on this site's /x, never on another host.
    expect(response.headers.get('location')).toBe('/x');
  });
});

describe('in preview mode', () => {
  let cookie: string;

  beforeAll(async () => {
    cookie = cookiePair((await enableWith(standIn.createPreviewSecret(STUDIO_URL))).headers.get('set-cookie'));
  });

  it('pages show drafts with stega markers, and are kept from search engines', async () => {
    const { page } = await contentPage.loader(get('/about', cookie));
    expect(stegaClean(heroHeading(page.body))).toBe(DRAFT_HEADING);
    expect(heroHeading(page.body)).not.toBe(DRAFT_HEADING);
    const rootData = await root.loader(get('/about', cookie));
    expect(rootData.site.noindex).toBe(true);
    const drafts = standIn.requests.filter((request) => request.perspective === 'drafts');
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((request) => request.authorization === 'Bearer viewer-token')).toBe(true);
  });

  it('skips every cache: each request reads Sanity again', async () => {
    const before = standIn.requests.length;
    await contentPage.loader(get('/about', cookie));
    await contentPage.loader(get('/about', cookie));
    expect(standIn.requests.length - before).toBeGreaterThanOrEqual(4);
  });

  it('keeps links and other non-text fields free of markers', async () => {
    const { job } = await career.loader({
      ...get('/careers/data-scientist', cookie),
      params: { slug: 'data-scientist' },
    });
    expect(job.slug).toBe('data-scientist');
    expect(stegaClean(job.department)).toBe(job.department);
  });

  it('visitors without the cookie, or with a forged one, still see the published page', async () => {
    for (const forged of [undefined, '__sanity_preview=99999999999999.forged', `${cookie.slice(0, -2)}xx`]) {
      const { page } = await contentPage.loader(get('/about', forged));
      expect(heroHeading(page.body)).not.toContain(DRAFT_HEADING);
      expect(stegaClean(heroHeading(page.body))).toBe(heroHeading(page.body));
      expect((await root.loader(get('/about', forged))).site.noindex).toBe(false);
    }
  });
});

describe('turning preview mode off', () => {
  it('clears the cookie and returns to the page', async () => {
    const response = disable.loader(get('/api/preview-mode/disable?redirect=%2Fabout'));
    expect(response.headers.get('location')).toBe('/about');
    expect(response.headers.get('set-cookie')).toMatch(/^__sanity_preview=;.*Max-Age=0/);
  });
});

describe('preview response headers', () => {
  it('are never cached and may be framed by the Studio only', () => {
    const headers = new Headers({
      'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'; base-uri 'self'",
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'public, max-age=60',
    });
    applyPreviewHeaders(headers, STUDIO_URL);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    expect(headers.get('Content-Security-Policy')).toBe(
      `default-src 'self'; frame-ancestors ${STUDIO_URL}; base-uri 'self'`,
    );
    expect(headers.get('X-Frame-Options')).toBeNull();
  });
});
