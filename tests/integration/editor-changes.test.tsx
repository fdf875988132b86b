import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { createClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as about from '~/routes/about';
import * as careers from '~/routes/careers';
import { loader as mediaLoader } from '~/routes/media.images.$projectId.$dataset.$file';
import * as pricing from '~/routes/pricing';
import * as services from '~/routes/services';
import { readSeed, writeDatasetCopy, type SeedDocument } from '../support/dataset';
import { renderRoute } from '../support/render-route';
import { loaderArgs } from '../support/route-args';
import { startSanityStandIn, type SanityStandIn } from '../support/sanity-stand-in';

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

/** The about page's story picture: the new file, cropped to its middle 1200 px with the hotspot left of centre. */
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
    const { html } = await renderRoute('/pricing', '/pricing', pricing);
    expect(html).toContain('$1,350');
    expect(html).not.toContain('$1,200');
  });

  it('shows a rewritten FAQ answer on the services page', async () => {
    const { html } = await renderRoute('/services', '/services', services);
    expect(html).toContain('Most apps now ship in 10 to 14 weeks.');
    expect(html).not.toContain('Most mobile apps we build are delivered in 3 to 6 months');
  });

  it('shows a new picture on the about page, responsive, and serves its file', async () => {
    const photo = drawPhoto();
    const hash = (await import('node:crypto')).createHash('sha1').update(photo).digest('hex');
    const { html } = await renderRoute('/about', '/about', about);
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
    const freshAbout = await import('~/routes/about');
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
