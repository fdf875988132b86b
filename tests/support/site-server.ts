import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDirectory } from '../../server/build-dir.js';
import { createApp, type ServerBuild } from '../../server/app.js';

// The production server inside the test's own process, as server/serve.js runs it: the current
// build (Vitest's global set-up made sure it is current), createApp's request listener (the fast
// path for cached pages, then Express) on a loopback port. The environment is the process's: set
// it before starting. One worker; tests/integration/workers.test.ts runs the real cluster.

const root = process.cwd();

/** The server half of the current build, imported once per test file. */
export async function importBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(buildDirectory(root), 'server/index.js')).href)) as ServerBuild;
}

export type SiteServer = Awaited<ReturnType<typeof createApp>> & {
  /** `http://127.0.0.1:<port>` */
  base: string;
  server: Server;
  /** Stops listening, its open connections included, and the app's listeners. */
  stop: () => Promise<void>;
};

/**
 * Starts the site on a free loopback port. `build` defaults to the current build; a test may pass
 * one with a hook of its own (a render counter, another SITE_URL). `trustProxy` replaces the
 * environment's TRUST_PROXY.
 */
export async function startSiteServer(
  options: { build?: ServerBuild; renderDeadlineMs?: number; trustProxy?: string } = {},
): Promise<SiteServer> {
  const build = options.build ?? (await importBuild());
  const created = await createApp({
    build,
    clientDir: path.join(buildDirectory(root), 'client'),
    ...(options.renderDeadlineMs ? { renderDeadlineMs: options.renderDeadlineMs } : {}),
  });
  if (options.trustProxy) created.app.set('trust proxy', options.trustProxy);
  const server = createServer(created.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...created,
    base: `http://127.0.0.1:${port}`,
    server,
    stop: async () => {
      created.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
