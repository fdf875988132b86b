import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createPageCache, matchesEtag, pickEncoding } from '../../server/page-cache.js';

const htmlHeaders: [string, string][] = [['content-type', 'text/html']];
const page = (text: string, { status = 200, mustRevalidate = false } = {}) => ({
  status,
  headers: htmlHeaders,
  cacheControl: 'public, max-age=0, s-maxage=60',
  mustRevalidate,
  route: '/',
  body: Buffer.from(text),
});
/** A key as the server makes them: content version, origin, path. */
const key = (version: number, path: string) => `${version}\nhttps://www.studio.example\n${path}`;

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

describe('stale while revalidate', () => {
  it('keeps the last copy of an expired or changed page to send while it renders again', async () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1000, maxBytes: 1_000_000, maxStaleMs: 10_000, now: () => now });
    const first = await cache.fill(key(1, '/about'), async () => page('about, first'));
    now = 1001;
    expect(cache.get(key(1, '/about'))).toBeUndefined();
    expect(cache.stale(key(1, '/about'))).toBe(first);
    cache.clear();
    // A new content version: the copy is the same page at the same address.
    expect(cache.stale(key(2, '/about'))).toBe(first);
    const second = await cache.fill(key(2, '/about'), async () => page('about, second'));
    expect(cache.stale(key(2, '/about'))).toBe(second);
    // Too old to send while a render runs; still the last resort after a render overran.
    now = 20_000;
    expect(cache.stale(key(2, '/about'))).toBeUndefined();
    expect(cache.lastGood(key(2, '/about'))).toBe(second);
  });

  it('never sends a copy of live data or of the not-found page out of date', async () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1000, maxBytes: 1_000_000, now: () => now });
    await cache.fill(key(1, '/book-call'), async () => page('slots', { mustRevalidate: true }));
    await cache.fill(key(1, '/nowhere'), async () => page('not found', { status: 404, mustRevalidate: true }));
    expect(cache.get(key(1, '/nowhere'))?.status).toBe(404);
    now = 1001;
    expect(cache.stale(key(1, '/book-call'))).toBeUndefined();
    expect(cache.stale(key(1, '/nowhere'))).toBeUndefined();
    expect(cache.lastGood(key(1, '/nowhere'))).toBeUndefined();
  });

  it('drops every copy of the pages whose live data changed, their data included', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    await cache.fill(key(1, '/book-call'), async () => page('slots'));
    await cache.fill(key(1, '/book-call.data?_routes=routes%2Fbook-call'), async () => page('data'));
    await cache.fill(key(1, '/about'), async () => page('about'));
    cache.dropPaths(['/book-call']);
    expect(cache.get(key(1, '/book-call'))).toBeUndefined();
    expect(cache.get(key(1, '/book-call.data?_routes=routes%2Fbook-call'))).toBeUndefined();
    expect(cache.lastGood(key(1, '/book-call'))).toBeUndefined();
    expect(cache.get(key(1, '/about'))).toBeDefined();
    // A render of the page under way when its data changed is sent to its waiters, not kept.
    const during = cache.fill(key(1, '/book-call'), async () => {
      cache.dropPaths(['/book-call']);
      return page('slots before the booking');
    });
    expect(await during).toBeDefined();
    expect(cache.get(key(1, '/book-call'))).toBeUndefined();
  });

  it('keeps not-found pages within an eighth of its bound, so they never push a page out', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 8_000 });
    const random = (n: number) => randomBytes(n).toString('base64');
    await cache.fill(key(1, '/about'), async () => page(random(1_000)));
    for (let i = 0; i < 20; i += 1)
      await cache.fill(key(1, `/scan-${i}`), async () => page(random(200), { status: 404, mustRevalidate: true }));
    expect(cache.get(key(1, '/about'))).toBeDefined();
    expect(cache.get(key(1, '/scan-19'))).toBeDefined();
    expect(cache.get(key(1, '/scan-0'))).toBeUndefined();
  });

  it('answers with a quick compression, then puts the smallest brotli in its place', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
    // Words in an order no short pattern repeats, like a page's text.
    const words = ['studio', 'apps', 'audit', 'kiosk', 'county', 'design', 'tokens', 'release', 'booking', 'call'];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    const text = Array.from({ length: 20_000 }, () => words[next() % words.length]).join(' ');
    const entry = await cache.fill(key(1, '/'), async () => page(text));
    const quick = entry?.bodies.br.length ?? 0;
    await vi.waitFor(() => expect(entry?.bodies.br.length).toBeLessThan(quick));
    expect(brotliDecompressSync(entry?.bodies.br ?? Buffer.alloc(0)).toString()).toBe(text);
    expect(cache.stats().bytes).toBe(entry?.bytes);
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
