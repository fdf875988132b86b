// @ts-check
/**
 * The production server: `npm start` (builds first only when there is no current build, may
 * take the origin from requests) or `npm run serve` (serves the last build at SITE_URL). Listens on PORT (default 3000) and HOST (default: all
 * interfaces); see docs/operating.md, "Serving in production".
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDirectory } from './build-dir.js';
import { ensureBuild } from './build-state.js';
import { createApp } from './app.js';
import { createIdleCollector } from './idle-gc.js';
import { localSessionSecret } from './local-secret.js';
import express from 'express';
import { logger } from './logger.js';
import { metricsEndpoint } from './observe.js';
import { awaitingContinue } from './refusals.js';

const log = logger('server');

process.env.NODE_ENV ??= 'production';

const root = process.cwd();
const buildDir = buildDirectory(root);
if (process.argv.includes('--build-if-stale')) ensureBuild(root);
if (process.argv.includes('--local-secret') && !process.env.SESSION_SECRET?.trim()) {
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

const build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href);
const { app, env } = await createApp({ build, clientDir: path.join(buildDir, 'client') });

const server = app.listen(env.PORT, env.HOST ?? '', () => {
  const address = server.address();
  const where = typeof address === 'object' && address ? `${address.address}:${address.port}` : String(address);
  const url = `http://${where.replace(/^(::|0\.0\.0\.0):/, 'localhost:')}`;
  log.info({ url }, `listening on ${url}`);
});
// The heap a burst of requests grew is given back once the burst is over (server/idle-gc.js);
// `gc` is there when Node was started with --expose-gc, as every script in package.json does.
const idleCollector = createIdleCollector({ gc: globalThis.gc });
server.on('request', () => idleCollector.request());
// A client that asks before uploading (`Expect: 100-continue`) is answered by the app: 413 for a
// body over the limit before a byte of it is sent, `100 Continue` otherwise (server/refusals.js).
// Such a connection is not reused: a client refused before `100 Continue` may never send its body.
server.on('checkContinue', (req, res) => {
  awaitingContinue.add(req);
  res.shouldKeepAlive = false;
  app(req, res);
});
// CONNECT is no method of this site; Node would otherwise close the socket without an answer.
server.on('connect', (_req, socket) => {
  socket.end(
    'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
  );
});
server.on('error', (error) => {
  // Most often the port is taken: say so in one line rather than with a stack.
  log.fatal(`cannot listen on ${env.HOST ?? '*'}:${env.PORT}: ${error.message}`);
  process.exit(1);
});
// METRICS_PORT: the metrics on a port of their own, on the loopback interface only (a scraper on
// the same machine or in the same pod), and not on the site's port at all.
/** @type {import('node:http').Server | undefined} */
let metricsServer;
if (env.METRICS_PORT !== undefined) {
  const metricsApp = express();
  metricsApp.disable('x-powered-by');
  metricsApp.use(metricsEndpoint({ token: env.METRICS_TOKEN, required: false }));
  metricsApp.use((_req, res) => void res.status(404).type('text/plain').end('Only /metrics is here.\n'));
  metricsServer = metricsApp.listen(env.METRICS_PORT, '127.0.0.1', () => {
    log.info({ url: `http://127.0.0.1:${env.METRICS_PORT}/metrics` }, 'metrics on the loopback port');
  });
  metricsServer.on('error', (error) => {
    log.fatal(`cannot listen on 127.0.0.1:${env.METRICS_PORT} for metrics: ${error.message}`);
    process.exit(1);
  });
}
// Slow or stalled clients cannot hold a connection for long.
server.headersTimeout = 20_000;
server.requestTimeout = 60_000;
server.keepAliveTimeout = 5_000;

let stopping = false;
/** Stops accepting connections, lets in-flight requests finish, then exits. */
function shutdown(/** @type {string} */ signal) {
  if (stopping) return;
  stopping = true;
  idleCollector.stop();
  log.info({ signal }, `${signal}: finishing in-flight requests`);
  // Leads waiting for a retry stay in the store; the next start delivers them.
  // A retry pass under way finishes its writes before the process exits.
  const stopped = ['stopLeadRetrier', 'stopOperations'].map((name) => {
    const stop = build.entry?.module?.[name];
    return typeof stop === 'function' ? stop() : undefined;
  });
  metricsServer?.close();
  server.close(() => void Promise.allSettled(stopped).then(() => process.exit(0)));
  // Idle keep-alive connections would otherwise hold close() open until they time out.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  idle.unref();
  // A request that never ends does not hold the process forever.
  setTimeout(() => {
    log.warn('requests still running after 10 s; closing them');
    server.closeAllConnections();
    process.exit(0);
  }, 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
