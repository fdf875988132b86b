// @ts-check
import cluster from 'node:cluster';

/**
 * Counts shared by the workers of one server (server/workers.js): the primary keeps fixed-window
 * counters, each worker raises them over the cluster's channel. The form rate limit counts here
 * when there is no database to count in (app/submissions/rate-limit.server.ts), so two workers allow
 * what one process would. Windows start on multiples of their length, as the database's do.
 */

const COUNT = 'studio-site:count';
const COUNTED = 'studio-site:counted';
/** Bounds the primary's memory under a flood of distinct keys; the oldest go first. */
const MAX_KEYS = 40_000;

/** @param {unknown} message @returns {Record<string, unknown> | undefined} */
const asMessage = (message) =>
  typeof message === 'object' && message !== null ? /** @type {Record<string, unknown>} */ (message) : undefined;

/**
 * In a worker, the function that raises a shared counter and resolves with its new value; else
 * undefined (a single process counts by itself).
 * @returns {((key: string, windowSeconds: number) => Promise<number>) | undefined}
 */
export function clusterCounter() {
  if (!cluster.isWorker || !process.send) return undefined;
  /** @type {Map<number, (count: number) => void>} */
  const waiting = new Map();
  let nextId = 0;
  process.on('message', (raw) => {
    const message = asMessage(raw);
    if (message?.type !== COUNTED) return;
    const resolve = waiting.get(Number(message.id));
    waiting.delete(Number(message.id));
    resolve?.(Number(message.count));
  });
  return (key, windowSeconds) =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      process.send?.({ type: COUNT, id, key, windowSeconds });
    });
}

/**
 * The primary's side: answers every worker's counts.
 * @param {{ now?: () => number }} [options]
 */
export function answerClusterCounts({ now = Date.now } = {}) {
  /** @type {Map<string, { windowStart: number, count: number }>} */
  const counters = new Map();
  cluster.on('message', (worker, raw) => {
    const message = asMessage(raw);
    if (message?.type !== COUNT) return;
    const seconds = Number(message.windowSeconds);
    const key = `${seconds}:${String(message.key)}`;
    const windowStart = Math.floor(now() / 1000 / seconds) * seconds;
    let counter = counters.get(key);
    if (counter) counters.delete(key);
    if (!counter || counter.windowStart !== windowStart) counter = { windowStart, count: 0 };
    counter.count += 1;
    // Re-inserted so the map stays ordered from least to most recently raised.
    counters.set(key, counter);
    if (counters.size > MAX_KEYS) {
      const oldest = counters.keys().next();
      if (!oldest.done) counters.delete(oldest.value);
    }
    if (worker.isConnected()) worker.send({ type: COUNTED, id: message.id, count: counter.count });
  });
}
