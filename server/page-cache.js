// @ts-check
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * @typedef {'identity' | 'br' | 'gzip'} Encoding
 * @typedef {object} PageEntry
 * @property {number} status 200, or 404 for the page-not-found page
 * @property {[string, string][]} headers headers of the rendered response, without length, encoding or caching ones
 * @property {string} cacheControl what the response tells browsers and shared caches (server/page-sending.js)
 * @property {boolean} mustRevalidate true when no copy of it may be sent once it is out of date: the app asked so (`no-cache`), or it is the not-found page
 * @property {string} route the route pattern of the page, for logs and metrics
 * @property {Record<Encoding, Buffer>} bodies the page, compressed once
 * @property {Record<Encoding, string>} etags a strong ETag per encoding
 * @property {string} key the key it was rendered for (its content version, origin and URL)
 * @property {number} rendered when it was rendered (ms)
 * @property {number} expires
 * @property {number} bytes
 * @property {Map<string, Record<string, string>>} heads its response headers per encoding, built on first use (server/page-sending.js)
 */

/**
 * The page as it leaves the render: a quick brotli and gzip, so no visitor waits on a slow
 * compression. The smallest brotli (quality 11) is made afterwards, off the request path, and
 * replaces it (`betterBrotli`).
 * @param {Buffer} body
 */
async function compressQuickly(body) {
  const [br, gz] = await Promise.all([
    brotliCompress(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 6 }),
  ]);
  return { br, gzip: gz };
}

