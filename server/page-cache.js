// @ts-check
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * @typedef {object} PageEntry
 * @property {number} status
 * @property {[string, string][]} headers headers of the rendered response, without length, encoding or caching ones
 * @property {Record<'identity' | 'br' | 'gzip', Buffer>} bodies the page, compressed once
 * @property {Record<'identity' | 'br' | 'gzip', string>} etags a strong ETag per encoding
 * @property {number} expires
 * @property {number} bytes
 */

/**
 * Compresses a finished page once: brotli at its highest quality and gzip at level 9. A page is
 * rendered and compressed once per content version, so the slow, small encodings pay off.
 * @param {Buffer} body
 */
async function compressOnce(body) {
  const [br, gz] = await Promise.all([
    brotliCompress(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** @param {Buffer} body */
function strongEtags(body) {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` };
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, then gzip, else none.
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function pickEncoding(header) {
  if (!header) return 'identity';
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*') ?? 0;
  const weight = (/** @type {string} */ name) => accepted.get(name) ?? wildcard;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/**
 * True when an If-None-Match header names one of the entry's ETags. The encodings carry the
 * same page, so a validator of any of them proves the client has this version.
 * @param {string | undefined} ifNoneMatch
 * @param {Record<string, string>} etags
 */
export function matchesEtag(ifNoneMatch, etags) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const known = new Set(Object.values(etags));
  return ifNoneMatch.split(',').some((tag) => known.has(tag.trim().replace(/^W\//, '')));
}

/**
 * The in-process page cache: finished, compressed responses keyed by content version and URL
 * (`version\nrest`). Entries expire after the content time to live (loaders must re-read content
 * then) and the whole cache is dropped on every content change. Bounded by bytes; the oldest
 * entry goes first.
 *
 * Apart from that, the last good copy of each page (whatever its version) is kept within the
 * same byte bound and survives changes and expiry: it is what a visitor gets when a fresh render
 * overruns its deadline.
 *
 * @param {{ ttlMs: number, maxBytes: number, now?: () => number }} options
 */
export function createPageCache({ ttlMs, maxBytes, now = Date.now }) {
  /** @type {Map<string, PageEntry>} */
  const entries = new Map();
  /** @type {Map<string, Promise<PageEntry | undefined>>} */
  const pending = new Map();
  /** @type {Map<string, PageEntry>} the last good copy per key without its version */
  const kept = new Map();
  let keptBytes = 0;
  let bytes = 0;
  let generation = 0;

  /** @param {string} key */
  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  /** @param {string} key */
  const withoutVersion = (key) => key.slice(key.indexOf('\n') + 1);

  /**
   * @param {string} key
   * @param {PageEntry} entry
   */
  function keep(key, entry) {
    const id = withoutVersion(key);
    const previous = kept.get(id);
    if (previous) {
      kept.delete(id);
      keptBytes -= previous.bytes;
    }
    if (entry.bytes > maxBytes) return;
    kept.set(id, entry);
    keptBytes += entry.bytes;
    for (const [oldest, old] of kept) {
      if (keptBytes <= maxBytes) break;
      kept.delete(oldest);
      keptBytes -= old.bytes;
    }
  }

  return {
    enabled: ttlMs > 0 && maxBytes > 0,

    /**
     * The last good copy of a key's page, from this or an earlier content version.
     * @param {string} key
     */
    lastGood(key) {
      return kept.get(withoutVersion(key));
    },

    /** @param {string} key */
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        remove(key);
        return undefined;
      }
      return entry;
    },

    /**
     * Runs `produce` once for simultaneous misses of one key: the others wait for its entry.
     * `produce` answers undefined when the response is not one to cache.
     * @param {string} key
     * @param {() => Promise<{ status: number, headers: [string, string][], body: Buffer } | undefined>} produce
     * @returns {Promise<PageEntry | undefined>}
     */
    fill(key, produce) {
      const running = pending.get(key);
      if (running) return running;
      const startedIn = generation;
      const promise = (async () => {
        const page = await produce();
        if (!page) return undefined;
        const { br, gzip: gz } = await compressOnce(page.body);
        /** @type {PageEntry} */
        const entry = {
          status: page.status,
          headers: page.headers,
          bodies: { identity: page.body, br, gzip: gz },
          etags: strongEtags(page.body),
          expires: now() + ttlMs,
          bytes: page.body.length + br.length + gz.length,
        };
        keep(key, entry);
        // Content changed while this page rendered: serve it to its waiters, keep nothing.
        if (startedIn !== generation || entry.bytes > maxBytes) return entry;
        remove(key);
        entries.set(key, entry);
        bytes += entry.bytes;
        for (const oldest of entries.keys()) {
          if (bytes <= maxBytes) break;
          remove(oldest);
        }
        return entry;
      })();
      pending.set(key, promise);
      const forget = () => {
        if (pending.get(key) === promise) pending.delete(key);
      };
      promise.then(forget, forget);
      return promise;
    },

    /** Drops every page: called on each content change. */
    clear() {
      generation += 1;
      entries.clear();
      pending.clear();
      bytes = 0;
    },

    stats() {
      return { entries: entries.size, bytes };
    },
  };
}
