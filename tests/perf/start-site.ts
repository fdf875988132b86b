// Starts the project's own production server (server/index.js, building first when the build is
// stale, as `npm start` does) on a loopback port with local stand-ins for every outside service
// switched off, for the scripts in tests/perf that measure it from outside.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export type RunningSite = {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the server printed on stderr so far, and the stack of every error it logged (as Node prints one). */
  stderr: () => string;
  stop: () => Promise<void>;
};

/**
 * `nodeFlags` are passed to Node before the server's own (`--expose-gc`, as package.json starts
 * it); with `ipc` the server gets an IPC channel (for a probe loaded with `--import`).
 */
export async function startSite(
  port: number,
  env: Record<string, string> = {},
  { nodeFlags = [], ipc = false }: { nodeFlags?: string[]; ipc?: boolean } = {},
): Promise<RunningSite> {
  const url = `http://127.0.0.1:${port}`;
  const work = await mkdtemp(path.join(tmpdir(), 'perf-site-'));
  const child = spawn(process.execPath, ['--expose-gc', ...nodeFlags, 'server/index.js', '--build-if-stale'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      SESSION_SECRET: 'perf-site-session-secret-0123456789abcdef',
      LEADS_DIR: path.join(work, 'leads'),
      BOOKINGS_DIR: path.join(work, 'bookings'),
      SANITY_PROJECT_ID: '',
      SUPABASE_URL: '',
      WEBSITE_REQUEST_ENDPOINT: '',
      // One process: the scripts measure its memory and its answers.
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // The server logs JSON lines on stdout (server/logger.js): a real failure carries its stack
  // under `err`. Only those are kept, written out as Node would print them.
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('"stack"')) continue;
      try {
        const logged = JSON.parse(line) as { msg?: unknown; err?: { stack?: unknown } };
        if (typeof logged.err?.stack === 'string') stderr += `${String(logged.msg)}\n${logged.err.stack}\n`;
      } catch {
        // Not a log line.
      }
    }
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(work, { recursive: true, force: true });
  };
  for (let tries = 0; tries < 1500; tries += 1) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the site exited with ${child.exitCode}:\n${stderr}`);
    }
    try {
      if ((await fetch(`${url}/`)).ok) return { url, port, process: child, stderr: () => stderr, stop };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await stop();
  throw new Error('the site did not start');
}

/** A line of a stack trace as Node prints one. */
export const STACK_LINE = /^\s+at .+(:\d+:\d+\)?|\(native\)|<anonymous>\)?)$/m;
