import { evaluate, parse } from 'groq-js';
import { createSchema, validateDocument, type SanityClient, type SanityDocument, type Workspace } from 'sanity';
import { schemaTypes } from '../../studio/schema';
import type { SeedDocument } from './dataset';

// The Studio's validation reads a few browser globals.
(globalThis as { window?: unknown }).window ??= globalThis;

/**
 * Runs Sanity's own validateDocument on a document, offline: the real schema, and a client whose
 * queries (used by custom rules) run over the given dataset with groq-js, as the Studio's client
 * would over the real one (raw perspective: drafts and published documents alike).
 */
export async function studioMarkers(document: SeedDocument, dataset: SeedDocument[]) {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset, params })).get(),
    withConfig() {
      return client;
    },
    config: () => ({ dataset: 'production', projectId: 'local', apiVersion: '2025-02-19' }),
  } as unknown as SanityClient;
  const schema = createSchema({ name: 'default', types: schemaTypes });
  const workspace = { schema, getClient: () => client } as unknown as Workspace;
  const stored: SanityDocument = {
    _createdAt: '2026-01-01T00:00:00Z',
    _updatedAt: '2026-01-01T00:00:00Z',
    _rev: 'test',
    ...document,
  };
  const ids = new Set(dataset.map((item) => item._id));
  const markers = await validateDocument({
    document: stored,
    workspace,
    getClient: () => client,
    getDocumentExists: async ({ id }) => ids.has(id),
    // As the editor sees it: under 'cli', Sanity adds an unknown-fields check to object fields
    // (a slug is one) as a warning, which turns the field's errors into warnings.
    environment: 'studio',
  });
  return markers.map((marker) => ({ level: marker.level, path: marker.path.join('.'), message: marker.message }));
}
