import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseNdjson } from '~/content/sources.server';

export const SEED_PATH = path.resolve('studio/seed/production.ndjson');

export interface SeedDocument {
  _id: string;
  _type: string;
  [key: string]: unknown;
}

function isSeedDocument(value: unknown): value is SeedDocument {
  return (
    typeof value === 'object' &&
    value !== null &&
    '_id' in value &&
    typeof value._id === 'string' &&
    '_type' in value &&
    typeof value._type === 'string'
  );
}

/** The bundled dataset, parsed and checked to be documents. */
export function readSeed(file = SEED_PATH): SeedDocument[] {
  return parseNdjson(readFileSync(file, 'utf8')).map((document, index) => {
    if (!isSeedDocument(document)) throw new Error(`Seed line ${index + 1} is not a document with _id and _type`);
    return document;
  });
}

/**
 * Writes a copy of the dataset into a folder, with the seed's image files beside it (its
 * `_sanityAsset` paths are relative to its folder, as `sanity dataset import` reads them), and
 * returns the copy's path.
 */
export function writeDatasetCopy(dir: string, documents: SeedDocument[]): string {
  cpSync(path.join(path.dirname(SEED_PATH), 'images'), path.join(dir, 'images'), { recursive: true });
  const copy = path.join(dir, 'production.ndjson');
  writeFileSync(copy, `${documents.map((document) => JSON.stringify(document)).join('\n')}\n`);
  return copy;
}
