// @ts-check
import { logger } from './logger.js';

/**
 * V8 grows its heap to several times the live data while requests pour in (every page render
 * leaves garbage), and only gives the room back at its next full collection, which an idle
 * process never reaches: a burst of requests left the heap several times the live data long after
 * it ended (docs/decisions/0023 has the measurement). So once a burst of requests has been
 * followed by a quiet spell, one full collection runs and the room goes back to the system. A
 * steady trickle of requests never triggers it, so a busy server pays nothing; a quiet one pays
 * one collection per burst.
 *
 * The collection is V8's `gc` extension, which Node exposes as `globalThis.gc` only when started
 * with `--expose-gc` (on the command line or in NODE_OPTIONS; every script in package.json does).
 * Without it the server runs as before and says once that idle collection is off.
 *
 * @param {{
 *   quietMs?: number,
 *   minRequests?: number,
 *   gc?: () => void,
 *   log?: (message: string) => void,
 * }} options
 *   quietMs: how long without a request counts as quiet (default 10 s); minRequests: requests
 *   since the last collection that make it worth one (default 500); gc: V8's collection
 *   (`globalThis.gc`, absent without the flag); log: where the one line goes when there is none.
 */
export function createIdleCollector({
  quietMs = 10_000,
  minRequests = 500,
  gc,
  log = (message) => logger('server').warn(message),
}) {
  if (typeof gc !== 'function') {
    log('idle garbage collection is off: start Node with --expose-gc to give memory back after a burst');
    return { request() {}, stop() {} };
  }
  let since = 0;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const run = () => {
    timer = undefined;
    since = 0;
    // A plain call: Node 20's V8 takes an options object ({ type: 'major' }, 'major-snapshot')
    // only with `execution: 'async'` and otherwise runs a minor collection (measured with a gc
    // PerformanceObserver), which leaves the grown old space in place.
    gc();
  };
  return {
    /** Called on every request: counts it and restarts the quiet-spell clock. */
    request() {
      since += 1;
      if (since < minRequests) return;
      if (timer) timer.refresh();
      else timer = setTimeout(run, quietMs).unref();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
