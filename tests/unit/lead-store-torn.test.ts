import { mkdir, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLeadService } from '~/leads/lead-service.server';
import { createFileLeadStore, LEADS_FILE, listLeads } from '~/leads/lead-store.server';

// A crash or a full disk can leave the last line of leads.jsonl half-written. That line was never
// acknowledged; every line before it was, and so is every lead stored after the restart.

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'lead-store-torn-'));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(async () => {
  vi.restoreAllMocks();
  await rm(directory, { recursive: true, force: true });
});

const contact = (name: string) => ({
  kind: 'contact' as const,
  delivery: 'mail-draft' as const,
  fields: { name, email: 'someone@example.com', message: 'Hello' },
  submissionId: `form-${name}`,
});

async function names(dir: string): Promise<string[]> {
  const store = createFileLeadStore(dir);
  await store.load();
  return (await listLeads(store)).map((entry) => String(entry.lead.fields.name));
}

describe('a torn last line', () => {
  it('never swallows the next lead, whatever byte the tear is at', async () => {
    const source = path.join(directory, 'source');
    const service = createLeadService({ store: createFileLeadStore(source), deliverers: {}, log: () => {} });
    await service.accept(contact('first'));
    await service.accept(contact('second'));
    const acknowledged = await readFile(path.join(source, LEADS_FILE));
    await service.accept(contact('torn'));
    const whole = await readFile(path.join(source, LEADS_FILE));
    const lastRecord = whole.length - acknowledged.length;
    expect(lastRecord).toBeGreaterThan(100);

    // Every length of the last record, from nothing written to all but its newline.
    for (let cut = 0; cut < lastRecord; cut += 1) {
      const dir = path.join(directory, `cut-${cut}`);
      const file = path.join(dir, LEADS_FILE);
      await mkdir(dir, { recursive: true });
      await writeFile(file, whole.subarray(0, acknowledged.length + cut));
      // The restarted process takes the next lead.
      const restarted = createLeadService({ store: createFileLeadStore(dir), deliverers: {}, log: () => {} });
      expect(await restarted.accept(contact('next'))).toMatchObject({ status: 'stored' });
      // And the process after that still has every acknowledged lead and the next one.
      expect(await names(dir), `tear after ${cut} bytes`).toEqual(['first', 'second', 'next']);
      await rm(dir, { recursive: true });
    }
  }, 120_000);

  it('is cut off even when the process that tore it goes on writing (a full disk that clears)', async () => {
    const dir = path.join(directory, 'live');
    const store = createFileLeadStore(dir);
    const service = createLeadService({ store, deliverers: {}, log: () => {} });
    await service.accept(contact('before'));
    const file = path.join(dir, LEADS_FILE);
    // A write that stopped part-way: the disk filled up mid-line.
    const size = (await readFile(file)).length;
    await writeFile(file, '{"type":"lead","id":"half', { flag: 'a' });
    await service.accept(contact('after'));
    expect(await names(dir)).toEqual(['before', 'after']);
    await truncate(file, size);
    expect(await names(dir)).toEqual(['before']);
  });
});
