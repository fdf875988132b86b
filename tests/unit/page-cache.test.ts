import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, matchesEtag, pickEncoding } from '../../server/page-cache.js';

const htmlHeaders: [string, string][] = [['content-type', 'text/html']];
const page = (text: string) => ({ status: 200, headers: htmlHeaders, body: Buffer.from(text) });

describe('page cache', () => {
  it('renders once for simultaneous misses and keeps brotli and gzip bytes of the same page', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    let renders = 0;
    const produce = async () => {
      renders += 1;
      return page('<p>hello</p>'.repeat(100));
    };
    const [a, b] = await Promise.all([cache.fill('k', produce), cache.fill('k', produce)]);
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect(brotliDecompressSync(a?.bodies.br ?? Buffer.alloc(0)).toString()).toBe('<p>hello</p>'.repeat(100));
    expect(gunzipSync(a?.bodies.gzip ?? Buffer.alloc(0)).toString()).toBe('<p>hello</p>'.repeat(100));
    expect(cache.get('k')).toBe(a);
  });

  it('forgets entries after the time to live and on a content change, even one during a render', async () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1000, maxBytes: 1_000_000, now: () => now });
    await cache.fill('a', async () => page('a'));
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
    await cache.fill('a', async () => page('a'));
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    const during = cache.fill('b', async () => {
      cache.clear();
      return page('rendered from old content');
    });
    expect(await during).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('stays within its byte budget, dropping the oldest page first', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 250 });
    await cache.fill('old', async () => page('x'.repeat(100)));
    await cache.fill('new', async () => page('y'.repeat(100)));
    expect(cache.get('old')).toBeUndefined();
    expect(cache.get('new')).toBeDefined();
  });

  it('does not keep what is not a page to cache', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1000 });
    expect(await cache.fill('k', async () => undefined)).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });
});

describe('negotiation', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
  });

  it('matches any of a page’s ETags, weak or strong', () => {
    const etags = { identity: '"h"', br: '"h-br"', gzip: '"h-gz"' };
    expect(matchesEtag('"x", "h-br"', etags)).toBe(true);
    expect(matchesEtag('W/"h"', etags)).toBe(true);
    expect(matchesEtag('"other"', etags)).toBe(false);
    expect(matchesEtag(undefined, etags)).toBe(false);
  });
});
