import { describe, expect, it, vi } from 'vitest';
import { createMadeOnce } from '~/lib/made-once.server';

const bytes = (size: number, fill = 0) => Buffer.alloc(size, fill);

describe('createMadeOnce', () => {
  it('keeps the total size under its byte limit however many results are made, dropping the least recently used', async () => {
    const cache = createMadeOnce<Buffer>({ maxEntries: 1000, maxBytes: 10_000 }, (value) => value.byteLength);
    for (let index = 0; index < 200; index += 1) {
      await cache.get(`key-${index}`, async () => bytes(700 + (index % 7) * 100, index));
      expect(cache.usage().bytes).toBeLessThanOrEqual(10_000);
    }
    const { entries, bytes: total } = cache.usage();
    expect(entries).toBeGreaterThan(5);
    expect(entries).toBeLessThan(20);
    expect(total).toBeGreaterThan(10_000 - 1300);
    // The newest is served as kept; the first was dropped and is made again.
    const again = vi.fn(async () => bytes(10));
    expect((await cache.get('key-199', again))[0]).toBe(199);
    expect(again).not.toHaveBeenCalled();
    await cache.get('key-0', again);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('keeps at most its entry limit of small results', async () => {
    const cache = createMadeOnce<Buffer>({ maxEntries: 3, maxBytes: 1_000_000 }, (value) => value.byteLength);
    for (let index = 0; index < 10; index += 1) await cache.get(`key-${index}`, async () => bytes(1));
    expect(cache.usage()).toEqual({ entries: 3, bytes: 3 });
  });

  it('serves a result larger than the whole limit without keeping it', async () => {
    const cache = createMadeOnce<Buffer>({ maxEntries: 10, maxBytes: 100 }, (value) => value.byteLength);
    await cache.get('small', async () => bytes(50));
    expect((await cache.get('huge', async () => bytes(500))).byteLength).toBe(500);
    expect(cache.usage()).toEqual({ entries: 1, bytes: 50 });
  });

  it('makes a result once for visitors asking at the same time', async () => {
    const cache = createMadeOnce<Buffer>({ maxEntries: 10, maxBytes: 1000 }, (value) => value.byteLength);
    let finish: (value: Buffer) => void = () => {};
    const make = vi.fn(() => new Promise<Buffer>((resolve) => (finish = resolve)));
    const asks = [cache.get('card', make), cache.get('card', make), cache.get('card', make)];
    finish(bytes(10, 7));
    expect((await Promise.all(asks)).map((value) => value[0])).toEqual([7, 7, 7]);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failure: the next ask makes it again', async () => {
    const cache = createMadeOnce<Buffer>({ maxEntries: 10, maxBytes: 1000 }, (value) => value.byteLength);
    await expect(cache.get('card', () => Promise.reject(new Error('draw failed')))).rejects.toThrow('draw failed');
    expect(cache.usage().entries).toBe(0);
    expect((await cache.get('card', async () => bytes(3, 1)))[0]).toBe(1);
  });

  it('after clear(), work that was running still answers its visitors but is not kept', async () => {
    const cache = createMadeOnce<Buffer>({ maxEntries: 10, maxBytes: 1000 }, (value) => value.byteLength);
    await cache.get('kept', async () => bytes(5));
    let finish: (value: Buffer) => void = () => {};
    const running = cache.get('card', () => new Promise<Buffer>((resolve) => (finish = resolve)));
    cache.clear();
    expect(cache.usage()).toEqual({ entries: 0, bytes: 0 });
    // A visitor after the change gets new work, not the old one.
    const fresh = cache.get('card', async () => bytes(4, 2));
    finish(bytes(4, 1));
    expect((await running)[0]).toBe(1);
    expect((await fresh)[0]).toBe(2);
    expect((await cache.get('card', async () => bytes(4, 3)))[0]).toBe(2);
  });
});
