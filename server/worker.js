// @ts-check
/**
 * A worker's side of server/workers.js: its metrics answer the primary's sum, its /metrics asks
 * the primary for everyone's, and its app's change signals reach the other workers.
 */
import {
  asMessage,
  CONTENT,
  METRICS_ASK,
  METRICS_REPLY,
  OWN_METRICS,
  OWN_METRICS_REPLY,
  PAGES,
} from './cluster-messages.js';
import { metrics } from './metrics.js';

/** Reasons every worker arrives at by itself (its own clock): not passed on. */
const OWN_REASONS = new Set(['scheduled']);

/** Joins the cluster: call once, in a worker. */
export function joinCluster() {
  /** @type {Map<number, { resolve: (text: string) => void, reject: (error: Error) => void }>} */
  const asked = new Map();
  let nextId = 0;
  process.on('message', (raw) => {
    const message = asMessage(raw);
    if (message?.type === OWN_METRICS) {
      // This worker's own, for the primary to sum with the others'.
      metrics()
        .registry.getMetricsAsJSON()
        .then(
          (own) => process.send?.({ type: OWN_METRICS_REPLY, id: message.id, metrics: own }),
          () => process.send?.({ type: OWN_METRICS_REPLY, id: message.id, metrics: [] }),
        );
      return;
    }
    if (message?.type !== METRICS_REPLY) return;
    const waiting = asked.get(Number(message.id));
    if (!waiting) return;
    asked.delete(Number(message.id));
    if (typeof message.text === 'string') waiting.resolve(message.text);
    else waiting.reject(new Error(String(message.error ?? 'no metrics')));
  });
  return {
    /** Every worker's metrics, summed by the primary. */
    readMetrics() {
      const id = nextId++;
      return /** @type {Promise<string>} */ (
        new Promise((resolve, reject) => {
          asked.set(id, { resolve, reject });
          process.send?.({ type: METRICS_ASK, id });
          setTimeout(() => {
            if (asked.delete(id)) reject(new Error('the primary did not answer with the metrics'));
          }, 5_000).unref();
        })
      );
    },

    /**
     * Passes this worker's content and live-page changes to the others, and applies theirs.
     * @param {{
     *   onContentChange: (listener: (change: { reason: string, tags?: string[] }) => void) => () => void,
     *   contentChanged: (reason: string, tags?: string[]) => number,
     *   onPagesChange: (listener: (paths: string[]) => void) => () => void,
     *   pagesChanged: (paths: string[]) => void,
     * }} app
     */
    relay(app) {
      let applying = false;
      app.onContentChange(({ reason, tags }) => {
        if (!applying && !OWN_REASONS.has(reason)) process.send?.({ type: CONTENT, reason, tags });
      });
      app.onPagesChange((paths) => {
        if (!applying) process.send?.({ type: PAGES, paths });
      });
      process.on('message', (raw) => {
        const message = asMessage(raw);
        applying = true;
        try {
          if (message?.type === CONTENT) {
            const tags = Array.isArray(message.tags) ? message.tags.map(String) : undefined;
            app.contentChanged(String(message.reason), tags);
          } else if (message?.type === PAGES && Array.isArray(message.paths)) {
            app.pagesChanged(message.paths.map(String));
          }
        } finally {
          applying = false;
        }
      });
    },
  };
}
