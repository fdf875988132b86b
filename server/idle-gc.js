// @ts-check
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * V8 grows its heap to several times the live data while requests pour in (every page render
 * leaves garbage), and only gives the room back at its next full collection, which an idle
 * process never reaches: measured, 3,000 requests for made-up addresses left the heap at 214 MB
 * for 45 MB of live data, a minute after the last request (docs/decisions/0023). So once a burst
 * of requests has been followed by a quiet spell, one full collection runs and the room goes
 * back to the system. A steady trickle of requests never triggers it, so a busy server pays
 * nothing; a quiet one pays one collection (tens of milliseconds) per burst.
 *
 * @param {{ quietMs?: number, minRequests?: number, collect?: () => void }} [options]
 *   quietMs: how long without a request counts as quiet (default 10 s); minRequests: requests
 *   since the last collection that make it worth one (default 500); collect: the collection.
 */
export function createIdleCollector({ quietMs = 10_000, minRequests = 500, collect = fullCollection() } = {}) {
  let since = 0;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const run = () => {
    timer = undefined;
    since = 0;
    collect();
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

/**
 * V8's own full collection. It is exposed to scripts only with `--expose-gc`; setting that flag
 * at run time and reading `gc` from a new context gives the same function without asking every
 * way of starting the server (npm scripts, process managers, containers) to pass a flag.
 * @returns {() => void}
 */
function fullCollection() {
  setFlagsFromString('--expose-gc');
  const gc = /** @type {unknown} */ (runInNewContext('gc'));
  if (typeof gc !== 'function') return () => {};
  // The kind of collection a heap snapshot makes: it also compacts and returns the freed pages,
  // where a plain major collection left about a hundred megabytes of empty heap in place.
  return () => gc({ type: 'major-snapshot' });
}
