// @ts-check
/**
 * One serving process (the only one, or a worker of server/workers.js): the app on PORT, the
 * metrics on METRICS_PORT when alone, and a clean stop on SIGTERM.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express from 'express';
import { createApp } from './app.js';
import { createIdleCollector } from './idle-gc.js';
import { logger } from './logger.js';
import { metricsEndpoint } from './observe.js';
import { awaitingContinue } from './refusals.js';
import { joinCluster } from './worker.js';

const log = logger('server');

/**
 * @param {string} buildDir
 * @param {{ inCluster: boolean }} options
 */
export async function serve(buildDir, { inCluster }) {
  const build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href);
  const cluster = inCluster ? joinCluster() : undefined;
  const created = await createApp({
    build,
    clientDir: path.join(buildDir, 'client'),
    readMetrics: cluster?.readMetrics,
  });
  const { app, env, handler } = created;
  cluster?.relay(created);

  const server = createServer(handler);
  server.listen(env.PORT, env.HOST ?? '', () => {
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
  // the same machine or in the same pod), and not on the site's port at all. With workers, the
  // primary process serves them, summed over the workers (server/workers.js).
  /** @type {import('node:http').Server | undefined} */
  let metricsServer;
  if (env.METRICS_PORT !== undefined && !inCluster) {
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
}
