import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContent } from '~/content/content.server';
import * as queries from '~/content/queries';
import { ROUTED_TYPES } from '~/lib/document-paths';
import {
  createBundledSource,
  createSanitySource,
  type ContentSource,
  type QueryParams,
} from '~/content/sources.server';
import { readSeed, SEED_PATH } from '../support/dataset';
import { startSanityStandIn, type SanityStandIn } from '../support/sanity-stand-in';

/**
 * Parameters for every named query, including cases that find nothing. A query added to
 * app/content/queries.ts without cases here fails the first test, so none goes unchecked.
 */
const CASES: Record<string, QueryParams[]> = {
  SITE_SETTINGS_QUERY: [{}],
  BOOKING_AVAILABILITY_QUERY: [{}],
  JOB_POSITIONS_QUERY: [{}],
  JOB_POSITION_QUERY: [{ slug: 'data-scientist' }, { slug: 'no-such-position' }],
  // home and pricing expand service, FAQ and pricing tier references; api-docs and automation
  // carry the nested section types; home and about dereference image assets (about's has a fallback).
  PAGE_QUERY: [
    { slug: 'careers' },
    { slug: 'home' },
    { slug: 'pricing' },
    { slug: 'api-docs' },
    { slug: 'automation' },
    { slug: 'about' },
    // featured work when a case-study section names none, and testimonials
    { slug: 'work' },
    // the website offer band and hero notes
    { slug: 'real-scan' },
    { slug: 'sandbox' },
    { slug: 'no-such-page' },
  ],
  PRODUCT_PAGE_QUERY: [{ slug: 'mobile-core' }, { slug: 'no-such-product' }],
  // story fields with pictures between paragraphs, a testimonial and service references
  CASE_STUDIES_QUERY: [{}],
  CASE_STUDY_QUERY: [{ slug: 'county-permit-kiosks' }, { slug: 'no-such-case-study' }],
  SITEMAP_QUERY: [{}],
  ROUTING_QUERY: [{ routedTypes: [...ROUTED_TYPES] }],
  WEBSITE_OFFER_QUERY: [{}],
  TIER_PRICES_QUERY: [{}],
  SERVICE_REQUEST_OPTIONS_QUERY: [{}],
};

const namedQueries: [string, string][] = Object.entries(queries).flatMap(([name, value]) =>
  name.endsWith('_QUERY') && typeof value === 'string' ? [[name, value] satisfies [string, string]] : [],
);

describe('both content sources', () => {
  let standIn: SanityStandIn;
  let sanity: ContentSource;
  let bundled: ContentSource;

  beforeAll(async () => {
    standIn = await startSanityStandIn({ dataset: readSeed(), token: 'read-token', projectId: 'stand-in' });
    // Both import the seed's image files the same way; told the same address for them (the site
    // serves the bundled ones itself, Sanity from its CDN), they must give the same documents.
    bundled = createBundledSource(SEED_PATH, { baseUrl: standIn.url, projectId: 'stand-in', dataset: 'production' });
    sanity = createSanitySource({
      projectId: 'stand-in',
      dataset: 'production',
      apiVersion: '2025-02-19',
      token: 'read-token',
      useCdn: true,
      apiHost: standIn.url,
    });
  });
  afterAll(() => standIn.close());

  it('has cases for every named query', () => {
    expect(namedQueries.map(([name]) => name).sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(
    namedQueries.flatMap(([name, query]) =>
      (CASES[name] ?? []).map((params) => [name, JSON.stringify(params), query, params] as const),
    ),
  )('%s %s returns the same result from Sanity and from the bundled dataset', async (_name, _label, query, params) => {
    const [fromSanity, fromBundle] = await Promise.all([sanity.fetch(query, params), bundled.fetch(query, params)]);
    expect(fromSanity).toEqual(fromBundle);
  });

  it('sends the read token and asks for published content only', async () => {
    standIn.requests.length = 0;
    await sanity.fetch(queries.SITE_SETTINGS_QUERY, {});
    expect(standIn.requests[0]?.authorization).toBe('Bearer read-token');
    expect(standIn.requests[0]?.path).toBe('/v2025-02-19/data/query/production');
  });

  it('gives the site the same typed content from either source', async () => {
    const viaSanity = createContent(sanity, { ttlMs: 0 });
    const viaBundle = createContent(bundled, { ttlMs: 0 });
    const [settingsA, settingsB, jobsA, jobsB, pageA, pageB] = await Promise.all([
      viaSanity.siteSettings(),
      viaBundle.siteSettings(),
      viaSanity.jobPositions(),
      viaBundle.jobPositions(),
      viaSanity.page('careers'),
      viaBundle.page('careers'),
    ]);
    expect(settingsA).toEqual(settingsB);
    expect(settingsA?.enquiryEmail).toMatch(/@/);
    expect(jobsA).toEqual(jobsB);
    expect(jobsA.map((job) => job.title)).toEqual([
      'Proposal Manager',
      'UI/UX Designer',
      'Security Solutions Architect',
      'Senior Business Development Executive',
      'Data Scientist',
      'Local Sales Rep',
      'B2B Marketing Lead',
    ]);
    expect(pageA).toEqual(pageB);
    expect(pageA?.hero.heading).toBe('Join Our Team');
  });

  it('surfaces a Sanity error instead of pretending the content is empty', async () => {
    const wrongDataset = createSanitySource({
      projectId: 'stand-in',
      dataset: 'staging',
      apiVersion: '2025-02-19',
      useCdn: false,
      apiHost: standIn.url,
    });
    await expect(wrongDataset.fetch(queries.SITE_SETTINGS_QUERY, {})).rejects.toThrow(/not found/i);
  });
});
