// @ts-check
/**
 * `npm run bench`: the production server against an Express "hello world", both on 127.0.0.1,
 * measured in one run so the machine's load affects both alike. For every content route it
 * prints requests per second at 50 connections as a ratio to the hello (goal: at least 0.5x,
 * 0 errors), and p50/p99 latency at one connection. Figures, not a test: nothing here fails.
 *
 * BENCH_SECONDS (default 2) is the length of each 50-connection run, BENCH_ROUNDS (default 3)
 * how many route/hello pairs each route gets, BENCH_LATENCY_SECONDS (default 2) the length of
 * each one-connection run; BENCH_ROUTES a comma list to measure only some routes.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ensureBuild } from '../../server/build-state.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const latencySeconds = Number(process.env.BENCH_LATENCY_SECONDS ?? 2);

/**
 * Starts a server script on a free port and resolves with its base URL.
 * @param {string} script
 * @param {Record<string, string>} env
 * @param {string[]} [nodeFlags]
 */
function start(script, env, nodeFlags = []) {
  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise((resolve, reject) => {
    child.stdout.on('data', (/** @type {Buffer} */ data) => {
      const match = /listening on (http:\/\/[\w.:-]+)/.exec(data.toString());
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, url: /** @type {Promise<string>} */ (url) };
}

/**
 * @param {string} url
 * @param {number} connections
 * @param {number} duration
 */
function load(url, connections, duration) {
  return autocannon({
    url,
    connections,
    duration,
    // A browser's request: compressed bytes, as a CDN or a visitor would ask.
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' },
  });
}

ensureBuild(root);
const site = start(
  'server/index.js',
  {
    NODE_ENV: 'production',
    SANITY_PROJECT_ID: '',
    SUPABASE_URL: '',
    SUPABASE_ANON_KEY: '',
    // Production refuses to start without one; any value serves for a measurement.
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: 'https://www.studio.example',
  },
  ['--expose-gc'],
);
const hello = start('tests/perf/hello-server.js', {});
const [siteUrl, helloUrl] = await Promise.all([site.url, hello.url]);

/**
 * The public pages, as the site itself lists them in its sitemap (confirmation carries a
 * visitor's data and is private, so it is not there), or BENCH_ROUTES.
 * @returns {Promise<string[]>}
 */
async function benchRoutes() {
  if (process.env.BENCH_ROUTES) return process.env.BENCH_ROUTES.split(',');
  const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((match) =>
    match[1] ? [new URL(match[1]).pathname] : [],
  );
}
const routes = await benchRoutes();

try {
  // Warm both: the first request of a page renders and compresses it.
  for (const route of routes)
    await fetch(`${siteUrl}${route}`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
  await load(helloUrl, 10, 1);

  // On a shared machine the load drifts during a run, so each route is compared with hello
  // runs right next to it: BENCH_ROUNDS rounds of hello, route, hello, and the median of the
  // rounds' ratios is the route's figure.
  /** @type {{ route: string, rps: number, helloRps: number, ratio: number, errors: number, p50: number, p99: number }[]} */
  const rows = [];
  /** @param {number[]} values */
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  let helloBefore = (await load(helloUrl, 50, seconds)).requests.average;
  for (const route of routes) {
    /** @type {{ rps: number, hello: number }[]} */
    const samples = [];
    let errors = 0;
    for (let round = 0; round < rounds; round += 1) {
      const busy = await load(`${siteUrl}${route}`, 50, seconds);
      const helloAfter = (await load(helloUrl, 50, seconds)).requests.average;
      samples.push({ rps: busy.requests.average, hello: (helloBefore + helloAfter) / 2 });
      errors += busy.errors + busy.timeouts + busy.non2xx;
      helloBefore = helloAfter;
    }
    const one = await load(`${siteUrl}${route}`, 1, latencySeconds);
    rows.push({
      route,
      rps: median(samples.map((sample) => sample.rps)),
      helloRps: median(samples.map((sample) => sample.hello)),
      ratio: median(samples.map((sample) => (sample.hello > 0 ? sample.rps / sample.hello : 0))),
      errors,
      p50: one.latency.p50,
      p99: one.latency.p99,
    });
  }

  /** @param {number} ms */
  const millis = (ms) => (ms < 1 ? '<1' : String(ms));
  console.log(
    '\n| route | req/s (50 conn) | hello req/s (next to it) | ratio to hello | errors | p50 ms (1 conn) | p99 ms (1 conn) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.log(
      `| ${row.route} | ${Math.round(row.rps)} | ${Math.round(row.helloRps)} | ${row.ratio.toFixed(2)}x | ${row.errors} | ${millis(row.p50)} | ${millis(row.p99)} |`,
    );
  }
  const ratios = rows.map((row) => row.ratio).sort((a, b) => a - b);
  console.log(
    `\nratio to hello: min ${ratios[0]?.toFixed(2)}x, median ${ratios[Math.floor(ratios.length / 2)]?.toFixed(2)}x, max ${ratios.at(-1)?.toFixed(2)}x; errors ${rows.reduce((sum, row) => sum + row.errors, 0)}`,
  );
} finally {
  site.child.kill('SIGTERM');
  hello.child.kill('SIGTERM');
}
