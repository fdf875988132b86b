// @ts-check
/**
 * `npm run bench:start`: from `node server/index.js` to the first 200 on `/`, and to the line
 * saying it listens, START_ROUNDS (5) times for one worker and for two (WEB_CONCURRENCY); prints
 * the median, fastest and slowest, with the load average. `--write` puts the table into
 * docs/performance.md.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureBuild } from '../../server/build-state.js';
import { shouldWrite, writeFigures } from './figures.js';
import { load1, median, root, SITE_ENV, start } from './load.js';

const rounds = Number(process.env.START_ROUNDS ?? 5);

/** @param {string} workers */
async function once(workers) {
  const site = start(
    'server/index.js',
    { ...SITE_ENV, PORT: process.env.START_PORT ?? '3466', WEB_CONCURRENCY: workers },
    ['--expose-gc'],
  );
  const elapsed = () => Number(process.hrtime.bigint() - site.started) / 1e6;
  let listening = Number.NaN;
  void site.url.then(() => (listening = elapsed())).catch(() => {});
  try {
    const port = process.env.START_PORT ?? '3466';
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        await response.arrayBuffer();
        if (response.status === 200) return { first: elapsed(), listening };
      } catch {
        // not listening yet
      }
      if (elapsed() > 60_000) throw new Error('no 200 on / within a minute');
      await sleep(5);
    }
  } finally {
    await site.stop();
  }
}

ensureBuild(root);
const loads = [load1()];
/** @type {string[]} */
const rows = [];
for (const workers of ['1', '2']) {
  /** @type {{ first: number, listening: number }[]} */
  const runs = [];
  for (let round = 0; round < rounds; round += 1) runs.push(await once(workers));
  const firsts = runs.map((run) => run.first);
  rows.push(
    `| ${workers} | ${Math.round(median(firsts))} | ${Math.round(Math.min(...firsts))}–${Math.round(Math.max(...firsts))} | ${Math.round(median(runs.map((run) => run.listening)))} |`,
  );
  loads.push(load1());
}
const markdown = [
  `Measured ${new Date().toISOString().slice(0, 10)}: ${rounds} starts each, load average ${loads.join(' → ')} (2 cores).`,
  '',
  '| workers | first 200 on `/`, ms (median) | fastest–slowest | listening, ms (median) |',
  '| ---: | ---: | ---: | ---: |',
  ...rows,
].join('\n');
console.log(markdown);
if (shouldWrite()) writeFigures('start', markdown);
