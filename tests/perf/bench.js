// @ts-check
/**
 * `npm run bench`: the production server against two yardsticks started beside it on 127.0.0.1
 * and measured in the same rounds, so the machine's load affects all alike:
 *
 * - an Express "hello world" (tests/perf/hello-server.js): what a minimal Express app does;
 * - the same-bytes server (tests/perf/limit-server.js): `node:http` writing the exact status,
 *   headers and bytes the site sent for the page, from memory: the most this runtime can do.
 *
 * For each target (cached `/` with brotli and without, `/about`, `/book-call`, one not-found
 * address, a walk of random not-found addresses) it prints requests per second at
 * BENCH_CONNECTIONS (50) as ratios to both yardsticks, p50/p99 there, p99 at one connection, and
 * for `/` the share of CPU time each process spent in garbage collection. Then the same load on
 * one worker and on WEB_CONCURRENCY=2 (server/workers.js), in alternating rounds. The load is wrk
 * when installed, else autocannon (which cannot saturate the same-bytes server: its ratios then
 * read high). Figures, not a test: nothing here fails. `--write` puts the tables into
 * docs/performance.md.
 *
 * BENCH_SECONDS (5) per run, BENCH_ROUNDS (3) rounds, BENCH_CONNECTIONS (50).
 */
import { ensureBuild } from '../../server/build-state.js';
import { shouldWrite, writeFigures } from './figures.js';
import { hasWrk, load, load1, median, root, SITE_ENV, start } from './load.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BR = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

ensureBuild(root);
const loadAtStart = load1();
const site = start(
  'server/index.js',
  { ...SITE_ENV, WEB_CONCURRENCY: '1' },
  ['--expose-gc', '--import', './tests/perf/gc-probe.mjs'],
  {
    ipc: true,
  },
);
const hello = start('tests/perf/hello-server.js', {});
const [siteUrl, helloUrl] = await Promise.all([site.url, hello.url]);
const notFound = `/no-such-page-${Date.now()}`;
// The first request of a page renders it; the yardsticks copy what a later visitor gets.
for (const route of ['/', '/about', '/book-call', notFound]) {
  for (const headers of [BR, {}]) await (await fetch(`${siteUrl}${route}`, { headers })).arrayBuffer();
}
const limitBr = start(
  'tests/perf/limit-server.js',
  { LIMIT_SOURCE: `${siteUrl}/`, LIMIT_ACCEPT_ENCODING: 'br' },
  ['--import', './tests/perf/gc-probe.mjs'],
  { ipc: true },
);
const limitPlain = start('tests/perf/limit-server.js', {
  LIMIT_SOURCE: `${siteUrl}/`,
  LIMIT_ACCEPT_ENCODING: 'identity',
});
const [limitBrUrl, limitPlainUrl] = await Promise.all([limitBr.url, limitPlain.url]);

/**
 * The CPU and garbage-collection time of a process since it was last asked (tests/perf/gc-probe.mjs).
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<{ cpuMs: number, gcMs: number }>}
 */
function probe(child) {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(/** @type {{ cpuMs: number, gcMs: number }} */ (message)));
    child.send?.('how much');
  });
}

/** @param {number} ms */
const ms = (ms) => (Number.isNaN(ms) ? '?' : ms < 10 ? ms.toFixed(2) : ms.toFixed(0));

