import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentVersion } from '~/content/content-version.server';
import { getContent } from '~/content/content.server';
import * as contentPage from '~/routes/content-page';
import { loader as sitemapLoader } from '~/routes/sitemap-xml';
import * as caseStudyRoute from '~/routes/case-study';
import * as work from '~/routes/work';
import { readSeed, type SeedDocument } from '../support/dataset';
import { renderRoute } from '../support/render-route';
import { loaderArgs, settle, statusOf } from '../support/route-args';
import { startSanityStandIn, type SanityStandIn } from '../support/sanity-stand-in';
import { documentMarkers } from '../../studio/validate-documents';
import { formerSlugsOnPublish } from '../../studio/former-slugs';

// An editor writes a case study in the Studio, publishes it, features it, renames it (the Studio
// says the old address will redirect, and it does) and unpublishes it. Each publish reaches /work, the
// case study's page, the home page and the sitemap through the live event; no code changes.

function paragraph(key: string, text: string) {
  return {
    _type: 'block',
    _key: key,
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: `${key}-span`, text, marks: [] }],
  };
}

const ID = 'caseStudy-district-enrollment';

function caseStudy(slug: string, heroAssetId: string): SeedDocument {
  const picture = { _type: 'siteImage', asset: { _type: 'reference', _ref: heroAssetId } };
  return {
    _id: ID,
    _type: 'caseStudy',
    title: 'One enrollment form for every school in the district',
    slug: { _type: 'slug', current: slug },
    client: { name: 'Cedar Creek ISD', industry: 'education' },
    outcome: {
      value: '9 minutes',
      measure: 'to enroll a child, down from two office visits',
      timeFrame: 'for the fall term',
    },
    summary:
      'We replaced paper enrollment packets with one accessible form in four languages that families finish on a phone.',
    challenge: [paragraph('c1', 'Families stood in line twice to enroll one child.')],
    approach: [
      paragraph('a1', 'We tested the form with parents in four languages.'),
      { ...picture, _key: 'a2', alt: 'The enrollment form on a phone.' },
    ],
    result: [paragraph('r1', 'Most families enrolled from home.')],
    services: [{ _type: 'reference', _ref: 'service-custom-web-apps', _key: 's1' }],
    heroImage: { ...picture, alt: 'The district enrollment form on a phone.' },
    seo: {
      _type: 'seo',
      title: 'District enrollment · Case study',
      description: 'One enrollment form for a school district.',
    },
    publishedAt: '2026-11-20',
    featured: true,
    order: 0,
  };
}

let standIn: SanityStandIn;
const seed = readSeed();

beforeAll(async () => {
  standIn = await startSanityStandIn({ dataset: seed, visibility: 'public' });
  vi.stubEnv('SANITY_PROJECT_ID', 'standin');
  vi.stubEnv('SANITY_DATASET', 'production');
  vi.stubEnv('SANITY_API_HOST', standIn.url);
  vi.stubEnv('SANITY_READ_TOKEN', '');
  vi.stubEnv('SANITY_USE_CDN', 'false');
  vi.stubEnv('SANITY_LIVE', 'true');
  vi.stubEnv('CONTENT_CACHE_TTL_SECONDS', '3600');
  vi.stubEnv('SITE_URL', 'https://www.studio.example');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await standIn.close();
});

/** Waits until the site has heard of a change (the content version moves). */
async function reachesSite(change: () => void) {
  await vi.waitFor(() => expect(standIn.liveConnections()).toBe(1), { timeout: 5_000 });
  const version = contentVersion();
  change();
  await vi.waitFor(() => expect(contentVersion()).toBeGreaterThan(version), { timeout: 2_000, interval: 20 });
}

const caseStudyPage = (slug: string, query = '') =>
  settle(caseStudyRoute.loader(loaderArgs(`/work/${slug}${query}`, { slug })));

async function sitemap() {
  const response = await sitemapLoader(loaderArgs('/sitemap.xml'));
  return (response as Response).text();
}

describe('a case study an editor publishes, renames and unpublishes', () => {
  it('appears on /work, on its own page, on the home page and in the sitemap, and moves with a redirect', async () => {
    // Read everything once, so the cache holds the old answers the live event must drop.
    const kiosks = await getContent().caseStudy('county-permit-kiosks');
    const assetId = kiosks?.heroImage.asset._id ?? '';
    expect(assetId).toMatch(/^image-/);
    expect(statusOf(await caseStudyPage('school-enrollment'))).toBe(404);
    expect((await renderRoute('/work', '/work', work)).html).not.toContain('Cedar Creek ISD');
    expect(await sitemap()).not.toContain('/work/school-enrollment');

    await reachesSite(() => standIn.publish(caseStudy('school-enrollment', assetId)));
    const { html } = await renderRoute('/work/:slug', '/work/school-enrollment', caseStudyRoute);
    expect(html).toContain('One enrollment form for every school in the district');
    expect(html).toContain('9 minutes');
    expect((await renderRoute('/work', '/work?industry=education', work)).html).toContain('Cedar Creek ISD');
    // Featured, first in order: the home page's case-study band shows it.
    expect((await renderRoute('/', '/', contentPage)).html).toContain('href="/work/school-enrollment"');
    expect(await sitemap()).toContain('/work/school-enrollment</loc>');

    // Renamed in a draft: the Studio warns that the address moves and shows the redirect kept.
    const draft = { ...caseStudy('district-enrollment', assetId), _id: `drafts.${ID}` };
    const published = caseStudy('school-enrollment', assetId);
    const warnings = (await documentMarkers(draft, [...seed, published, draft]))
      .filter((marker) => marker.path === 'slug')
      .map((marker) => `${marker.level}: ${marker.message}`);
    expect(warnings).toEqual([
      'warning: This case study is published at /work/school-enrollment. Publishing the new slug moves it to /work/district-enrollment; /work/school-enrollment will be kept as a permanent redirect (301): visitors and search engines asking for it are sent on to /work/district-enrollment.',
    ]);

    // Published as the Studio's publish action does: the old slug kept among the former ones.
    const renamed = caseStudy('district-enrollment', assetId);
    await reachesSite(() => standIn.publish({ ...renamed, formerSlugs: formerSlugsOnPublish(published, renamed) }));
    const moved = await caseStudyPage('school-enrollment', '?utm_source=newsletter');
    expect(statusOf(moved)).toBe(301);
    expect(moved instanceof Response ? moved.headers.get('location') : null).toBe(
      '/work/district-enrollment?utm_source=newsletter',
    );
    expect((await renderRoute('/work/:slug', '/work/district-enrollment', caseStudyRoute)).status).toBe(200);
    const listed = await sitemap();
    expect(listed).toContain('/work/district-enrollment</loc>');
    expect(listed).not.toContain('/work/school-enrollment</loc>');

    // Unpublished: gone from its page, the list, the home page and the sitemap.
    await reachesSite(() => standIn.unpublish(ID));
    expect(statusOf(await caseStudyPage('district-enrollment'))).toBe(404);
    expect((await renderRoute('/work', '/work', work)).html).not.toContain('Cedar Creek ISD');
    expect((await renderRoute('/', '/', contentPage)).html).not.toContain('/work/district-enrollment');
    expect(await sitemap()).not.toContain('/work/district-enrollment');
  });
});