/** @param {Buffer} body */
function betterBrotli(body) {
  return brotliCompress(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** @param {Buffer} body */
function strongEtags(body) {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` };
}

/** @type {Map<string, Encoding>} */
const pickedEncodings = new Map();

/**
 * The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. Browsers
 * send a handful of spellings, so each answer is remembered (up to a few hundred spellings).
 * @param {string | undefined} header
 * @returns {Encoding}
 */
export function pickEncoding(header) {
  if (!header) return 'identity';
  const known = pickedEncodings.get(header);
  if (known) return known;
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*') ?? 0;
  const weight = (/** @type {string} */ name) => accepted.get(name) ?? wildcard;
  /** @type {Encoding} */
  const picked = weight('br') > 0 ? 'br' : weight('gzip') > 0 ? 'gzip' : 'identity';
  if (pickedEncodings.size < 500 && header.length <= 200) pickedEncodings.set(header, picked);
  return picked;
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

/** @param {string} key */
const withoutVersion = (key) => key.slice(key.indexOf('\n') + 1);
/** The path of a key (`version\norigin\npath`), without a query or single fetch's `.data`. */
const pathOf = (/** @type {string} */ key) => {
  const rest = withoutVersion(withoutVersion(key));
  const question = rest.indexOf('?');
  const path = question === -1 ? rest : rest.slice(0, question);
  return path === '/_root.data' ? '/' : path.replace(/\.data$/, '');
};

/**
 * @typedef {{ status: number, headers: [string, string][], cacheControl: string, mustRevalidate: boolean, route: string, body: Buffer, expiresAt?: number }} RenderedPage
 */

/**
 * The in-process page cache: finished, compressed responses keyed by content version and URL
 * (`version\norigin\npath`). Entries expire after the content time to live (loaders must re-read
 * content then) and the whole cache is dropped on every content change. Bounded by bytes; the
 * oldest entry goes first.
 *
 * Apart from that, the last copy of each page (whatever its version) is kept within the same byte
 * bound and survives changes and expiry: while one render refreshes an expired or changed page
 * every visitor gets that copy at once (stale while revalidate, `stale`), and it is what a visitor
 * gets when a fresh render overruns its deadline. A copy older than `maxStaleMs`, or one marked
 * `mustRevalidate` (live data, the not-found page), is never sent while its page renders again.
 *
 * @param {{ ttlMs: number, maxBytes: number, maxStaleMs?: number, now?: () => number, onError?: (error: unknown) => void }} options
 */
export function createPageCache({ ttlMs, maxBytes, maxStaleMs = 86_400_000, now = Date.now, onError = () => {} }) {
  /** @type {Map<string, PageEntry>} */
  const entries = new Map();
  /** @type {Map<string, Promise<PageEntry | undefined>>} */
  const pending = new Map();
  /** @type {Map<string, PageEntry>} the last copy per key without its version */
  const kept = new Map();
  let keptBytes = 0;
  let bytes = 0;
  /** Quality-11 brotli still to make, one at a time, oldest first. */
  /** @type {PageEntry[]} */
  const toImprove = [];
  let improving = false;

  /** Bytes of the not-found pages among the entries: at most an eighth of the bound. */
  let notFoundBytes = 0;

  /** @param {string} key */
  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    if (entry.status !== 200) notFoundBytes -= entry.bytes;
  }

  /**
   * Adds an entry, then drops the oldest ones over the bound. Not-found pages have an eighth of
   * it to themselves: a scanner asking random addresses pushes out its own 404s, never a page.
   * @param {string} key
   * @param {PageEntry} entry
   */
  function add(key, entry) {
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    if (entry.status !== 200) {
      notFoundBytes += entry.bytes;
      for (const [oldest, old] of entries) {
        if (notFoundBytes <= maxBytes / 8) break;
        if (old.status !== 200) remove(oldest);
      }
    }
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

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

  /**
   * Makes the smallest brotli of each new page in turn, on zlib's thread pool, and puts it in
   * place of the quick one: later visitors get the smaller bytes, nobody waits for them.
   */
  async function improveNext() {
    if (improving) return;
    improving = true;
    try {
      for (let entry = toImprove.shift(); entry; entry = toImprove.shift()) {
        const held = () => ({
          cached: [...entries.values()].includes(/** @type {PageEntry} */ (entry)),
          kept: [...kept.values()].includes(/** @type {PageEntry} */ (entry)),
        });
        // A page let go of meanwhile is not worth the work.
        const before = held();
        if (!before.cached && !before.kept) continue;
        try {
          const br = await betterBrotli(entry.bodies.identity);
          if (br.length >= entry.bodies.br.length) continue;
          const saved = entry.bodies.br.length - br.length;
          const after = held();
          entry.bodies.br = br;
          entry.bytes -= saved;
          entry.heads.clear();
          if (after.cached) bytes -= saved;
          if (after.kept) keptBytes -= saved;
        } catch (error) {
          onError(error);
        }
      }
    } finally {
      improving = false;
    }
  }

  return {
    enabled: ttlMs > 0 && maxBytes > 0,

    /**
     * The last copy of a key's page (a page, never the not-found page), from this or an earlier
     * content version, however old: what a visitor gets when a render overruns its deadline
     * (better than a 503).
     * @param {string} key
     */
    lastGood(key) {
      return kept.get(withoutVersion(key));
    },

    /**
     * The last copy of a key's page when it may be sent while a render refreshes it: not older
     * than `maxStaleMs`, and not one the app marked to be revalidated (`no-cache`).
     * @param {string} key
     */
    stale(key) {
      const entry = kept.get(withoutVersion(key));
      if (!entry || entry.mustRevalidate || now() - entry.rendered > maxStaleMs) return undefined;
      return entry;
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

    /** True while a render of the key is under way. */
    filling(/** @type {string} */ key) {
      return pending.has(key);
    },

    /**
     * Runs `produce` once for simultaneous misses of one key: the others wait for its entry.
     * `produce` answers undefined when the response is not one to cache.
     * @param {string} key
     * @param {() => Promise<RenderedPage | undefined>} produce
     * @returns {Promise<PageEntry | undefined>}
     */
    fill(key, produce) {
      const running = pending.get(key);
      if (running) return running;
      /** @type {{ promise?: Promise<PageEntry | undefined> }} */
      const own = {};
      const promise = (async () => {
        // Registered as pending before `produce` runs: a change it sets off is seen below.
        await undefined;
        const page = await produce();
        if (!page) return undefined;
        const { br, gzip: gz } = await compressQuickly(page.body);
        const rendered = now();
        /** @type {PageEntry} */
        const entry = {
          key,
          status: page.status,
          headers: page.headers,
          cacheControl: page.cacheControl,
          mustRevalidate: page.mustRevalidate,
          route: page.route,
          bodies: { identity: page.body, br, gzip: gz },
          etags: strongEtags(page.body),
          rendered,
          expires: Math.min(rendered + ttlMs, page.expiresAt ?? Number.POSITIVE_INFINITY),
          bytes: page.body.length + br.length + gz.length,
          heads: new Map(),
        };
        // Content changed while this page rendered (clear or dropPaths let go of its render):
        // serve it to its waiters, keep nothing.
        if (pending.get(key) !== own.promise) return entry;
        if (entry.status === 200) keep(key, entry);
        if (entry.bytes > (entry.status === 200 ? maxBytes : maxBytes / 8)) return entry;
        add(key, entry);
        // Pages only: a scanner's 404s are not worth the slow compression.
        if (entry.status === 200 && toImprove.length < 1000) {
          toImprove.push(entry);
          void improveNext();
        }
        return entry;
      })();
      own.promise = promise;
      pending.set(key, promise);
      const forget = () => {
        if (pending.get(key) === promise) pending.delete(key);
      };
      promise.then(forget, forget);
      return promise;
    },

    /**
     * Drops every page: called on each content change. The last copies stay, to be sent while
     * the new version renders.
     */
    clear() {
      entries.clear();
      pending.clear();
      toImprove.length = 0;
      bytes = 0;
      notFoundBytes = 0;
    },

    /**
     * Drops the pages at these paths (and their data), their last copies included: their data
     * changed in a way no visitor may be shown a copy of (a time just booked).
     * @param {readonly string[]} paths
     */
    dropPaths(paths) {
      const dropped = new Set(paths);
      for (const key of [...entries.keys()]) if (dropped.has(pathOf(key))) remove(key);
      for (const key of [...pending.keys()]) if (dropped.has(pathOf(key))) pending.delete(key);
      for (const [id, entry] of [...kept]) {
        if (!dropped.has(pathOf(`0\n${id}`))) continue;
        kept.delete(id);
        keptBytes -= entry.bytes;
      }
    },

    /**
     * Lets go of the last copy of a key's page: its address no longer answers with a page to
     * share (a redirect now, or an error), so no copy of it is sent while it is asked again.
     * @param {string} key
     */
    forget(key) {
      const id = withoutVersion(key);
      const entry = kept.get(id);
      if (!entry) return;
      kept.delete(id);
      keptBytes -= entry.bytes;
    },

    stats() {
      return { entries: entries.size, bytes, kept: kept.size };
    },
  };
}
