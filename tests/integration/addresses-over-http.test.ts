import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEntryExports, type ServerBuild } from '../../server/app.js';
import { cardWords } from '~/seo/social-card.server';
import { formerSlugsOnPublish } from '../../studio/former-slugs';
import { readSeed, type SeedDocument } from '../support/dataset';
import { startSanityStandIn, type SanityStandIn } from '../support/sanity-stand-in';
import { importBuild, startSiteServer, type SiteServer } from '../support/site-server';

// Addresses as a visitor (or a search engine) follows them over HTTP, from the production server
// on the real build, while an editor renames documents, closes positions, adds redirects and
// changes a price in the Sanity stand-in. A publish goes through the Studio's rule for former
// slugs (studio/former-slugs.ts), as the Studio's publish action applies it.

/** The published documents as the Studio reads them (the stand-in's, pictures imported as assets). */
const live = new Map<string, SeedDocument>();
let standIn: SanityStandIn;
let site: SiteServer | undefined;
let base: string;
let bookingsDir: string;
let build: ServerBuild;
const savedEnv = { ...process.env };

beforeAll(async () => {
  // The build is current: Vitest's global set-up (tests/support/global-build.ts) made sure.
  standIn = await startSanityStandIn({ dataset: readSeed() });
  const query = new URLSearchParams({ query: '*[!(_id in path("drafts.**"))]' });
  const stored: unknown = await (await fetch(`${standIn.url}/v2025-02-19/data/query/production?${query}`)).json();
  const documents = typeof stored === 'object' && stored !== null && 'result' in stored ? stored.result : [];
  for (const document of Array.isArray(documents) ? (documents as SeedDocument[]) : [])
    live.set(document._id, document);
  bookingsDir = await mkdtemp(path.join(tmpdir(), 'addresses-bookings-'));
  Object.assign(process.env, {
    NODE_ENV: 'production',
    SANITY_PROJECT_ID: 'standin',
    SANITY_API_HOST: standIn.url,
    SANITY_USE_CDN: 'false',
    CONTENT_CACHE_TTL_SECONDS: '300',
    BOOKINGS_DIR: bookingsDir,
    SUPABASE_URL: '',
    SUPABASE_ANON_KEY: '',
    TRUST_PROXY: 'false',
    SITE_URL: '',
    SESSION_SECRET: 'addresses-test-session-secret-0123456789',
    // The test announces each change itself, as the webhook or a live event would.
    SANITY_LIVE: 'false',
  });
  build = await importBuild();
  site = await startSiteServer({ build });
  base = site.base;
  // The first page reads every query cold; on a loaded machine that can outlast the client's limit.
  await vi.waitFor(async () => expect((await fetch(`${base}/`)).status).toBe(200), { timeout: 60_000, interval: 500 });
}, 300_000);

afterAll(async () => {
  await site?.stop();
  await standIn?.close();
  await rm(bookingsDir, { recursive: true, force: true });
  process.env = savedEnv;
});

/** Publishes documents as the Studio would, then announces the change as the webhook does. */
function publish(...documents: SeedDocument[]) {
  for (const document of documents) {
    const formerSlugs = formerSlugsOnPublish(live.get(document._id), document);
    const published = formerSlugs ? { ...document, formerSlugs } : document;
    standIn.publish(published);
    live.set(document._id, published);
  }
  readEntryExports(build).contentChanged('test: published');
}

function published(id: string): SeedDocument {
  const document = live.get(id);
  if (!document) throw new Error(`No ${id} in the dataset`);
  return structuredClone(document);
}

function renamed(id: string, slug: string): SeedDocument {
  return { ...published(id), slug: { _type: 'slug', current: slug } };
}

