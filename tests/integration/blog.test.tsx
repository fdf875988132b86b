import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSeed, writeDatasetCopy, type SeedDocument } from '../support/dataset';
import { renderRoute } from '../support/render-route';
import { loaderArgs, settle, statusOf } from '../support/route-args';
import { startSanityStandIn, type SanityStandIn } from '../support/sanity-stand-in';
import { structuredDataProblems, typesOf } from '../support/structured-data-rules';

// The blog read as a visitor, a feed reader and a crawler read it, from both content sources (the
// bundled dataset and a stand-in for Sanity): the list, its pages and categories, an article, the
// feed, the sitemap, a post scheduled for later and, through the stand-in, a post published live.

const ORIGIN = 'https://www.studio.example';

/** Older posts than the seed's, so the list has a second page (12 a page). */
const OLDER_POSTS = 8;

function paragraph(key: string, text: string) {
  return {
    _type: 'block',
    _key: key,
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
  };
}

function post(slug: string, title: string, publishedAt: string, cover: Record<string, unknown>): SeedDocument {
  return {
    _id: `post-${slug}`,
    _type: 'post',
    _createdAt: publishedAt,
    _updatedAt: publishedAt,
    title,
    slug: { _type: 'slug', current: slug },
    dek: `${title}: a short note from the studio's engineering team, kept for the archive.`,
    coverImage: { _type: 'siteImage', ...cover, alt: 'A token file with lines to three apps.' },
    authors: [{ _type: 'reference', _ref: 'person-daniel-nguyen', _key: 'a0' }],
    categories: [{ _type: 'reference', _ref: 'category-engineering', _key: 'c0' }],
    publishedAt,
    body: [paragraph('p1', 'Words of the archive post. '.repeat(40))],
    seo: { _type: 'seo', title, description: 'An archived note from the studio engineering team, kept for reference.' },
  };
}

const COVER_FILE = { _sanityAsset: 'image@file://./images/work/post-tokens-cover.webp' };
const older = Array.from({ length: OLDER_POSTS }, (_, index) =>
  post(
    `archive-note-${index + 1}`,
    `Archive note ${index + 1}`,
    `2026-0${1 + (index % 4)}-1${index}T15:00:00Z`,
    COVER_FILE,
  ),
);
/** A post due an hour after the test starts. */
const SCHEDULED_AT = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000);
const scheduled = post('scheduled-for-later', 'A post scheduled for later', SCHEDULED_AT.toISOString(), COVER_FILE);
const dataset = [...readSeed(), ...older, scheduled];

const SEED_POSTS_NEWEST_FIRST = [
  'lessons-from-the-county-permit-kiosks',
  'design-tokens-across-three-apps',
  'when-ai-invoice-matching-needs-a-person',
  'fedramp-for-small-vendors-2026',
  'what-a-mobile-accessibility-audit-checks',
  'what-wcag-2-2-changed-for-app-teams',
];

let standIn: SanityStandIn;
const copy = writeDatasetCopy(mkdtempSync(path.join(tmpdir(), 'blog-dataset-')), dataset);

