import { readFile } from 'node:fs/promises';
import { createClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';

export type QueryParams = Record<string, string | number | boolean | string[]>;

/** Where content comes from. Both sources answer the same GROQ with the same JSON. */
export interface ContentSource {
  readonly name: 'sanity' | 'bundled';
  fetch(query: string, params: QueryParams): Promise<unknown>;
}

export interface SanitySourceConfig {
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
  useCdn: boolean;
  apiHost?: string;
}

export function createSanitySource(config: SanitySourceConfig): ContentSource {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    // A token reads private data, which the CDN never serves.
    useCdn: config.token ? false : config.useCdn,
    perspective: 'published',
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  });
  return {
    name: 'sanity',
    fetch: (query, params) => client.fetch(query, params),
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

/**
 * Runs GROQ in-process over a dataset file, so the site needs no account and no network.
 * The file is read once, on the first query.
 */
export function createBundledSource(datasetPath: string): ContentSource {
  let dataset: Promise<unknown[]> | undefined;
  const load = () => {
    dataset ??= readFile(datasetPath, 'utf8').then(parseNdjson);
    return dataset;
  };
  return {
    name: 'bundled',
    async fetch(query, params) {
      const tree = parse(query, { params });
      const result = await evaluate(tree, { dataset: await load(), params });
      return result.get();
    },
  };
}