try {
  await load(helloUrl, { connections: 10, seconds: 1 });
  /**
   * @type {{ name: string, url: string, headers?: Record<string, string>, limit: string, randomPaths?: string, expected: number }[]}
   */
  const targets = [
    { name: '`/` brotli (cached)', url: `${siteUrl}/`, headers: BR, limit: limitBrUrl, expected: 200 },
    { name: '`/` uncompressed (cached)', url: `${siteUrl}/`, limit: limitPlainUrl, expected: 200 },
    { name: '`/about` brotli', url: `${siteUrl}/about`, headers: BR, limit: limitBrUrl, expected: 200 },
    { name: '`/book-call` brotli', url: `${siteUrl}/book-call`, headers: BR, limit: limitBrUrl, expected: 200 },
    { name: 'one not-found address', url: `${siteUrl}${notFound}`, headers: BR, limit: limitBrUrl, expected: 404 },
    {
      name: 'random not-found addresses',
      url: `${siteUrl}/`,
      headers: BR,
      limit: limitBrUrl,
      randomPaths: '/scan-',
      expected: 404,
    },
  ];
  /** @type {string[]} */
  const rows = [];
  /** @type {{ site: number, limit: number }} */
  let gcShares = { site: 0, limit: 0 };
  for (const target of targets) {
    /** @type {{ hello: number, limit: number, site: number, p50: number, p99: number, errors: number }[]} */
    const samples = [];
    for (let round = 0; round < rounds; round += 1) {
      const helloRun = await load(helloUrl, { connections, seconds });
      const limitRun = await load(target.limit, { connections, seconds, headers: target.headers });
      const gcBefore = target.name.startsWith('`/` brotli')
        ? await Promise.all([probe(site.child), probe(limitBr.child)])
        : undefined;
      const siteRun = await load(target.url, {
        connections,
        seconds,
        headers: target.headers,
        randomPaths: target.randomPaths,
      });
      if (gcBefore) {
        const [siteGc, limitGc] = await Promise.all([probe(site.child), probe(limitBr.child)]);
        gcShares = { site: siteGc.gcMs / siteGc.cpuMs, limit: limitGc.gcMs / limitGc.cpuMs };
      }
      // A not-found target answers 404 by design; anything else than its status is an error.
      const wrong = target.expected === 200 ? siteRun.non2xx : 0;
      samples.push({
        hello: helloRun.rps,
        limit: limitRun.rps,
        site: siteRun.rps,
        p50: siteRun.p50,
        p99: siteRun.p99,
        errors: siteRun.errors + wrong,
      });
    }
    const one = target.randomPaths
      ? undefined
      : await load(target.url, { connections: 1, seconds: Math.min(seconds, 3), headers: target.headers });
    rows.push(
      `| ${target.name} | ${Math.round(median(samples.map((s) => s.site)))} | ${median(samples.map((s) => s.site / s.hello)).toFixed(2)}x | ${median(samples.map((s) => s.site / s.limit)).toFixed(2)}x | ${ms(median(samples.map((s) => s.p50)))} | ${ms(median(samples.map((s) => s.p99)))} | ${one ? ms(one.p99) : '–'} | ${samples.reduce((sum, s) => sum + s.errors, 0)} |`,
    );
    console.log(rows.at(-1));
  }
  const limitOne = await load(limitBrUrl, { connections: 1, seconds: Math.min(seconds, 3), headers: BR });
  const limitMany = await load(limitBrUrl, { connections, seconds, headers: BR });
  const helloMany = await load(helloUrl, { connections, seconds });

  // Both cores: the same site with two workers against one, in alternating rounds.
  const two = start('server/index.js', { ...SITE_ENV, WEB_CONCURRENCY: '2' }, ['--expose-gc']);
  const twoUrl = await two.url;
  // Each worker renders its own first copy, and both get the warm-up the one-worker server had.
  for (let i = 0; i < 8; i += 1)
    await (await fetch(`${twoUrl}/`, { headers: { ...BR, connection: 'close' } })).arrayBuffer();
  await load(`${twoUrl}/`, { connections, seconds: Math.max(seconds, 3), headers: BR });
  /** @type {number[]} */
  const workerRatios = [];
  let oneRps = 0;
  let twoRps = 0;
  for (let round = 0; round < rounds; round += 1) {
    oneRps = (await load(`${siteUrl}/`, { connections, seconds, headers: BR })).rps;
    twoRps = (await load(`${twoUrl}/`, { connections, seconds, headers: BR })).rps;
    workerRatios.push(twoRps / oneRps);
  }
  await two.stop();
  const loadAtEnd = load1();

  const tool = hasWrk() ? 'wrk (1 thread)' : 'autocannon (cannot saturate the same-bytes server: its ratios read high)';
  const markdown = [
    `Measured ${new Date().toISOString().slice(0, 10)} with ${tool}, ${connections} connections, ${rounds} rounds of ${seconds} s, load average ${loadAtStart} at the start and ${loadAtEnd} at the end (2 cores). One worker (\`WEB_CONCURRENCY=1\`) unless it says otherwise; every request writes its log line.`,
    '',
    '| target | req/s | × Express hello | × same-bytes server | p50 ms | p99 ms | p99 ms (1 conn) | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `Same-bytes server (\`/\` brotli): ${Math.round(limitMany.rps)} req/s, p99 ${ms(limitMany.p99)} ms at ${connections} connections, ${ms(limitOne.p99)} ms at 1; Express hello ${Math.round(helloMany.rps)} req/s.`,
    `Garbage collection under load on cached \`/\`: ${(gcShares.site * 100).toFixed(1)} % of the site's CPU time, ${(gcShares.limit * 100).toFixed(1)} % of the same-bytes server's.`,
    `Two workers against one (\`/\` brotli, alternating rounds): ${workerRatios.map((r) => `${r.toFixed(2)}x`).join(', ')} (median ${median(workerRatios).toFixed(2)}x; last round ${Math.round(twoRps)} against ${Math.round(oneRps)} req/s).`,
  ].join('\n');
  console.log(`\n${markdown}`);
  if (shouldWrite()) writeFigures('bench', markdown);
} finally {
  await Promise.all([site.stop(), hello.stop(), limitBr.stop(), limitPlain.stop()]);
}
