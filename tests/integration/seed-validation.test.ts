import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import { createSchema, validateDocument, type SanityClient, type SanityDocument, type Workspace } from 'sanity';
import { beforeAll, describe, expect, it } from 'vitest';
import { importAssets } from '~/content/image-assets.server';
import { bundledAssetLocation } from '~/content/sources.server';
import { schemaTypes } from '../../studio/schema';
import { readSeed, SEED_PATH, type SeedDocument } from '../support/dataset';

// The Studio's validation reads a few browser globals.
(globalThis as { window?: unknown }).window ??= globalThis;

// Validated as `sanity dataset import` leaves it: each `_sanityAsset` file uploaded as an asset
// document and referenced from its image field.
const imported = await importAssets(readSeed(), path.dirname(SEED_PATH), bundledAssetLocation(SEED_PATH));
const all = imported.documents as SeedDocument[];
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

/** Seed lines lack the system fields Sanity adds on import; validation does not read them. */
function asStored(document: SeedDocument): SanityDocument {
  return { _createdAt: '2026-01-01T00:00:00Z', _updatedAt: '2026-01-01T00:00:00Z', _rev: 'seed', ...document };
}

/**
 * Just enough of a Studio workspace for Sanity's own validateDocument: the real schema, and a
 * client whose queries (used by custom rules such as unique slugs) run over the seed with groq-js.
 */
function offlineWorkspace(dataset: SeedDocument[]) {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      const result = await evaluate(parse(query, { params }), { dataset, params });
      return result.get();
    },
    withConfig() {
      return client;
    },
    config: () => ({ dataset: 'production', projectId: 'local', apiVersion: '2025-02-19' }),
  };
  const schema = createSchema({ name: 'default', types: schemaTypes });
  // validateDocument only reads `schema` and `getClient` (and an optional `i18n`) from the workspace.
  const workspace = { schema, getClient: () => client } as unknown as Workspace;
  return { workspace, client: client as unknown as SanityClient };
}

describe('the bundled dataset', () => {
  let workspace: Workspace;
  let client: SanityClient;
  const ids = new Set(all.map((document) => document._id));

  beforeAll(() => {
    ({ workspace, client } = offlineWorkspace(all));
  });

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
    const markers = await validateDocument({
      document: asStored(broken),
      workspace,
      getClient: () => client,
      getDocumentExists: async ({ id }) => ids.has(id),
      environment: 'cli',
    });
    const errors = markers
      .filter((marker) => marker.level === 'error')
      .map((marker) =>
        marker.path.map((segment) => (typeof segment === 'object' && '_key' in segment ? segment._key : segment)),
      );
    expect(errors).toEqual([['sections', 'story', 'image', 'alt']]);
  });

  // Sanity serves an id with a dot (a "private path") only to requests with a token, so a
  // public dataset would answer 404 on every page whose document had one.
  it('has only root-path ids, readable from a public dataset', () => {
    expect(documents.map((document) => document._id).filter((id) => id.includes('.'))).toEqual([]);
  });

  it('compiles the Studio schema without errors', () => {
    const schema = createSchema({ name: 'default', types: schemaTypes });
    const problems = schema._validation?.flatMap((group) =>
      group.problems
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${group.path.map((segment) => segment.name).join('.')}: ${problem.message}`),
    );
    expect(problems ?? []).toEqual([]);
  });

  it.each(documents.map((document) => [document._id, document] as const))(
    '%s is valid against the Studio schema',
    async (_id, document) => {
      const markers = await validateDocument({
        document: asStored(document),
        workspace,
        getClient: () => client,
        getDocumentExists: async ({ id }) => ids.has(id),
        environment: 'cli',
      });
      // Warnings count too: the shipped dataset should be spotless (a duplicate slug is a warning).
      const problems = markers
        .filter((marker) => marker.level !== 'info')
        .map((marker) => `${marker.level} ${marker.path.join('.')}: ${marker.message}`);
      expect(problems).toEqual([]);
    },
  );

  it('catches an invalid document, so the check above can fail', async () => {
    const job = documents.find((document) => document._type === 'jobPosition');
    if (!job) throw new Error('The seed has no job position');
    const broken = { ...job, title: '', requirements: [] };
    const markers = await validateDocument({
      document: asStored(broken),
      workspace,
      getClient: () => client,
      getDocumentExists: async ({ id }) => ids.has(id),
      environment: 'cli',
    });
    const paths = markers.filter((marker) => marker.level === 'error').map((marker) => marker.path.join('.'));
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
    const markers = await validateDocument({
      document: asStored({ ...page, seo }),
      workspace,
      getClient: () => client,
      getDocumentExists: async ({ id }) => ids.has(id),
      environment: 'studio',
    });
    const found = markers.map((marker) => [marker.level, marker.path.join('.'), marker.message]);
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
    const markers = await validateDocument({
      document: asStored({ ...page, hero }),
      workspace,
      getClient: () => client,
      getDocumentExists: async ({ id }) => ids.has(id),
      // As the editor meets it. (Outside the Studio, Sanity adds a check of unknown fields to the
      // same document rule as a warning, which lowers this error to a warning too.)
      environment: 'studio',
    });
    const problems = markers
      .filter((marker) => marker.level === 'error')
      .map((marker) => [marker.path.join('.'), marker.message]);
    expect(problems).toEqual([['hero.heading', expect.stringContaining('Unknown placeholder {flat-rate}.')]]);
    expect(problems[0]?.[1]).toContain('{flat rate} ($500)');
  });

  it('rejects a second job position with a slug already in use', async () => {
    const original = documents.find((document) => document._type === 'jobPosition');
    if (!original) throw new Error('The seed has no job position');
    const copy: SeedDocument = { ...original, _id: 'jobPosition-copy' };
    const { workspace: withCopy, client: copyClient } = offlineWorkspace([...documents, copy]);
    const markers = await validateDocument({
      document: asStored(copy),
      workspace: withCopy,
      getClient: () => copyClient,
      getDocumentExists: async () => true,
      environment: 'cli',
    });
    const slugProblems = markers.filter((marker) => marker.path.join('.') === 'slug').map((marker) => marker.message);
    expect(slugProblems).toEqual(['Slug is already in use']);
  });
});
