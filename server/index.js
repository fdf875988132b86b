// @ts-check
/**
 * The production server: `npm start` (builds first only when there is no current build, may
 * take the origin from requests) or `npm run serve` (serves the last build at SITE_URL). Listens on
 * PORT (default 3000) and HOST (default: all interfaces) with WEB_CONCURRENCY worker processes
 * (default: one per core; server/workers.js); see docs/operating.md, "Serving in production".
 */
import cluster from 'node:cluster';
import { buildDirectory } from './build-dir.js';
import { ensureBuild } from './build-state.js';
import { localSessionSecret } from './local-secret.js';
import { logger } from './logger.js';
import { runPrimary, webConcurrency } from './workers.js';

const log = logger('server');

process.env.NODE_ENV ??= 'production';

const root = process.cwd();
if (cluster.isPrimary) {
  if (process.argv.includes('--build-if-stale')) ensureBuild(root);
  if (process.argv.includes('--local-secret') && !process.env.SESSION_SECRET?.trim()) {
    // Set before the workers start: they share it.
    process.env.SESSION_SECRET = localSessionSecret(root);
  }

  // A deployment names its public origin: without it, canonical addresses, the sitemap and social
  // cards would follow whatever Host a request sends. `npm start` (a local run) may fall back to
  // the request's origin; the page cache then keys on it, port included.
  if (
    process.env.NODE_ENV === 'production' &&
    !process.env.SITE_URL?.trim() &&
    !process.argv.includes('--request-origin')
  ) {
    log.fatal(
      'Refusing to start: invalid environment: SITE_URL: required in production (the public origin, e.g. https://www.example.com)',
    );
    process.exit(1);
  }
}

const workers = webConcurrency(process.env.WEB_CONCURRENCY);
if (cluster.isPrimary && workers > 1) {
  runPrimary(workers);
} else {
  const { serve } = await import('./serve.js');
  await serve(buildDirectory(root), { inCluster: cluster.isWorker });
}