beforeAll(async () => {
  standIn = await startSanityStandIn({ dataset, visibility: 'public' });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await standIn.close();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The site's modules, read afresh from the source the environment names now. */
async function siteOn(source: 'bundled dataset' | 'Sanity stand-in') {
  vi.resetModules();
  vi.unstubAllEnvs();
  vi.stubEnv('SITE_URL', ORIGIN);
  vi.stubEnv('CONTENT_CACHE_TTL_SECONDS', '3600');
  if (source === 'bundled dataset') {
    vi.stubEnv('SANITY_PROJECT_ID', '');
    vi.stubEnv('CONTENT_DATASET_PATH', copy);
  } else {
    vi.stubEnv('SANITY_PROJECT_ID', 'standin');
    vi.stubEnv('SANITY_DATASET', 'production');
    vi.stubEnv('SANITY_API_HOST', standIn.url);
    vi.stubEnv('SANITY_READ_TOKEN', '');
    vi.stubEnv('SANITY_USE_CDN', 'false');
    vi.stubEnv('SANITY_LIVE', 'true');
  }
  return {
    blog: await import('~/routes/blog'),
    post: await import('~/routes/post'),
    feed: await import('~/routes/blog-feed'),
    sitemap: await import('~/routes/sitemap-xml'),
    contentPage: await import('~/routes/content-page'),
    caseStudy: await import('~/routes/case-study'),
    version: await import('~/content/content-version.server'),
    structuredData: await import('~/seo/structured-data'),
  };
}
type Site = Awaited<ReturnType<typeof siteOn>>;

const POST_LINK = /<h[23][^>]*>\s*<a href="\/blog\/([a-z0-9-]+)"/g;
const listed = (html: string) => [...html.matchAll(POST_LINK)].map((match) => match[1]);

async function text(response: unknown): Promise<string> {
  if (!(response instanceof Response)) throw new Error('expected a Response');
  return response.text();
}

describe.each(['bundled dataset', 'Sanity stand-in'] as const)('the blog from the %s', (source) => {
  let site: Site;
  beforeAll(async () => {
    site = await siteOn(source);
  });

  it('lists 12 posts a page, newest first, with plain links to the older page and back', async () => {
    const first = await renderRoute('/blog', '/blog', site.blog);
    expect(first.status).toBe(200);
    const page1 = listed(first.html);
    expect(page1).toHaveLength(12);
    expect(page1.slice(0, 6)).toEqual(SEED_POSTS_NEWEST_FIRST);
    expect(first.html).toContain('href="/blog/page/2"');
    expect(first.html).toContain('14 posts, page 1 of 2');
    // Each card: its cover described, its authors, its date for machines and people, its reading time.
    expect(first.html).toContain('alt="A permit kiosk');
    expect(first.html).toContain('<time dateTime="2026-10-27T14:00:00Z">October 27, 2026</time>');
    expect(first.html).toMatch(/Sam Whitfield and Daniel Nguyen/);
    expect(first.html).toMatch(/\d+ min read/);

    const second = await renderRoute('/blog/page/:page', '/blog/page/2', site.blog);
    expect(listed(second.html)).toEqual(['archive-note-5', 'archive-note-1']);
    expect(second.html).toContain('href="/blog"');

    expect(statusOf(await settle(site.blog.loader(loaderArgs('/blog/page/3', { page: '3' }))))).toBe(404);
    expect(statusOf(await settle(site.blog.loader(loaderArgs('/blog/page/x', { page: 'x' }))))).toBe(404);
    const one = await settle(site.blog.loader(loaderArgs('/blog/page/1', { page: '1' })));
    expect(statusOf(one)).toBe(301);
    expect(one instanceof Response ? one.headers.get('location') : null).toBe('/blog');
  });

  it('filters by category with plain links: /blog/category/<slug>', async () => {
    const all = await renderRoute('/blog', '/blog', site.blog);
    for (const slug of ['accessibility', 'design', 'engineering', 'government', 'automation']) {
      expect(all.html).toContain(`href="/blog/category/${slug}"`);
    }
    const government = await renderRoute('/blog/category/:slug', '/blog/category/government', site.blog);
    expect(listed(government.html)).toEqual([
      'lessons-from-the-county-permit-kiosks',
      'fedramp-for-small-vendors-2026',
    ]);
    expect(government.html).toMatch(/aria-current="page"[^>]*>Government</);
    expect(government.html).toContain('Notes for public agencies');

    const engineering = await renderRoute('/blog/category/:slug', '/blog/category/engineering', site.blog);
    expect(listed(engineering.html)).toHaveLength(12);
    expect(engineering.html).toContain('href="/blog/category/engineering/page/2"');

    expect(statusOf(await settle(site.blog.loader(loaderArgs('/blog/category/mars', { slug: 'mars' }))))).toBe(404);
  });

  it('shows an article with its authors, dates, reading time, contents, colored code, related reading and one call to action', async () => {
    const slug = 'what-wcag-2-2-changed-for-app-teams';
    const { status, html } = await renderRoute('/blog/:slug', `/blog/${slug}`, site.post);
    expect(status).toBe(200);
    expect(html).toContain('<h1');
    expect(html).toContain('What WCAG 2.2 changed for app teams');
    // Authors link to their card in the team section that introduces them.
    expect(html).toContain('href="/about#person-priya-raman"');
    expect(html).toContain('href="/about#person-daniel-nguyen"');
    expect(html).toContain('<time dateTime="2026-06-09T14:00:00Z">');
    expect(html).toMatch(/\d+ min read/);
    // A table of contents whose every link lands on a heading of the article.
    const contents = html.slice(
      html.indexOf('In this article'),
      html.indexOf('</nav>', html.indexOf('In this article')),
    );
    const anchors = [...contents.matchAll(/href="#([a-z0-9-]+)"/g)].map((match) => match[1]);
    expect(anchors.length).toBeGreaterThanOrEqual(3);
    for (const id of anchors) expect(html).toContain(`<h2 id="${id}"`);
    // Code colored on the server: Prism's token classes in the markup.
    expect(html).toMatch(/<code class="language-kotlin"><span class="token (keyword|annotation)/);
    expect(html).toContain('language-swift');
    // A link to a page of the site is a reference that became its address.
    expect(html).toContain('href="/api-docs"');
    expect(html).toContain('Related work');
    expect(html).toContain('href="/work/patient-portal-accessibility"');
    expect(html).toContain('More to read');

    const data = await site.post.loader(loaderArgs(`/blog/${slug}`, { slug }));
    const closing = data.closing.map((part) => part.html).join('');
    expect(closing.match(/href="\/book-call"/g)).toHaveLength(1);

    expect(statusOf(await settle(site.post.loader(loaderArgs('/blog/no-such-post', { slug: 'no-such-post' }))))).toBe(
      404,
    );
  });

  it('describes an article as a BlogPosting by Persons, published by the studio', async () => {
    const slug = 'lessons-from-the-county-permit-kiosks';
    const data = await site.post.loader(loaderArgs(`/blog/${slug}`, { slug }));
    const facts = {
      origin: ORIGIN,
      companyName: 'Bluebonnet Labs',
      description: '',
      phone: '',
      location: '',
      logoUrl: `${ORIGIN}/social/logo.png`,
      businessHours: [],
      socialLinks: [],
    };
    const graph = site.structuredData.pageGraph(facts, `/blog/${slug}`, data) as Record<string, unknown>[];
    const posting = graph.find((node) => typesOf(node).includes('BlogPosting'));
    expect(posting).toMatchObject({
      headline: 'Seven lessons from the county permit kiosks',
      url: `${ORIGIN}/blog/${slug}`,
      datePublished: '2026-10-27T14:00:00Z',
      author: [
        { '@type': 'Person', name: 'Sam Whitfield' },
        { '@type': 'Person', name: 'Daniel Nguyen' },
      ],
      publisher: { name: 'Bluebonnet Labs' },
    });
    expect(structuredDataProblems(posting ?? {})).toEqual([]);
    // Its link to another post is a reference to that post, which became its address.
    const page = await renderRoute('/blog/:slug', `/blog/${slug}`, site.post);
    expect(page.html).toContain('href="/blog/what-a-mobile-accessibility-audit-checks"');
    expect(String(posting?.image)).toMatch(/^https?:\/\//);
  });

  it('gives a feed a feed parser reads: absolute links, full dates, the dek, newest first', async () => {
    const xml = await text(await site.feed.loader(loaderArgs('/blog/feed.xml')));
    const feed = parseFeed(xml);
    expect(feed.url).toBe(`${ORIGIN}/blog`);
    expect(feed.items).toHaveLength(14);
    const [newest] = feed.items;
    expect(newest?.url).toBe(`${ORIGIN}/blog/lessons-from-the-county-permit-kiosks`);
    expect(newest?.published?.toISOString()).toBe('2026-10-27T14:00:00.000Z');
    expect(newest?.description).toBe(
      'What we learned building self-service permit kiosks in three languages for a county office, and what we would do the same way next time.',
    );
    expect(newest?.authors.map((author) => author.name)).toEqual(['Sam Whitfield', 'Daniel Nguyen']);
    for (const item of feed.items) expect(item.url).toMatch(/^https:\/\/www\.studio\.example\/blog\/[a-z0-9-]+$/);
  });

  it('lists posts and categories in the sitemap with when they last changed', async () => {
    const xml = await text(await site.sitemap.loader(loaderArgs('/sitemap.xml')));
    expect(xml).toContain(`<loc>${ORIGIN}/blog</loc>`);
    expect(xml).toMatch(
      /<loc>https:\/\/www\.studio\.example\/blog\/what-a-mobile-accessibility-audit-checks<\/loc>\s*<lastmod>2026-09-29T15:00:00Z<\/lastmod>/,
    );
    expect(xml).toMatch(/<loc>https:\/\/www\.studio\.example\/blog\/category\/government<\/loc>\s*<lastmod>/);
  });

  it('keeps a scheduled post out of the list, the feed, the sitemap and its address until its time, then shows it with no change to the content', async () => {
    const slug = 'scheduled-for-later';
    const absent = async () => {
      expect(listed((await renderRoute('/blog', '/blog', site.blog)).html)).not.toContain(slug);
      expect(await text(await site.feed.loader(loaderArgs('/blog/feed.xml')))).not.toContain(slug);
      expect(await text(await site.sitemap.loader(loaderArgs('/sitemap.xml')))).not.toContain(slug);
      return statusOf(await settle(site.post.loader(loaderArgs(`/blog/${slug}`, { slug }))));
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SCHEDULED_AT.getTime() - 1_000);
    expect(await absent()).toBe(404);
    const version = site.version.contentVersion();
    // The caches are told when the list changes by itself: the feed is kept no longer than that.
    const feed = await site.feed.loader(loaderArgs('/blog/feed.xml'));
    expect(feed instanceof Response ? feed.headers.get('cache-control') : '').toContain('s-maxage=1,');

    vi.setSystemTime(SCHEDULED_AT.getTime());
    // The first request at the publish time finds a new content version: cached pages are let go.
    expect(site.version.contentVersion()).toBe(version + 1);
    expect(listed((await renderRoute('/blog', '/blog', site.blog)).html)[0]).toBe(slug);
    expect(await text(await site.feed.loader(loaderArgs('/blog/feed.xml')))).toContain(`/blog/${slug}</link>`);
    expect(await text(await site.sitemap.loader(loaderArgs('/sitemap.xml')))).toContain(`/blog/${slug}</loc>`);
    expect((await renderRoute('/blog/:slug', `/blog/${slug}`, site.post)).status).toBe(200);
  });

  it('shows the three newest posts on the home page, and the posts about a case study or a service on its page', async () => {
    const home = await renderRoute('/', '/', site.contentPage);
    expect(listed(home.html)).toEqual(SEED_POSTS_NEWEST_FIRST.slice(0, 3));

    const kiosks = await renderRoute('/work/:slug', '/work/county-permit-kiosks', site.caseStudy);
    expect(listed(kiosks.html)).toEqual(['lessons-from-the-county-permit-kiosks']);

    // The AI & Automation service's card leads to /automation: that page lists the post about it.
    const automation = await renderRoute('/automation', '/automation', site.contentPage);
    expect(listed(automation.html)).toEqual(['when-ai-invoice-matching-needs-a-person']);
  });
});

describe('a post published in the Studio', () => {
  it('reaches /blog, the feed and the sitemap on the next request, through the live event', async () => {
    const site = await siteOn('Sanity stand-in');
    const slug = 'published-just-now';
    // Read once, so the caches hold the answers the live event must drop.
    expect(listed((await renderRoute('/blog', '/blog', site.blog)).html)).not.toContain(slug);
    const cover = (await import('~/content/content.server')).getContent();
    const asset = (await cover.posts())[0]?.coverImage.asset._id ?? '';
    await vi.waitFor(() => expect(standIn.liveConnections()).toBeGreaterThanOrEqual(1), { timeout: 5_000 });

    const version = site.version.contentVersion();
    standIn.publish(
      post(slug, 'Published just now', new Date(Date.now() - 60_000).toISOString(), {
        asset: { _type: 'reference', _ref: asset },
      }),
    );
    await vi.waitFor(() => expect(site.version.contentVersion()).toBeGreaterThan(version), {
      timeout: 2_000,
      interval: 20,
    });

    expect(listed((await renderRoute('/blog', '/blog', site.blog)).html)[0]).toBe(slug);
    expect(await text(await site.feed.loader(loaderArgs('/blog/feed.xml')))).toContain(`${ORIGIN}/blog/${slug}</link>`);
    expect(await text(await site.sitemap.loader(loaderArgs('/sitemap.xml')))).toContain(`${ORIGIN}/blog/${slug}</loc>`);
  });
});
