// `npm run bench:memory`: does memory stay bounded when every request names a new address?
// Starts the project's own production server (with the Node flags package.json starts it with),
// requests MEMORY_REQUESTS (default 20,000) random /products/<slug> addresses (8 at a time), then
// waits a minute, sampling the server's resident memory (RSS) and V8's heap (used / reserved)
// throughout. Goal (docs/decisions/0023): RSS a minute later within 20 MB of where it was after
// warming up. Exits 1 when it is not.
//   MEMORY_PORT (default 3194), MEMORY_REQUESTS, MEMORY_SETTLE_SECONDS (default 60),
//   MEMORY_NODE_FLAGS (more Node flags for the server, space-separated, to try V8 settings).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { startSite } from './start-site';

const PORT = Number(process.env.MEMORY_PORT ?? 3194);
const REQUESTS = Number(process.env.MEMORY_REQUESTS ?? 20_000);
const SETTLE_SECONDS = Number(process.env.MEMORY_SETTLE_SECONDS ?? 60);
const NODE_FLAGS = (process.env.MEMORY_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
const GOAL_MB = 20;
const MB = 1024 * 1024;

type Sample = { rss: number; heapUsed: number; heapTotal: number; majorCollections: number };

const agent = new Agent({ keepAlive: true, maxSockets: 8 });
function get(pathname: string): Promise<number> {
  return new Promise((resolve) => {
    const req = httpRequest(`http://127.0.0.1:${PORT}${pathname}`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

const site = await startSite(
  PORT,
  {},
  { nodeFlags: [...NODE_FLAGS, '--import', './tests/perf/heap-probe.mjs'], ipc: true },
);
const server = site.process;

/** RSS as the kernel counts it; V8's heap as the server's own process.memoryUsage() reports it. */
async function sample(): Promise<Sample> {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
  const usage = await new Promise<NodeJS.MemoryUsage & { majorCollections: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not report its memory')), 10_000);
    server.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as NodeJS.MemoryUsage & { majorCollections: number });
    });
    server.send('memory');
  });
  return {
    rss,
    heapUsed: usage.heapUsed / MB,
    heapTotal: usage.heapTotal / MB,
    majorCollections: usage.majorCollections,
  };
}
const show = ({ rss, heapUsed, heapTotal, majorCollections }: Sample) =>
  `RSS ${rss.toFixed(1)} MB (heap ${heapUsed.toFixed(1)} of ${heapTotal.toFixed(1)} MB; ${majorCollections} full collections so far)`;

let failed = false;
try {
  // Warm up: the product route's code and the layout's content are loaded once.
  for (let index = 0; index < 200; index += 1) await get(`/products/warm-${index}`);
  await sleep(2000);
  const start = await sample();
  let peak = start;
  const statuses = new Map<number, number>();
  let sent = 0;
  let sampling: Promise<void> = Promise.resolve();
  const began = Date.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (sent < REQUESTS) {
        sent += 1;
        const status = await get(`/products/${randomBytes(12).toString('hex')}`);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (sent % 1000 === 0) {
          sampling = sampling.then(async () => {
            const now = await sample();
            if (now.rss > peak.rss) peak = now;
          });
        }
      }
    }),
  );
  await sampling;
  const afterRequests = await sample();
  console.log(
    `${REQUESTS} random slugs in ${((Date.now() - began) / 1000).toFixed(0)} s (${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')})${NODE_FLAGS.length ? `, Node flags ${NODE_FLAGS.join(' ')}` : ''}`,
  );
  console.log(`  warm:            ${show(start)}`);
  console.log(`  after requests:  ${show(afterRequests)}`);
  let end = afterRequests;
  for (let second = 1; second <= SETTLE_SECONDS; second += 1) {
    await sleep(1000);
    end = await sample();
    if (end.rss > peak.rss) peak = end;
    if (second % 10 === 0 || second === SETTLE_SECONDS)
      console.log(`  +${String(second).padEnd(3)} s:         ${show(end)}`);
  }
  console.log(`  peak:            ${show(peak)}`);
  const grew = end.rss - start.rss;
  if (grew > GOAL_MB) failed = true;
  console.log(
    `RSS ${start.rss.toFixed(1)} → peak ${peak.rss.toFixed(1)} → ${end.rss.toFixed(1)} MB ${SETTLE_SECONDS} s later: ${grew >= 0 ? '+' : ''}${grew.toFixed(1)} MB (goal within ${GOAL_MB} MB: ${failed ? 'MISSED' : 'met'})`,
  );
} finally {
  agent.destroy();
  await site.stop();
}
process.exit(failed ? 1 : 0);
