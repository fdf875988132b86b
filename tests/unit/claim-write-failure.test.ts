import type * as FsPromises from 'node:fs/promises';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A full disk: a file can be created (a directory entry) but nothing written into it.
const disk = vi.hoisted(() => ({ full: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof FsPromises>();
  const open: typeof fs.open = async (...args) => {
    const handle = await fs.open(...args);
    if (!disk.full) return handle;
    return Object.assign(Object.create(handle) as typeof handle, {
      writeFile: () =>
        Promise.reject(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })),
      close: () => handle.close(),
    });
  };
  return { ...fs, open, default: { ...fs, open } };
});

const { createFileClaims } = await import('~/leads/delivery-claims.server');

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'claim-full-'));
  disk.full = false;
});
afterEach(() => rm(directory, { recursive: true, force: true }));

describe('a claim on a full disk', () => {
  it('fails without leaving an empty claim behind, so the name is free once there is room', async () => {
    const claims = createFileClaims(directory);
    disk.full = true;
    await expect(claims.claim('leads.jsonl.lock')).rejects.toThrow(/ENOSPC/);
    expect(await readdir(directory)).toEqual([]);
    disk.full = false;
    const release = await claims.claim('leads.jsonl.lock');
    expect(release).toBeTypeOf('function');
    await release?.();
  });
});
