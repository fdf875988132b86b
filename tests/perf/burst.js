// @ts-check
/**
 * `npm run bench:burst`: how long a burst of BURST_SIZE (100) simultaneous visitors waits for `/`
 * when its cached copy cannot answer: right after the server starts (nothing rendered yet), after
 * the page expired (CONTENT_CACHE_TTL_SECONDS, BURST_TTL_SECONDS here, default 3), and after a
 * content change (the signed webhook, as Sanity sends it). Each BURST_ROUNDS (3) times; prints
 * the median of the rounds' p50, p90 and slowest waits, with the load average. Each visitor opens
 * a connection of its own, as a crowd of browsers does. `--write` puts the table into
 * docs/performance.md.
 */
import { get } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { encodeSignatureHeader } from '@sanity/webhook';
import { ensureBuild } from '../../server/build-state.js';
import { shouldWrite, writeFigures } from './figures.js';
import { load1, median, root, SITE_ENV, start } from './load.js';

const size = Number(process.env.BURST_SIZE ?? 100);
const rounds = Number(process.env.BURST_ROUNDS ?? 3);
const ttlSeconds = Number(process.env.BURST_TTL_SECONDS ?? 3);
const WEBHOOK_SECRET = 'burst-only-webhook-secret';
const ENV = {
  ...SITE_ENV,
  WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1',
  CONTENT_CACHE_TTL_SECONDS: String(ttlSeconds),
  SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

/**
 * One visitor: milliseconds from asking to the last byte, or NaN when it failed.
 * @param {string} url
 * @returns {Promise<number>}
 */
function visit(url) {
  const started = performance.now();
  return new Promise((resolve) => {
    get(url, { agent: false, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : Number.NaN));
    }).on('error', () => resolve(Number.NaN));
  });
}

/** @param {string} url */
async function burst(url) {
  const waits = (await Promise.all(Array.from({ length: size }, () => visit(url)))).sort((a, b) => a - b);
  const failed = waits.filter(Number.isNaN).length;
  const ok = waits.filter((wait) => !Number.isNaN(wait));
  const at = (/** @type {number} */ q) => ok[Math.min(ok.length - 1, Math.floor(q * ok.length))] ?? Number.NaN;
  return { p50: at(0.5), p90: at(0.9), max: ok.at(-1) ?? Number.NaN, failed };
}

ensureBuild(root);
/** @type {Record<'cold' | 'expired' | 'changed', { p50: number, p90: number, max: number, failed: number }[]>} */
const results = { cold: [], expired: [], changed: [] };
const loads = [load1()];
for (let round = 0; round < rounds; round += 1) {
  // Cold: the burst arrives as soon as the server listens.
  const site = start('server/index.js', ENV, ['--expose-gc']);
  try {
    const url = await site.url;
    results.cold.push(await burst(`${url}/`));
    // Expired: the page was cached, its time to live ran out, then the crowd came.
    await visit(`${url}/`);
    await sleep(ttlSeconds * 1000 + 300);
    results.expired.push(await burst(`${url}/`));
    // Changed: the page was cached, an editor published, the webhook came, then the crowd.
    await visit(`${url}/`);
    const body = JSON.stringify({ _id: 'page-home', _type: 'page' });
    const hook = await fetch(`${url}/api/sanity-webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET),
      },
      body,
    });
    if (!hook.ok) throw new Error(`the webhook answered ${hook.status}`);
    results.changed.push(await burst(`${url}/`));
  } finally {
    await site.stop();
  }
  loads.push(load1());
}

/** @param {number} ms */
const ms = (ms) => (Number.isNaN(ms) ? '?' : String(Math.round(ms)));
const rows = /** @type {const} */ ([
  ['cold start', 'cold'],
  [`after expiry (${ttlSeconds} s)`, 'expired'],
  ['after a content change (webhook)', 'changed'],
]).map(([name, key]) => {
  const list = results[key];
  return `| ${name} | ${ms(median(list.map((r) => r.p50)))} | ${ms(median(list.map((r) => r.p90)))} | ${ms(median(list.map((r) => r.max)))} | ${list.reduce((sum, r) => sum + r.failed, 0)} |`;
});
const markdown = [
  `Measured ${new Date().toISOString().slice(0, 10)}: ${size} visitors at once on \`/\`, ${rounds} rounds (medians), WEB_CONCURRENCY=${ENV.WEB_CONCURRENCY}, load average ${loads.join(' → ')} (2 cores).`,
  '',
  '| burst | p50 ms | p90 ms | slowest ms | failed |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...rows,
].join('\n');
console.log(markdown);
if (shouldWrite()) writeFigures('burst', markdown);
