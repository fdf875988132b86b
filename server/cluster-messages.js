// @ts-check
/** The messages between the primary and its workers (server/workers.js, server/worker.js). */

export const CONTENT = 'studio-site:content-changed';
export const PAGES = 'studio-site:pages-changed';
export const METRICS_ASK = 'studio-site:metrics';
export const METRICS_REPLY = 'studio-site:metrics-reply';
/** The primary asks a worker for its own metrics (prom-client's JSON form), to sum them. */
export const OWN_METRICS = 'studio-site:own-metrics';
export const OWN_METRICS_REPLY = 'studio-site:own-metrics-reply';

/** @param {unknown} message @returns {Record<string, unknown> | undefined} */
export const asMessage = (message) =>
  typeof message === 'object' && message !== null ? /** @type {Record<string, unknown>} */ (message) : undefined;
