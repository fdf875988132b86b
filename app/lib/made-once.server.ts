import { LRUCache } from 'lru-cache';

export type MadeOnceLimits = {
  /** At most this many finished results are kept (least recently used go first). */
  maxEntries: number;
  /** ...and at most this many bytes of them, as `sizeOf` counts them. */
  maxBytes: number;
};

export type MadeOnce<T> = {
  /** The result for `key`: kept, being made, or made now by `make`. */
  get(key: string, make: () => Promise<T>): Promise<T>;
  /** Forgets every result; work still running finishes for its callers but is not kept. */
  clear(): void;
  /** What is kept now: entries and their bytes. */
  usage(): { entries: number; bytes: number };
};

/**
 * Results of expensive work keyed by request data (a drawn social card, a resized picture), made
 * once however many visitors ask at the same time, and kept within an entry AND a byte limit so
 * that addresses made up by a client cannot grow memory without bound (docs/decisions/0023).
 * Finished results live in lru-cache (`maxSize` + `sizeCalculation`, as the content cache). Work
 * still running is kept apart: its size is unknown until it ends, and lru-cache's own `fetch`
 * would abort it on `clear()`, failing the visitors waiting for it.
 */
export function createMadeOnce<T extends object>(
  { maxEntries, maxBytes }: MadeOnceLimits,
  sizeOf: (value: T) => number,
): MadeOnce<T> {
  const kept = new LRUCache<string, T>({
    max: maxEntries,
    maxSize: maxBytes,
    // A result larger than the whole limit is served but not kept.
    sizeCalculation: (value) => Math.max(1, sizeOf(value)),
  });
  // At most one per request in progress, so bounded by the server's own connection limits.
  const running = new Map<string, Promise<T>>();
  let generation = 0;

  return {
    get(key, make) {
      const done = kept.get(key);
      if (done !== undefined) return Promise.resolve(done);
      const pending = running.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const made = make().then(
        (value) => {
          if (running.get(key) === made) running.delete(key);
          // Made before a clear(): it may describe what was cleared, so it is not kept.
          if (generation === startedIn) kept.set(key, value);
          return value;
        },
        (error: unknown) => {
          if (running.get(key) === made) running.delete(key);
          throw error;
        },
      );
      running.set(key, made);
      return made;
    },
    clear() {
      generation += 1;
      kept.clear();
      running.clear();
    },
    usage: () => ({ entries: kept.size, bytes: kept.calculatedSize }),
  };
}
