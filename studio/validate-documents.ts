// Validates documents with the Studio's own rules, offline: what `sanity documents validate` does
// against a project, without the login and network that command needs. `npm run lint` runs it
// over the bundled dataset (`tsx studio/validate-documents.ts [file.ndjson]`); the tests call
// documentMarkers() on documents they change.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { evaluate, parse } from 'groq-js';
import { createSchema, validateDocument, type SanityClient, type SanityDocument, type Workspace } from 'sanity';
import { importAssets } from '../app/content/image-assets.server';
import { bundledAssetLocation, parseNdjson } from '../app/content/sources.server';
import { schemaTypes } from './schema';

// The Studio's validation reads a few browser globals.
(globalThis as { window?: unknown }).window ??= globalThis;

export interface DatasetDocument {
  _id: string;
  _type: string;
  [key: string]: unknown;
}

export interface Marker {
  level: 'error' | 'warning' | 'info';
  /** The field, as `sections.story.image.alt` (array items by their key). */
  path: string;
  message: string;
}

export interface ValidationOptions {
  /**
   * 'studio' judges as the editor meets it. Under 'cli' Sanity adds an unknown-fields check to
   * object fields as a warning, which lowers the errors of the same rule to warnings.
   */
  environment?: 'studio' | 'cli';
}

const schema = createSchema({ name: 'default', types: schemaTypes });

/**
 * Just enough of a Studio workspace for Sanity's own validateDocument: the real schema, and a
 * client whose queries (custom rules such as unique slugs) run over the dataset with groq-js, as
 * the Studio's client would over the real one (raw perspective: drafts and published alike).
 */
function offlineWorkspace(dataset: DatasetDocument[]) {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset, params })).get(),
    withConfig() {
      return client;
    },
    config: () => ({ dataset: 'production', projectId: 'local', apiVersion: '2025-02-19' }),
  } as unknown as SanityClient;
  // validateDocument only reads `schema` and `getClient` (and an optional `i18n`) from the workspace.
  const workspace = { schema, getClient: () => client } as unknown as Workspace;
  return { workspace, client };
}

/** The problems the Studio would show on a document of the dataset. */
export async function documentMarkers(
  document: DatasetDocument,
  dataset: DatasetDocument[],
  { environment = 'studio' }: ValidationOptions = {},
): Promise<Marker[]> {
  const { workspace, client } = offlineWorkspace(dataset);
  // Lines of an export carry these; a seed line written by hand may not, and no rule reads them.
  const stored: SanityDocument = {
    _createdAt: '2026-01-01T00:00:00Z',
    _updatedAt: '2026-01-01T00:00:00Z',
    _rev: 'local',
    ...document,
  };
  const ids = new Set(dataset.map((item) => item._id));
  const markers = await validateDocument({
    document: stored,
    workspace,
    getClient: () => client,
    getDocumentExists: async ({ id }) => ids.has(id),
    environment,
  });
  return markers.map((marker) => ({
    level: marker.level,
    path: marker.path
      .map((segment) => (typeof segment === 'object' && segment !== null && '_key' in segment ? segment._key : segment))
      .join('.'),
    message: marker.message,
  }));
}

/** Problems the Studio schema itself has (a field type that does not exist, a bad option). */
export function schemaProblems(): string[] {
  return (schema._validation ?? []).flatMap((group) =>
    group.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${group.path.map((segment) => segment.name).join('.')}: ${problem.message}`),
  );
}

/**
 * An NDJSON file as `sanity dataset import` leaves it in a project: each `_sanityAsset` image
 * file uploaded as an asset document and referenced from its field.
 */
export async function readDataset(file: string): Promise<DatasetDocument[]> {
  const lines = parseNdjson(readFileSync(file, 'utf8'));
  const imported = await importAssets(lines, path.dirname(file), bundledAssetLocation(file));
  return imported.documents.map((document, index) => {
    const { _id, _type } = document as Partial<DatasetDocument>;
    if (typeof _id !== 'string' || typeof _type !== 'string') {
      throw new Error(`${file}: line ${index + 1} is not a document with _id and _type`);
    }
    return document as DatasetDocument;
  });
}

/** Every problem of every document of the dataset, warnings included, as lines to print. */
export async function validateDataset(dataset: DatasetDocument[], options?: ValidationOptions): Promise<string[]> {
  const found: string[] = [];
  for (const document of dataset) {
    if (document._type.startsWith('sanity.')) continue;
    for (const marker of await documentMarkers(document, dataset, options)) {
      if (marker.level === 'info') continue;
      found.push(`${marker.level} ${document._id} ${marker.path || '(document)'}: ${marker.message}`);
    }
  }
  return found;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = path.resolve(process.argv[2] ?? 'studio/seed/production.ndjson');
  const dataset = await readDataset(file);
  // As `sanity documents validate` judges: the CLI environment also reports fields the schema does not know.
  const problems = [
    ...schemaProblems().map((problem) => `error schema ${problem}`),
    ...(await validateDataset(dataset, { environment: 'cli' })),
  ];
  const checked = dataset.filter((document) => !document._type.startsWith('sanity.')).length;
  for (const problem of problems) console.error(problem);
  console.log(`${path.relative(process.cwd(), file)}: ${checked} documents, ${problems.length} problems`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
