import { readFileSync } from 'node:fs';
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
