import { describe, expect, it } from 'vitest';
import { createContent } from '~/content/content.server';
import type { ContentSource } from '~/content/sources.server';

/** A source that answers every query with `answer` and counts the calls per slug. */
function countingSource(answer: unknown) {
  const calls = new Map<string, number>();
  const source: ContentSource = {
    name: 'bundled',
    fetch: async () => answer,
    fetchTagged: async (_query, params) => {
      const slug = String(params?.['slug'] ?? '');
      calls.set(slug, (calls.get(slug) ?? 0) + 1);
      return { result: answer, syncTags: [] };
    },
  };
  return { source, calls };
}

describe('the content result cache is bounded', () => {
  it('keeps at most its entry limit, dropping the least recently read', async () => {
    const { source, calls } = countingSource(null);
    const content = createContent(source, { ttlMs: 60_000, maxEntries: 3 });
    for (const slug of ['a', 'b', 'c']) await content.productPage(slug);
    await content.productPage('a'); // read again: now the most recent
    await content.productPage('d'); // pushes out b, the least recently read
    await content.productPage('a');
    expect(calls.get('a')).toBe(1);
    await content.productPage('b');
    expect(calls.get('b')).toBe(2);
  });

  it('keeps at most its byte limit: one large result pushes the others out', async () => {
    // Each entry counts its result and its key (the query text, a few kilobytes): 50 KB results
    // keep the sums clear of the query's length.
    const big = { title: 'x'.repeat(50_000) };
    const { source, calls } = countingSource(big);
    const content = createContent(source, { ttlMs: 60_000, maxBytes: 120_000 });
    for (const slug of ['a', 'b', 'c']) await content.productPage(slug);
    // Two results of about 50 KB fit in 120 KB, three do not: the first one read is gone.
    await content.productPage('c');
    expect(calls.get('c')).toBe(1);
    await content.productPage('a');
    expect(calls.get('a')).toBe(2);
  });

  it('20,000 made-up slugs leave no more than the limit behind', async () => {
    const { source, calls } = countingSource(null);
    const content = createContent(source, { ttlMs: 60_000, maxEntries: 100 });
    for (let index = 0; index < 20_000; index += 1) await content.productPage(`slug-${index}`);
    await content.productPage('slug-19999');
    expect(calls.get('slug-19999')).toBe(1);
    await content.productPage('slug-0');
    expect(calls.get('slug-0')).toBe(2);
  });
});
