// `npm run bench:memory`: does memory stay bounded when every request names a new address?
// Starts the project's own production server, requests MEMORY_REQUESTS (default 20,000) random
// /products/<slug> addresses (8 at a time), then waits a minute, sampling the server's resident
// memory (RSS) throughout. Goal (docs/decisions/0023): RSS a minute later within 20 MB of where it
// was after warming up. Exits 1 when it is not.
//   MEMORY_PORT (default 3194), MEMORY_REQUESTS, MEMORY_SETTLE_SECONDS (default 60).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { startSite } from './start-site';

const PORT = Number(process.env.MEMORY_PORT ?? 3194);
const REQUESTS = Number(process.env.MEMORY_REQUESTS ?? 20_000);
const SETTLE_SECONDS = Number(process.env.MEMORY_SETTLE_SECONDS ?? 60);
const GOAL_MB = 20;

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

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

const site = await startSite(PORT);
let failed = false;
try {
  const pid = site.process.pid ?? 0;
  // Warm up: the product route's code and the layout's content are loaded once.
  for (let index = 0; index < 200; index += 1) await get(`/products/warm-${index}`);
  await sleep(2000);
  const start = await rssMb(pid);
  let peak = start;
  const statuses = new Map<number, number>();
  let sent = 0;
  const began = Date.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (sent < REQUESTS) {
        sent += 1;
        const status = await get(`/products/${randomBytes(12).toString('hex')}`);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (sent % 1000 === 0) peak = Math.max(peak, await rssMb(pid));
      }
    }),
  );
  const afterRequests = await rssMb(pid);
  console.log(
    `${REQUESTS} random slugs in ${((Date.now() - began) / 1000).toFixed(0)} s (${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')})`,
  );
  for (let second = 0; second < SETTLE_SECONDS; second += 1) {
    await sleep(1000);
    peak = Math.max(peak, await rssMb(pid));
  }
  const end = await rssMb(pid);
  const grew = end - start;
  if (grew > GOAL_MB) failed = true;
  console.log(
    `RSS: ${start.toFixed(1)} MB after warming up, ${afterRequests.toFixed(1)} MB after the requests, peak ${peak.toFixed(1)} MB, ${end.toFixed(1)} MB ${SETTLE_SECONDS} s later: ${grew >= 0 ? '+' : ''}${grew.toFixed(1)} MB (goal within ${GOAL_MB} MB: ${failed ? 'MISSED' : 'met'})`,
  );
} finally {
  agent.destroy();
  await site.stop();
}
process.exit(failed ? 1 : 0);
