import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type ClientPerspective, type SanityClient, type StegaConfig } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import { z } from 'zod';
import { importAssets, type AssetLocation, type ImportedDataset } from './image-assets.server';

export type QueryParams = Record<string, string | number | boolean | string[]>;

/** A query's result, with Sanity's sync tags for it when the source has them. */
export interface QueryResult {
  result: unknown;
  syncTags: string[];
}

/** Where content comes from. Both sources answer the same GROQ with the same JSON. */
export interface ContentSource {
  readonly name: 'sanity' | 'bundled';
  fetch(query: string, params: QueryParams): Promise<unknown>;
  /** The same query, with the sync tags the Live Content API names when the result changes. */
  fetchTagged(query: string, params: QueryParams): Promise<QueryResult>;
  /**
   * The bytes of an image asset, by the file name in its address (`<sha1>-<w>x<h>.<ext>`), for a
   * source whose images the site serves itself; Sanity's are served by its CDN.
   */
  readAsset?(projectId: string, dataset: string, fileName: string): Promise<{ body: Buffer; mimeType: string } | null>;
}

export interface SanitySourceConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
  useCdn: boolean;
  apiHost?: string;
  /**
   * `drafts` reads unpublished changes, a release stack (`['rSpring', 'drafts']`) a release's
   * versions over them (both need a token); the site otherwise reads `published`.
   */
  perspective?: ClientPerspective;
  /** With a Studio URL, strings come back stega-encoded so visual editing can find their field. */
  stegaStudioUrl?: string;
}

// A hung API must not hold a page: each attempt gives up after this long without a byte, and
// one retry follows, so a request fails within about 5 s; the deadline caps both together.
const SANITY_ATTEMPT_TIMEOUT_MS = 2_500;
const SANITY_MAX_RETRIES = 1;
const SANITY_REQUEST_DEADLINE_MS = 5_500;

const syncTagsSchema = z.array(z.string()).catch([]);

// Fields the site parses as addresses, paths, names of icons or layout choices: invisible stega
// characters would make them fail validation or break a link, so only display text is encoded.
const NEVER_STEGA = new Set([
  'enquiryEmail',
  'phone',
  'platform',
  'handle',
  'variant',
  'imagePosition',
  'tone',
  'url',
  'lqip',
  'background',
  'method',
  'path',
  'sampleEndpoint',
  'sampleBaseUrl',
  'anchor',
  'slug',
  'department',
  'location',
  'type',
]);

const encodesStega: StegaConfig['filter'] = (props) => {
  const last = props.sourcePath.at(-1);
  const resultLast = props.resultPath.at(-1);
  if (typeof last === 'string' && NEVER_STEGA.has(last)) return false;
  if (typeof resultLast === 'string' && NEVER_STEGA.has(resultLast)) return false;
  return props.filterDefault(props);
};

export function createSanityClient(config: SanitySourceConfig): SanityClient {
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    // A token reads private data, which the CDN never serves.
    useCdn: config.token ? false : config.useCdn,
    perspective: config.perspective ?? 'published',
    timeout: SANITY_ATTEMPT_TIMEOUT_MS,
    maxRetries: SANITY_MAX_RETRIES,
    ...(config.stegaStudioUrl
      ? { stega: { enabled: true, studioUrl: config.stegaStudioUrl, filter: encodesStega } }
      : {}),
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  });
}

/**
 * Content from Sanity. `perspectiveOf`, when given, names the perspective of each query (preview
 * reads the one the request asks for through a client shared by every request).
 */
export function createSanitySource(
  config: SanitySourceConfig,
  options: { client?: SanityClient; perspectiveOf?: () => Promise<ClientPerspective> } = {},
): ContentSource {
  const client = options.client ?? createSanityClient(config);
  const fetchTagged = async (query: string, params: QueryParams): Promise<QueryResult> => {
    const perspective = await options.perspectiveOf?.();
    const response = await client.fetch(query, params, {
      filterResponse: false,
      signal: AbortSignal.timeout(SANITY_REQUEST_DEADLINE_MS),
      ...(perspective ? { perspective } : {}),
    });
    return { result: response.result, syncTags: syncTagsSchema.parse(response.syncTags) };
  };
  return {
    name: 'sanity',
    fetchTagged,
    fetch: async (query, params) => (await fetchTagged(query, params)).result,
  };
}

/** Parses Sanity's NDJSON export format: one document per line. */
export function parseNdjson(text: string): unknown[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line) as unknown;
      } catch {
        throw new Error(`Line ${index + 1} of the bundled dataset is not valid JSON`);
      }
    });
}

/** Where the bundled dataset's images are served: by the site itself, under /media (app/routes/media-image.ts). */
const BUNDLED_ASSET_BASE_URL = '/media';
const BUNDLED_PROJECT_ID = 'local';

/** The address of the bundled dataset's images: the dataset is named after its file, as `production.ndjson`. */
export function bundledAssetLocation(datasetPath: string): AssetLocation {
  return {
    baseUrl: BUNDLED_ASSET_BASE_URL,
    projectId: BUNDLED_PROJECT_ID,
    dataset: path.basename(datasetPath).replace(/\.ndjson$/, ''),
  };
}

/**
 * Runs GROQ in-process over a dataset file, so the site needs no account and no network.
 * The file is read once, on the first query, and its `_sanityAsset` image files become asset
 * documents as `sanity dataset import` would make them; the site serves those files itself.
 */
export function createBundledSource(datasetPath: string, location = bundledAssetLocation(datasetPath)): ContentSource {
  let dataset: Promise<ImportedDataset> | undefined;
  const load = () => {
    dataset ??= readFile(datasetPath, 'utf8').then((text) =>
      importAssets(parseNdjson(text), path.dirname(datasetPath), location),
    );
    return dataset;
  };
  const run = async (query: string, params: QueryParams): Promise<unknown> => {
    const tree = parse(query, { params });
    const result = await evaluate(tree, { dataset: (await load()).documents, params });
    return result.get();
  };
  return {
    name: 'bundled',
    fetch: run,
    // The file never changes under a running server, so nothing needs tags.
    fetchTagged: async (query, params) => ({ result: await run(query, params), syncTags: [] }),
    async readAsset(projectId, datasetName, fileName) {
      if (projectId !== location.projectId || datasetName !== location.dataset) return null;
      const file = (await load()).files.get(fileName);
      if (!file) return null;
      return { body: await readFile(file.filePath), mimeType: file.mimeType };
    },
  };
}
