// @ts-check
/**
 * Both cores (docs/decisions/0033): WEB_CONCURRENCY worker processes (default: one per core)
 * share the site's port through node:cluster. The primary starts them, replaces one that dies,
 * passes each content change and each live-page change one worker hears (the webhook, a live
 * event, a booking) to the others, sums their metrics, and on SIGTERM stops them all cleanly.
 * What must be shared between them is shared as between two instances of the site: the rate
 * limit, lead claims and bookings through Supabase when it is configured (docs/operating.md).
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { answerClusterCounts } from './cluster-counter.js';
import {
  asMessage,
  CONTENT,
  METRICS_ASK,
  METRICS_REPLY,
  OWN_METRICS,
  OWN_METRICS_REPLY,
  PAGES,
} from './cluster-messages.js';
import { logger } from './logger.js';

const log = logger('server');

/** How long workers have to finish their requests after SIGTERM before they are killed. */
const STOP_MS = 15_000;

/**
 * The number of serving processes: WEB_CONCURRENCY, or the cores of the machine. A value that is
 * not a whole number from 1 stops the start with one line, as any invalid variable does.
 * @param {string | undefined} value
 */
export function webConcurrency(value) {
  if (value === undefined || value.trim() === '') return availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    log.fatal(
      `Refusing to start: invalid environment: WEB_CONCURRENCY: a whole number from 1 to 64 (got "${value.slice(0, 20)}")`,
    );
    process.exit(1);
  }
  return count;
}

/**
 * The primary process: starts `count` workers and looks after them.
 * @param {number} count
 */
export function runPrimary(count) {
  // The first worker starts before the primary loads what only it needs (the metrics' sum, the
  // metrics port), so they take nothing from the start.
  cluster.fork();
  const loaded = Promise.all([import('prom-client'), import('express'), import('./observe.js')]);
  /** @type {Map<number, (metrics: unknown[]) => void>} */
  const ownMetrics = new Map();
  let nextId = 0;
  /**
   * Every serving worker's metrics, summed (prom-client's aggregation: counters and histograms
   * added, each gauge by its own rule). A worker that does not answer within 5 s is left out.
   */
  async function clusterMetrics() {
    const [{ default: client }] = await loaded;
    const serving = [...started].flatMap((id) => {
      const worker = cluster.workers?.[id];
      return worker?.isConnected() ? [worker] : [];
    });
    const replies = await Promise.all(
      serving.map(
        (worker) =>
          /** @type {Promise<unknown[]>} */ (
            new Promise((resolve) => {
              const id = nextId++;
              const timer = setTimeout(() => {
                ownMetrics.delete(id);
                resolve([]);
              }, 5_000);
              ownMetrics.set(id, (metrics) => {
                clearTimeout(timer);
                resolve(metrics);
              });
              worker.send({ type: OWN_METRICS, id });
            })
          ),
      ),
    );
    return client.AggregatorRegistry.aggregate(/** @type {any} */ (replies)).metrics();
  }
  /** Workers that reached `listening`: one that dies before is a start that failed. */
  const started = new Set();
  /** Workers not yet exited (cluster.workers may still list one that exited until its channel closes). */
  const alive = new Set();
  cluster.on('fork', (worker) => alive.add(worker.id));
  let stopping = false;
  answerClusterCounts();

  cluster.on('message', (from, raw) => {
    const message = asMessage(raw);
    if (message?.type === CONTENT || message?.type === PAGES) {
      for (const worker of Object.values(cluster.workers ?? {})) {
        if (worker && worker !== from && worker.isConnected()) worker.send(message);
      }
    } else if (message?.type === OWN_METRICS_REPLY) {
      const resolve = ownMetrics.get(Number(message.id));
      ownMetrics.delete(Number(message.id));
      resolve?.(Array.isArray(message.metrics) ? message.metrics : []);
    } else if (message?.type === METRICS_ASK) {
      clusterMetrics().then(
        (text) => from.isConnected() && from.send({ type: METRICS_REPLY, id: message.id, text }),
        (error) => from.isConnected() && from.send({ type: METRICS_REPLY, id: message.id, error: String(error) }),
      );
    }
  });
  // One worker first: a start that fails (an invalid variable, no build) fails once, in the one
  // line that worker writes, and the others start only once it serves.
  cluster.on('listening', (worker) => {
    const first = started.size === 0;
    started.add(worker.id);
    if (!first) return;
    for (let i = 1; i < count; i += 1) cluster.fork();
    log.info({ workers: count }, `${count} workers on one port`);
  });
  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker.id);
    if (stopping) {
      if (alive.size === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    if (started.size === 0) {
      // The first worker could not start and said why: the server does not start either.
      process.exit(code || 1);
    }
    if (!started.has(worker.id)) {
      log.fatal({ code, signal }, 'a worker stopped before it could serve; stopping');
      stopAll(code || 1);
      return;
    }
    log.error({ code, signal, pid: worker.process.pid }, 'a worker stopped; starting another');
    cluster.fork();
  });

  /** @param {number} exitCode */
  function stopAll(exitCode) {
    stopping = true;
    process.exitCode = exitCode;
    for (const worker of Object.values(cluster.workers ?? {}))
      if (worker && alive.has(worker.id)) worker.process.kill('SIGTERM');
    if (alive.size === 0) process.exit(exitCode);
    setTimeout(() => {
      log.warn('workers still running; stopping them');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(exitCode);
    }, STOP_MS).unref();
  }
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
    process.on(signal, () => {
      if (stopping) return;
      log.info({ signal, workers: count }, `${signal}: stopping the workers`);
      stopAll(0);
    });
  }

  // The metrics of every worker, summed, on the loopback port (each worker's /metrics on the
  // site's port asks the primary for the same).
  const metricsPort = Number(process.env.METRICS_PORT);
  if (process.env.METRICS_PORT?.trim() && Number.isInteger(metricsPort)) {
    void loaded.then(([, { default: express }, { metricsEndpoint }]) => {
      const metricsApp = express();
      metricsApp.disable('x-powered-by');
      metricsApp.use(
        metricsEndpoint({
          token: process.env.METRICS_TOKEN?.trim() || undefined,
          required: false,
          read: clusterMetrics,
        }),
      );
      metricsApp.use((_req, res) => void res.status(404).type('text/plain').end('Only /metrics is here.\n'));
      const metricsServer = metricsApp.listen(metricsPort, '127.0.0.1', () => {
        log.info({ url: `http://127.0.0.1:${metricsPort}/metrics` }, 'metrics on the loopback port');
      });
      metricsServer.on('error', (error) => {
        log.fatal(`cannot listen on 127.0.0.1:${metricsPort} for metrics: ${error.message}`);
        stopAll(1);
      });
    });
  }
}
