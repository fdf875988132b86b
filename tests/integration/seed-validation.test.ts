import { describe, expect, it } from 'vitest';
import { documentMarkers, readDataset, schemaProblems, validateDataset } from '../../studio/validate-documents';
import { SEED_PATH, type SeedDocument } from '../support/dataset';

// Validated as `sanity dataset import` leaves it: each `_sanityAsset` file uploaded as an asset
// document and referenced from its image field.
const all = await readDataset(SEED_PATH);
const assets = all.filter((document) => document._type === 'sanity.imageAsset');
const documents = all.filter((document) => document._type !== 'sanity.imageAsset');

interface ImageField {
  path: string;
  value: Record<string, unknown>;
}

/** Every image field of a document (a value with an asset reference), with where it is. */
function imageFields(value: unknown, at = '', found: ImageField[] = []): ImageField[] {
  if (Array.isArray(value)) value.forEach((item, index) => imageFields(item, `${at}[${index}]`, found));
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.asset === 'object' && record.asset !== null) found.push({ path: at, value: record });
    for (const [key, item] of Object.entries(record)) imageFields(item, at ? `${at}.${key}` : key, found);
  }
  return found;
}

describe('the bundled dataset', () => {
  const ids = new Set(all.map((document) => document._id));

  it('has unique document ids', () => {
    expect(ids.size).toBe(all.length);
  });

  it('carries its pictures as image files, each uploaded once', () => {
    expect(assets.length).toBeGreaterThanOrEqual(15);
    expect(assets.map((asset) => asset._id)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^image-[\da-f]{40}-\d+x\d+-svg$/)]),
    );
    expect(JSON.stringify(documents)).not.toContain('_sanityAsset');
  });

  it('gives every image alternative text or marks it decorative', () => {
    const fields = documents.flatMap((document) =>
      imageFields(document).map((field) => ({ id: document._id, ...field })),
    );
    // A fallback shares its image's alternative text; every other image speaks for itself.
    const own = fields.filter((field) => !field.path.endsWith('.fallback'));
    expect(own.length).toBeGreaterThanOrEqual(14);
    const undescribed = own.filter(
      ({ value }) => value.decorative !== true && !(typeof value.alt === 'string' && value.alt.trim() !== ''),
    );
    expect(undescribed.map(({ id, path: where }) => `${id} ${where}`)).toEqual([]);
  });

  it('refuses an image with neither alternative text nor the decorative mark', async () => {
    const page = documents.find((document) => document._id === 'page-about');
    if (!page) throw new Error('The seed has no about page');
    const broken = structuredClone(page);
    const story = imageFields(broken).find((field) => !field.path.endsWith('.fallback'));
    if (!story) throw new Error('The about page has no image');
    delete story.value.alt;
    const markers = await documentMarkers(broken, all, { environment: 'cli' });
    const errors = markers.filter((marker) => marker.level === 'error').map((marker) => marker.path);
    expect(errors).toEqual(['sections.story.image.alt']);
  });

  // Sanity serves an id with a dot (a "private path") only to requests with a token, so a
  // public dataset would answer 404 on every page whose document had one.
  it('has only root-path ids, readable from a public dataset', () => {
    expect(documents.map((document) => document._id).filter((id) => id.includes('.'))).toEqual([]);
  });

  it('compiles the Studio schema without errors', () => {
    expect(schemaProblems()).toEqual([]);
  });

  it.each(documents.map((document) => [document._id, document] as const))(
    '%s is valid against the Studio schema',
    async (_id, document) => {
      const markers = await documentMarkers(document, all, { environment: 'cli' });
      // Warnings count too: the shipped dataset should be spotless (a duplicate slug is a warning).
      const problems = markers
        .filter((marker) => marker.level !== 'info')
        .map((marker) => `${marker.level} ${marker.path}: ${marker.message}`);
      expect(problems).toEqual([]);
    },
  );

  it('fails the check `npm run lint` runs on a document the Studio would refuse, naming it and the field', async () => {
    const job = all.find((document) => document._type === 'jobPosition');
    if (!job) throw new Error('The seed has no job position');
    const broken = all.map((document) => (document === job ? { ...job, title: '' } : document));
    const problems = await validateDataset(broken, { environment: 'cli' });
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toMatch(new RegExp(`^error ${job._id} title: `));
  });

  it('catches an invalid document, so the check above can fail', async () => {
    const job = documents.find((document) => document._type === 'jobPosition');
    if (!job) throw new Error('The seed has no job position');
    const broken = { ...job, title: '', requirements: [] };
    const markers = await documentMarkers(broken, all, { environment: 'cli' });
    const paths = markers.filter((marker) => marker.level === 'error').map((marker) => marker.path);
    expect(paths).toEqual(expect.arrayContaining(['title', 'requirements']));
  });

  it('warns when a search title or description is longer than search results show', async () => {
    const page = documents.find((document) => document._id === 'page-about');
    if (!page) throw new Error('The seed has no about page');
    const seo = {
      ...(page.seo as Record<string, unknown>),
      title: 'About Bluebonnet Labs · A studio for apps, design and audits!!',
      description: `${'A description that goes on. '.repeat(6)}About us.`,
    };
    const markers = await documentMarkers({ ...page, seo }, all, { environment: 'studio' });
    const found = markers.map((marker) => [marker.level, marker.path, marker.message]);
    expect(found).toEqual([
      ['warning', 'seo.title', expect.stringContaining('about 60 characters')],
      [
        'warning',
        'seo.description',
        expect.stringContaining('about 160 characters of a description; this one has 177'),
      ],
    ]);
  });

  it('refuses a placeholder the website offer does not know, on the field that holds it', async () => {
    const page = documents.find((document) => document._id === 'page-website-services');
    if (!page) throw new Error('The seed has no website services page');
    const hero = { ...(page.hero as Record<string, unknown>), heading: '{flat-rate} Flat Rate' };
    const markers = await documentMarkers({ ...page, hero }, all, {
      // As the editor meets it. (Outside the Studio, Sanity adds a check of unknown fields to the
      // same document rule as a warning, which lowers this error to a warning too.)
      environment: 'studio',
    });
    const problems = markers
      .filter((marker) => marker.level === 'error')
      .map((marker) => [marker.path, marker.message]);
    expect(problems).toEqual([['hero.heading', expect.stringContaining('Unknown placeholder {flat-rate}.')]]);
    expect(problems[0]?.[1]).toContain('{flat rate} ($500)');
  });

  it('rejects a second job position with a slug already in use', async () => {
    const original = documents.find((document) => document._type === 'jobPosition');
    if (!original) throw new Error('The seed has no job position');
    const copy: SeedDocument = { ...original, _id: 'jobPosition-copy' };
    const markers = await documentMarkers(copy, [...all, copy], { environment: 'cli' });
    const slugProblems = markers.filter((marker) => marker.path === 'slug').map((marker) => marker.message);
    expect(slugProblems).toEqual(['Slug is already in use']);
  });
});
