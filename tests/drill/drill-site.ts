// The drill's processes: the project's own production server (`node server/index.js`, as
// `npm run serve` runs it), started and killed for real, several at once when asked; a proxy that
// puts two of them behind one port; and a size-limited directory for the full-disk fault.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';

const run = promisify(execFile);

export interface SiteProcess {
  readonly name: string;
  readonly port: number;
  readonly process: ChildProcess;
}

/**
 * Every server's output goes to one log, so the drill's own lines stay readable and the log can be
 * searched. The drill writes it (through pipes), so a file-size limit on a server does not apply to it.
 */
export function createServerLog(file: string) {
  writeFileSync(file, '');
  return {
    file,
    text: () => readFileSync(file, 'utf8'),
    collect(child: ChildProcess) {
      for (const stream of [child.stdout, child.stderr])
        stream?.on('data', (chunk: Buffer) => appendFileSync(file, chunk));
    },
  };
}

/** A port nothing listens on now, from the kernel's ephemeral range (never one of the project's fixed ports). */
export async function freePort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Starts the production server on `port` and waits until it answers a page. `build` lets the
 * first start build when the build is stale (as `npm start` does).
 */
export async function startSite({
  name,
  port,
  env,
  log,
  build = false,
}: {
  name: string;
  port: number;
  env: NodeJS.ProcessEnv;
  log: ReturnType<typeof createServerLog>;
  build?: boolean;
}): Promise<SiteProcess> {
  const child = spawn(process.execPath, ['--expose-gc', 'server/index.js', ...(build ? ['--build-if-stale'] : [])], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  log.collect(child);
  let exited: string | undefined;
  child.once('exit', (code, signal) => {
    exited = `exited with ${signal ?? code}`;
  });
  // A build takes about a minute on this kind of machine; a start without one, a second or two.
  const deadline = Date.now() + (build ? 600_000 : 60_000);
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the ${name} server ${exited} before it answered (see the server log)`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/book-call`)).ok) return { name, port, process: child };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`the ${name} server did not answer within the time allowed`);
}

/** kill -9, as a crash or an out-of-memory kill does, and waits until the process is gone. */
export async function killSite(site: SiteProcess | undefined): Promise<void> {
  if (!site || site.process.exitCode !== null || site.process.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => site.process.once('exit', () => resolve()));
  site.process.kill('SIGKILL');
  await gone;
}

/** The header that pins a request to one instance behind the proxy (as a sticky load balancer would). */
export const INSTANCE_HEADER = 'x-drill-instance';

/**
 * A reverse proxy on `port` that sends each request to the next instance in turn (or to the one
 * INSTANCE_HEADER names), passing method, path, headers and body through unchanged.
 */
export async function startProxy(port: number, backends: Record<string, number>): Promise<{ close(): Promise<void> }> {
  const names = Object.keys(backends);
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const pinned = incoming.headers[INSTANCE_HEADER];
    const name = typeof pinned === 'string' && pinned in backends ? pinned : names[next++ % names.length];
    const upstream = request(
      {
        host: '127.0.0.1',
        port: backends[name ?? ''],
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type SizeLimit =
  | { kind: 'tmpfs'; directory: string; release(): Promise<void> }
  | { kind: 'file-size'; directory: string; why: string; release(): Promise<void> };

/**
 * A directory on a tmpfs of `bytes`, so writes meet a real ENOSPC. Mounting needs root (or
 * CAP_SYS_ADMIN); where that is not allowed, the same directory on the ordinary disk, and the
 * caller limits the server's file size instead (RLIMIT_FSIZE: a write past it fails with EFBIG
 * after writing what fits, as a full disk cuts a write short).
 */
export async function sizeLimitedDirectory(directory: string, bytes: number): Promise<SizeLimit> {
  await mkdir(directory, { recursive: true });
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${bytes},mode=0700`, 'tmpfs', directory]);
  } catch (error) {
    const why = (error as { stderr?: string }).stderr?.trim() || String(error);
    return { kind: 'file-size', directory, why, release: async () => {} };
  }
  return {
    kind: 'tmpfs',
    directory,
    release: async () => {
      await run('umount', [directory]).catch(() => run('umount', ['-l', directory]));
    },
  };
}

/** Sets a running process's soft file-size limit (the hard limit stays unlimited, so it can be raised again). */
export async function limitFileSize(pid: number, bytes: number | 'unlimited'): Promise<void> {
  await run('prlimit', ['--pid', String(pid), `--fsize=${bytes}:unlimited`]);
}
