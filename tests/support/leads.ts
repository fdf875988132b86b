import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { leadEventSchema, type LeadEvent } from '~/leads/lead-record';

/** Every event in the lead store of this test file (tests/support/setup-env.ts gives each file its own). */
export async function storedEvents(directory = process.env.LEADS_DIR ?? ''): Promise<LeadEvent[]> {
  let text = '';
  try {
    text = await readFile(path.join(directory, 'leads.jsonl'), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => leadEventSchema.parse(JSON.parse(line)));
}

/** The stored leads (not their attempts), optionally of one kind. */
export async function storedLeads(kind?: string) {
  return (await storedEvents()).filter(
    (event): event is Extract<LeadEvent, { type: 'lead' }> => event.type === 'lead' && (!kind || event.kind === kind),
  );
}
