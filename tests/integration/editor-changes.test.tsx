import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { createClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as contentPage from '~/routes/content-page';
import * as careers from '~/routes/careers';
import { loader as mediaLoader } from '~/routes/media-image';
import type * as getStartedRoute from '~/routes/get-started';
import { readSeed, writeDatasetCopy, type SeedDocument } from '../support/dataset';
import { renderRoute } from '../support/render-route';
import { actionArgs, loaderArgs, settle, statusOf } from '../support/route-args';
import { startSanityStandIn, type SanityStandIn } from '../support/sanity-stand-in';
import { loadSiteRouteModules, type RouteModule, type SiteRouteModule } from '../support/site-route-modules';

// An editor's change in the Studio ends up in the dataset; the site must show it without a
// code change. This test edits a copy of the bundled dataset the way the Studio would (a job
// title, a price, an FAQ answer, the about page's picture) and renders the pages from that copy;
// then it swaps the picture the way an editor does against Sanity itself (upload, then publish
// the reference), through the Sanity API stand-in.

let dir: string;

/** A photo-like raster file an editor might upload: 1600 × 1000 px, drawn here so the test needs no fixture. */
function drawPhoto(): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <rect width="1600" height="1000" fill="#35507a"/><circle cx="1100" cy="420" r="260" fill="#f3b33d"/>
    <rect x="160" y="560" width="900" height="300" rx="40" fill="#e9ecf7"/></svg>`;
  return Buffer.from(new Resvg(svg).render().asPng());
}

const NEW_ALT = 'The team around the whiteboard in the new studio';

/** What a page must show for a responsive picture of this uploaded asset. */
function expectResponsiveImage(html: string, assetHash: string) {
  const tag = html.match(new RegExp(`<img[^>]*${assetHash}[^>]*>`))?.[0];
  expect(tag, 'the page shows the new picture').toBeDefined();
  // The story's frame is 4:3, cut around the hotspot from the 1200 × 1000 px the editor kept.
  expect(tag).toContain('width="1200"');
  expect(tag).toContain('height="900"');
  expect(tag).toContain(`alt="${NEW_ALT}"`);
  expect(tag).toContain('loading="lazy"');
  const srcset = tag?.match(/srcSet="([^"]+)"/i)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const candidates = srcset.split(', ').map((candidate) => candidate.split(' '));
  expect(candidates.map(([, width]) => width)).toEqual(['320w', '480w', '640w', '800w', '960w', '1200w']);
  for (const [url, width] of candidates) {
    expect(url).toMatch(
      new RegExp(`${assetHash}-1600x1000\\.png\\?rect=200,50,1200,900&w=${parseInt(width ?? '')}&h=\\d+&auto=format$`),
    );
  }
  expect(tag).toMatch(/sizes="[^"]+"/);
}

/** The about page's story picture: the new file, cropped to its middle 1200 px with the hotspot left of center. */
function aboutWithNewPicture(page: SeedDocument, asset: Record<string, unknown>): SeedDocument {
  const copy = structuredClone(page);
  const sections = copy.sections as { _key: string; image?: Record<string, unknown> }[];
  const story = sections.find((section) => section._key === 'story');
  if (!story) throw new Error('The about page has no story section');
  story.image = {
    _type: 'siteImage',
    ...asset,
    alt: NEW_ALT,
    crop: { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0.125, right: 0.125 },
    hotspot: { _type: 'sanity.imageHotspot', x: 0.4, y: 0.5, width: 0.3, height: 0.3 },
  };
  return copy;
}

/** What a visitor reads on a page: its text, and the values its choices send. */
async function visibleText(pattern: string, path: string, module: RouteModule) {
  const { html } = await renderRoute(pattern, path, module);
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<(?!option)[^>]*>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/**
 * The website offer as the seed words it ($500 for up to five pages, $75 per extra page, support
 * $50/month with 1 hour of updates); "$500/mo" and "$500/month" are the maintenance plan, "+$500" and
 * "-$500" amounts of the quote formulas.
 */
const OLD_OFFER = /(?<![+-])\$500(?![\d,]|\s*\/mo)|\$75\b|\$50\b|\bfive pages|\b5 pages|1 hour of/;

function edit(documents: SeedDocument[], id: string, change: (document: SeedDocument) => void) {
  const document = documents.find((item) => item._id === id);
  if (!document) throw new Error(`No document ${id} in the seed`);
  change(document);
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'dataset-'));
  const documents = readSeed();
  edit(documents, 'jobPosition-proposal-manager', (doc) => {
    doc.title = 'Capture and Proposal Director';
  });
  edit(documents, 'pricingTier-audit-professional', (doc) => {
    doc.price = 1350;
  });
  edit(documents, 'faq-services-1', (doc) => {
    doc.answer = [
      {
        _type: 'block',
        _key: 'edited',
        style: 'normal',
        markDefs: [],
        children: [{ _type: 'span', _key: 'edited-span', text: 'Most apps now ship in 10 to 14 weeks.', marks: [] }],
      },
    ];
  });
  const aboutIndex = documents.findIndex((document) => document._id === 'page-about');
  const aboutPage = documents[aboutIndex];
  if (!aboutPage) throw new Error('No about page in the seed');
  // The editor's new file goes into the dataset's images folder, referenced as the import reads it.
  documents[aboutIndex] = aboutWithNewPicture(aboutPage, { _sanityAsset: 'image@file://./images/new-team.png' });
  const copy = writeDatasetCopy(dir, documents);
  writeFileSync(path.join(dir, 'images', 'new-team.png'), drawPhoto());
  vi.stubEnv('CONTENT_DATASET_PATH', copy);
  vi.stubEnv('CONTENT_CACHE_TTL_SECONDS', '0');
});

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('editors’ changes reach the rendered pages', () => {
  it('shows a renamed job on the careers page', async () => {
    const { html } = await renderRoute('/careers', '/careers', careers);
    expect(html).toContain('Capture and Proposal Director');
    expect(html).not.toContain('>Proposal Manager<');
  });

  it('shows a new audit price on the pricing page', async () => {
    const { html } = await renderRoute('/pricing', '/pricing', contentPage);
    expect(html).toContain('$1,350');
    expect(html).not.toContain('$1,200');
  });

  it('shows a rewritten FAQ answer on the services page', async () => {
    const { html } = await renderRoute('/services', '/services', contentPage);
    expect(html).toContain('Most apps now ship in 10 to 14 weeks.');
    expect(html).not.toContain('Most mobile apps we build are delivered in 3 to 6 months');
  });

  it('shows a new picture on the about page, responsive, and serves its file', async () => {
    const photo = drawPhoto();
    const hash = (await import('node:crypto')).createHash('sha1').update(photo).digest('hex');
    const { html } = await renderRoute('/about', '/about', contentPage);
    expectResponsiveImage(html, hash);
    expect(html).not.toContain('about-studio');
    const response = await mediaLoader(
      loaderArgs(`/media/images/local/production/${hash}-1600x1000.png`, {
        projectId: 'local',
        dataset: 'production',
        file: `${hash}-1600x1000.png`,
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(photo)).toBe(true);
  });
});

describe('an editor swaps a picture in Sanity', () => {
  let standIn: SanityStandIn;
  const token = 'editor-token';

  beforeAll(async () => {
    standIn = await startSanityStandIn({ dataset: readSeed(), token, visibility: 'public', projectId: 'site' });
    vi.stubEnv('SANITY_PROJECT_ID', 'site');
    vi.stubEnv('SANITY_DATASET', 'production');
    vi.stubEnv('SANITY_API_HOST', standIn.url);
    vi.stubEnv('SANITY_USE_CDN', 'false');
    vi.stubEnv('SANITY_LIVE', 'false');
  });
  afterAll(() => standIn.close());

  it('uploads a file, points the about page at it, and the page shows it from Sanity', async () => {
    const studio = createClient({
      projectId: 'site',
      dataset: 'production',
      apiVersion: '2025-02-19',
      token,
      useCdn: false,
      apiHost: standIn.url,
      useProjectHostname: false,
    });
    const uploaded = await studio.assets.upload('image', drawPhoto(), { filename: 'new-team.png' });
    expect(uploaded._id).toMatch(/^image-[\da-f]{40}-1600x1000-png$/);
    expect(uploaded.metadata.dimensions).toMatchObject({ width: 1600, height: 1000 });
    expect(uploaded.metadata.lqip).toMatch(/^data:image\/png;base64,/);
    const current = await studio.fetch<SeedDocument>('*[_id == "page-about"][0]');
    standIn.publish(aboutWithNewPicture(current, { asset: { _type: 'reference', _ref: uploaded._id } }));

    // A fresh server process, reading the stand-in through the configured Sanity project.
    vi.resetModules();
    const freshAbout = await import('~/routes/content-page');
    const { html } = await renderRoute('/about', '/about', freshAbout);
    const hash = uploaded.assetId;
    expectResponsiveImage(html, hash);
    expect(html).toContain(`${standIn.url}/images/site/production/${hash}-1600x1000.png?`);
    // The addresses answer with the file, as Sanity's CDN does.
    const file = await fetch(uploaded.url);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(drawPhoto())).toBe(true);
  });
});

// The editor's other changes are published to a stand-in that answers like Sanity, with the
// site's modules loaded afresh to read from it (the ones above read the bundled copy).
describe('one change in the Studio shows everywhere', () => {
  let standIn: SanityStandIn;
  let routes: SiteRouteModule[];
  // Loaded afresh in beforeAll, reading from the stand-in.
  let getStarted: typeof getStartedRoute;
  const seed = readSeed();

  const document = (id: string) => {
    const found = seed.find((item) => item._id === id);
    if (!found) throw new Error(`No document ${id} in the seed`);
    return structuredClone(found);
  };

  beforeAll(async () => {
    standIn = await startSanityStandIn({ dataset: seed });
    vi.stubEnv('SANITY_PROJECT_ID', 'standin');
    vi.stubEnv('SANITY_DATASET', 'production');
    vi.stubEnv('SANITY_API_HOST', standIn.url);
    vi.stubEnv('SANITY_READ_TOKEN', '');
    vi.stubEnv('SANITY_USE_CDN', 'false');
    vi.stubEnv('SANITY_LIVE', 'false');
    vi.stubEnv('CONTENT_CACHE_TTL_SECONDS', '0');
    vi.resetModules();
    routes = await loadSiteRouteModules();
    getStarted = await import('~/routes/get-started');
  });

  afterAll(async () => {
    await standIn.close();
  });

  async function crawl() {
    const pages = new Map<string, string>();
    for (const { path, pattern, module } of routes) pages.set(path, await visibleText(pattern, path, module));
    return pages;
  }

  it('the website price changed once, in the Website offer, changes on every page that shows it', async () => {
    const before = await crawl();
    // The pages that show the offer, found by reading every page, not listed by hand.
    const showing = [...before].filter(([, text]) => OLD_OFFER.test(text)).map(([path]) => path);
    expect(showing).toEqual(
      expect.arrayContaining(['/services', '/website-services', '/website-specials', '/real-scan']),
    );

    standIn.publish({
      ...document('websiteOffer'),
      flatRate: 650,
      pagesIncluded: 6,
      extraPagePrice: 80,
      supportPrice: 55,
      supportHours: 2,
    });
    const after = await crawl();

    for (const path of showing) {
      const text = after.get(path) ?? '';
      expect(text, path).toContain('$650');
      expect(text, `${path} still shows the old offer`).not.toMatch(OLD_OFFER);
    }
    // Nothing else moved: the pages that never showed the offer read as before.
    for (const [path, text] of before) if (!showing.includes(path)) expect(after.get(path), path).toBe(text);

    // Each figure, in sentences, on the form and in the search words.
    const services = after.get('/website-services') ?? '';
    expect(services).toContain('$650 Flat Rate');
    expect(services).toContain('$650 for up to 6 pages');
    expect(services).toContain('Need more than six pages? Each additional page is a flat $80.');
    expect(services).toContain('Ongoing support $55/month');
    expect(services).toContain('2 hours of content updates included every month');
    expect(services).toContain('Pages beyond six are $80 each.');
    expect(services).toContain('$55/month with 2 hours of updates included.');
    expect(services).toMatch(/<option value="\$650" selected="">/);
    expect(services).toContain('<option value="$650+">');
    const { getContent } = await import('~/content/content.server');
    const seo = (await getContent().page('website-services'))?.seo;
    expect(seo?.title).toBe('$650 Flat Rate Websites · Bluebonnet Labs');
    expect(seo?.description).toContain('up to 6 pages for a $650 flat rate. Extra pages $80 each;');
    expect(after.get('/real-scan')).toContain('Ongoing support $55/month, with 2 hours of updates included');
    expect(after.get('/website-specials')).toContain('builds up to six pages for $650');
    expect(after.get('/services')).toContain('a $650 flat rate for up to six pages');
  });

  it('offers on /get-started the services site settings lists, and accepts only those', async () => {
    const options = async () => {
      const { html } = await renderRoute('/get-started', '/get-started', getStarted);
      return [...html.matchAll(/<input type="radio" name="service"[^>]* value="([^"]+)"/g)].map((match) => match[1]);
    };
    expect(await options()).toEqual([
      'mobile-app',
      'design-system',
      'custom-software',
      'government-solutions',
      'ui-ux-design',
    ]);

    const settings = document('siteSettings');
    standIn.publish({
      ...settings,
      serviceRequestOptions: [
        { _type: 'reference', _ref: 'service-accessibility-audits', _key: 'audits' },
        { _type: 'reference', _ref: 'service-mobile-app', _key: 'mobile-app' },
      ],
    });
    standIn.publish({ ...document('service-mobile-app'), title: 'Mobile Apps' });
    expect(await options()).toEqual(['accessibility-audits', 'mobile-app']);

    const post = (service: string) =>
      settle(
        getStarted.action(
          actionArgs(
            '/get-started',
            new URLSearchParams({ service, name: 'Grace Hopper', email: 'grace@example.com', submissionId: 'x-1' }),
          ),
        ),
      );
    expect(statusOf(await post('design-system'))).toBe(400);
    const accepted = await post('accessibility-audits');
    expect(accepted).toBeInstanceOf(Response);
    expect(accepted instanceof Response ? accepted.headers.get('location') : undefined).toBe('/confirmation');
  });
});
