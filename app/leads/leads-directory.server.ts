import path from 'node:path';
import { getEnv } from '~/env.server';

const DEFAULT_LEADS_DIR = '.data/leads';

/** LEADS_DIR: the lead store, kept résumés and the mail outbox. */
export function leadsDirectory(): string {
  return path.resolve(getEnv().LEADS_DIR ?? DEFAULT_LEADS_DIR);
}