/** One request, its redirect not followed. */
async function get(pathname: string) {
  const response = await fetch(`${base}${pathname}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

/** Follows redirects the way a browser does and returns every hop's status and the last answer. */
async function follow(pathname: string) {
  const hops: string[] = [];
  let next = pathname;
  for (let hop = 0; hop < 5; hop += 1) {
    const answer = await get(next);
    hops.push(`${answer.status} ${next}`);
    if (answer.status < 300 || answer.status >= 400 || !answer.location) return { hops, ...answer };
    next = answer.location;
  }
  throw new Error(`Too many redirects: ${hops.join(' → ')}`);
}

describe('a renamed document keeps its old address', () => {
  it.each([
    ['an editor’s page', 'page-privacy', 'privacy', 'privacy-policy', '/privacy', '/privacy-policy'],
    [
      'a product page',
      'productPage-mobile-core',
      'mobile-core',
      'mobile-core-suite',
      '/products/mobile-core',
      '/products/mobile-core-suite',
    ],
    [
      'a job position',
      'jobPosition-data-scientist',
      'data-scientist',
      'ai-data-scientist',
      '/careers/data-scientist',
      '/careers/ai-data-scientist',
    ],
    [
      'a case study',
      'caseStudy-county-permit-kiosks',
      'county-permit-kiosks',
      'county-kiosks',
      '/work/county-permit-kiosks',
      '/work/county-kiosks',
    ],
    [
      'a blog post',
      'post-design-tokens-across-three-apps',
      'design-tokens-across-three-apps',
      'design-tokens-in-three-apps',
      '/blog/design-tokens-across-three-apps',
      '/blog/design-tokens-in-three-apps',
    ],
  ])('%s: the old address answers 301 to the new one, query kept', async (_what, id, _old, slug, from, to) => {
    expect((await get(from)).status).toBe(200);
    publish(renamed(id, slug));
    const moved = await get(`${from}?utm_source=newsletter`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`${to}?utm_source=newsletter`);
    const followed = await follow(from);
    expect(followed.hops).toEqual([`301 ${from}`, `200 ${to}`]);
  });

  it('lists a renamed post at its new address: the blog, the feed and the sitemap', async () => {
    const [list, feed, sitemap] = await Promise.all([get('/blog'), get('/blog/feed.xml'), get('/sitemap.xml')]);
    for (const answer of [list, feed, sitemap]) {
      expect(answer.body).toContain('/blog/design-tokens-in-three-apps');
      expect(answer.body).not.toContain('/blog/design-tokens-across-three-apps');
    }
  });

  it('moves a renamed position’s application form with it', async () => {
    const followed = await follow('/careers/data-scientist/apply');
    expect(followed.hops).toEqual(['301 /careers/data-scientist/apply', '200 /careers/ai-data-scientist/apply']);
  });

  it('keeps every address of a document renamed twice, each straight to the current one', async () => {
    publish(renamed('caseStudy-county-permit-kiosks', 'permit-kiosks'));
    expect((await follow('/work/county-permit-kiosks')).hops).toEqual([
      '301 /work/county-permit-kiosks',
      '200 /work/permit-kiosks',
    ]);
    expect((await follow('/work/county-kiosks')).hops).toEqual(['301 /work/county-kiosks', '200 /work/permit-kiosks']);
  });

  it('keeps a renamed post’s old address a 404 until its new publish date, then moves it', async () => {
    const comingOut = Date.now() + 3_600_000;
    const post = renamed('post-design-tokens-across-three-apps', 'design-tokens-next-week');
    publish({ ...post, publishedAt: new Date(comingOut).toISOString() });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      expect((await get('/blog/design-tokens-in-three-apps')).status).toBe(404);
      expect((await get('/blog/design-tokens-next-week')).status).toBe(404);
      vi.setSystemTime(comingOut);
      expect((await follow('/blog/design-tokens-in-three-apps')).hops).toEqual([
        '301 /blog/design-tokens-in-three-apps',
        '200 /blog/design-tokens-next-week',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives an address back to a document renamed back to it', async () => {
    publish(renamed('productPage-mobile-core', 'mobile-core'));
    expect(live.get('productPage-mobile-core')?.formerSlugs).toEqual(['mobile-core-suite']);
    expect((await get('/products/mobile-core')).status).toBe(200);
    expect((await follow('/products/mobile-core-suite')).hops).toEqual([
      '301 /products/mobile-core-suite',
      '200 /products/mobile-core',
    ]);
  });
});

describe('a closed position', () => {
  it('sends visitors to /careers with a note, by default', async () => {
    publish({ ...published('jobPosition-local-sales-rep'), published: false });
    const followed = await follow('/careers/local-sales-rep');
    expect(followed.hops).toEqual(['301 /careers/local-sales-rep', '200 /careers?closed=local-sales-rep']);
    expect(followed.body).toMatch(/The position “[^”]+” is closed and no longer takes applications\./);
    expect(followed.body).not.toContain('href="/careers/local-sales-rep"');
  });

  it('answers 410 when its editor chose “gone”, on its page and its form', async () => {
    publish({ ...published('jobPosition-b2b-marketing-lead'), published: false, whenClosed: 'gone' });
    const gone = await get('/careers/b2b-marketing-lead');
    expect(gone.status).toBe(410);
    expect(gone.body).toContain('This position is no longer open');
    expect(gone.body).toContain('href="/careers"');
    expect((await get('/careers/b2b-marketing-lead/apply')).status).toBe(410);
  });

  it('answers as closed at a former address too, without a second hop', async () => {
    const job = published('jobPosition-ui-ux-designer');
    publish({ ...job, slug: { _type: 'slug', current: 'product-designer' } });
    publish({ ...published('jobPosition-ui-ux-designer'), published: false, whenClosed: 'gone' });
    expect((await get('/careers/ui-ux-designer')).status).toBe(410);
  });
});

describe('an editor’s redirect', () => {
  it('may start under /careers/ and /products/ where no document answers', async () => {
    expect((await get('/careers/summer-internship')).status).toBe(404);
    publish(
      {
        _id: 'redirect-internship',
        _type: 'redirect',
        from: '/careers/summer-internship',
        to: '/careers',
        permanent: true,
      },
      {
        _id: 'redirect-old-product',
        _type: 'redirect',
        from: '/products/scan-kit',
        to: '/real-scan',
        permanent: false,
      },
    );
    expect((await follow('/careers/summer-internship')).hops).toEqual([
      '301 /careers/summer-internship',
      '200 /careers',
    ]);
    expect((await follow('/products/scan-kit')).hops).toEqual(['302 /products/scan-kit', '200 /real-scan']);
  });
});

describe('a tier’s price, changed once', () => {
  it('shows everywhere it is written: page text, search description, social card', async () => {
    const before = await get('/professional-audit');
    const cardBefore = /\/social\/professional-audit\.png\?v=[\w-]+/.exec(before.body)?.[0];
    expect(before.body).toContain('$1,200 per mobile app');

    publish({ ...published('pricingTier-audit-professional'), price: 1350 });

    const page = await get('/professional-audit');
    // The hero's words and the search description, both written with {audit-professional price}.
    expect(page.body).toContain('$1,350 per mobile app, a detailed report');
    expect(page.body).toMatch(/<meta name="description" content="[^"]*\$1,350 per app/);
    expect(page.body).not.toContain('$1,200');
    // The social card is drawn from the new words, at a new address.
    const cardAfter = /\/social\/professional-audit\.png\?v=[\w-]+/.exec(page.body)?.[0];
    expect(cardAfter).toBeDefined();
    expect(cardAfter).not.toBe(cardBefore);
    expect((await cardWords('/professional-audit'))?.description).toContain('$1,350 per app');
    const card = await fetch(`${base}${cardAfter}`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');

    // Elsewhere: the pricing page's search description and the services page's audit card.
    expect((await get('/pricing')).body).toMatch(/<meta name="description" content="[^"]*\$1,350 Professional Audit/);
    expect((await get('/services')).body).toContain('$1,350 per mobile app');
  });
});

describe('a post scheduled for later', () => {
  it('caps how long shared caches keep a page at the moment it comes out', async () => {
    const comingOut = Date.now() + 120_000;
    // A new post: none of the addresses the one it is copied from kept.
    const post = published('post-design-tokens-across-three-apps');
    delete post.formerSlugs;
    publish({
      ...post,
      _id: 'post-coming-out-soon',
      slug: { _type: 'slug', current: 'coming-out-soon' },
      publishedAt: new Date(comingOut).toISOString(),
    });
    /** The s-maxage a response tells shared caches, in seconds. */
    const sharedSeconds = async () => {
      const response = await fetch(`${base}/blog`);
      expect(response.status).toBe(200);
      return Number(/s-maxage=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]);
    };
    // Rendered (the blog reads the scheduled post), then from the page cache: both capped, never
    // the content time to live (300 s here).
    for (const seconds of [await sharedSeconds(), await sharedSeconds()]) {
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(Math.ceil((comingOut - Date.now()) / 1000) + 1);
    }
  });
});
