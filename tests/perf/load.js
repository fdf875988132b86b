// @ts-check
/**
 * The load of `npm run bench` and `tests/perf/burst.js`: wrk when it is installed (it saturates a
 * plain `node:http` server on this machine, which autocannon, in Node itself, cannot), else
 * autocannon, and the servers they measure started on loopback ports.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The load average over the last minute, as `uptime` prints it. */
export const load1 = () => loadavg()[0]?.toFixed(2) ?? '?';

/** True when `wrk` is on the PATH. */
export const hasWrk = () => spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;

/**
 * @typedef {{ rps: number, p50: number, p99: number, errors: number, non2xx: number, tool: 'wrk' | 'autocannon' }} LoadResult
 * @typedef {{ connections: number, seconds: number, headers?: Record<string, string>, randomPaths?: string }} LoadOptions
 *   randomPaths: a prefix; every request asks `<prefix><random number>` (a scanner's walk)
 */

/** @param {string} text a wrk duration (`812.00us`, `1.23ms`, `2.01s`) @returns {number} milliseconds */
function millis(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[
    /** @type {'us' | 'ms' | 's' | 'm'} */ (match[2])
  ];
}

let luaDir = '';

/**
 * @param {string} url
 * @param {LoadOptions} options
 * @returns {Promise<LoadResult>}
 */
function wrk(url, { connections, seconds, headers = {}, randomPaths }) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  if (randomPaths) {
    luaDir ||= mkdtempSync(path.join(tmpdir(), 'bench-lua-'));
    const script = path.join(luaDir, 'random.lua');
    writeFileSync(
      script,
      `request = function() return wrk.format(nil, "${randomPaths}" .. math.random(1, 1000000000)) end\n`,
    );
    args.push('-s', script);
  }
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', () => {
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
      const p50 = millis(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? '');
      const p99 = millis(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? '');
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
      const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
      resolve({ rps, p50, p99, errors, non2xx, tool: 'wrk' });
    });
  });
}

/**
 * @param {string} url
 * @param {LoadOptions} options
 * @returns {Promise<LoadResult>}
 */
async function cannon(url, { connections, seconds, headers = {}, randomPaths }) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    ...(randomPaths
      ? {
          requests: [
            { setupRequest: (request) => ({ ...request, path: `${randomPaths}${Math.floor(Math.random() * 1e9)}` }) },
          ],
        }
      : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    tool: 'autocannon',
  };
}

/**
 * Loads a URL for a while and reports requests per second and latency.
 * @param {string} url
 * @param {LoadOptions} options
 */
export function load(url, options) {
  return hasWrk() ? wrk(url, options) : cannon(url, options);
}

/**
 * Starts a server script on a free loopback port and resolves with its base URL once it says
 * it listens (`listening on http://…`). With `ipc`, the child has a channel (for a probe loaded
 * with `--import`).
 * @param {string} script
 * @param {Record<string, string>} env
 * @param {string[]} [nodeFlags]
 * @param {{ ipc?: boolean }} [options]
 */
export function start(script, env, nodeFlags = [], { ipc = false } = {}) {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ipc ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (/** @type {Buffer} */ data) => {
      if (seen.length < 100_000) seen += data.toString();
      const match = /listening on (http:\/\/[\w.:-]+)/.exec(seen);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  /** Stops it and waits for it to exit. */
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined);
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { child, started, url: /** @type {Promise<string>} */ (url), stop };
}

/** The environment the site runs with for every measurement: bundled content, no outside service. */
export const SITE_ENV = {
  NODE_ENV: 'production',
  SANITY_PROJECT_ID: '',
  SUPABASE_URL: '',
  SUPABASE_ANON_KEY: '',
  WEBSITE_REQUEST_ENDPOINT: '',
  // Production refuses to start without one; any value serves for a measurement.
  SESSION_SECRET: 'bench-only-session-secret-0123456789abcdef0123',
  SITE_URL: 'https://www.studio.example',
  // Every request still writes its log line (read from the pipe and dropped), as in production.
  LOG_LEVEL: 'info',
};

/** @param {number[]} values */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
