import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { plainEnv } from './global-build';

// One production server for every HTTP test of a Vitest run, started as the e2e webServer starts
// it (playwright.config.ts), on a free port and with lead and booking stores of its own. Tests
// read its address and stores with `inject`; they run side by side, so each makes its own data.

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    siteLeadsDir: string;
    siteBookingsDir: string;
  }
}

const root = process.cwd();

/** Resolves with the origin the server prints once it listens; rejects if it exits first. */
function listeningOrigin(server: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    let listening = false;
    const timer = setTimeout(() => reject(new Error(`the site server did not start within 60 s:\n${output}`)), 60_000);
    // Read to the end, so the pipe never fills and stalls the server.
    const read = (chunk: Buffer) => {
      if (listening) return;
      output += chunk.toString('utf8');
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) {
        listening = true;
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    server.stdout?.on('data', read);
    server.once('exit', (code) => {
      clearTimeout(timer);
      if (!listening) reject(new Error(`the site server exited with ${code} before listening:\n${output}`));
    });
  });
}

export default async function setup(project: TestProject) {
  const leadsDir = await mkdtemp(path.join(tmpdir(), 'site-leads-'));
  const bookingsDir = await mkdtemp(path.join(tmpdir(), 'site-bookings-'));
  const server = spawn(process.execPath, ['--expose-gc', 'server/index.js', '--build-if-stale', '--request-origin'], {
    cwd: root,
    // Its errors show in Vitest's output; stdout carries the line that gives the port.
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...plainEnv(),
      // Port 0: the system picks a free one, which the server prints.
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      BOOKINGS_DIR: bookingsDir,
      LEADS_DIR: leadsDir,
      SESSION_SECRET: 'http-tests-only-session-secret-0123456789abcdef',
      // Every test posts from 127.0.0.1, so the per-client limits are raised far above their use.
      FORM_RATE_LIMIT_PER_MINUTE: '100000',
      FORM_RATE_LIMIT_PER_HOUR: '1000000',
      SANITY_PROJECT_ID: '',
      SUPABASE_URL: '',
      SUPABASE_ANON_KEY: '',
      WEBSITE_REQUEST_ENDPOINT: '',
      // One process: Vitest's own workers share the cores (docs/testing.md).
      WEB_CONCURRENCY: '1',
    },
  });
  const origin = await listeningOrigin(server).catch(async (error: unknown) => {
    server.kill('SIGKILL');
    await Promise.all([
      rm(leadsDir, { recursive: true, force: true }),
      rm(bookingsDir, { recursive: true, force: true }),
    ]);
    throw error;
  });
  project.provide('siteUrl', origin);
  project.provide('siteLeadsDir', leadsDir);
  project.provide('siteBookingsDir', bookingsDir);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      // The server finishes in-flight requests and exits; a stuck one is ended after 15 s.
      const stuck = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(stuck);
    }
    await Promise.all([
      rm(leadsDir, { recursive: true, force: true }),
      rm(bookingsDir, { recursive: true, force: true }),
    ]);
  };
}
