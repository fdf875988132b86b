// Runs Lighthouse (mobile preset) on every route of a running production server and prints the
// median of each score and metric per route. Not a test: figures depend on the machine.
//
//   npm run build && PORT=3000 NODE_ENV=production npm run serve &
//   npm run lighthouse -- --base=http://127.0.0.1:3000 [--runs=3] [--only=seo,performance] [--routes=/,/careers]
//                         [--floor=http://127.0.0.1:3001/]
//
// Routes: every URL of /sitemap.xml plus /confirmation, unless --routes lists some. --floor adds a
// page measured in the same run for comparison, e.g. a minimal Remix page (the framework floor).
// Each row also gives the page's JavaScript: gzip bytes of the scripts it loaded, from Lighthouse.
// --trace prints, for every run, Lighthouse's main-thread groups and the three longest tasks with
// the trace events they spent their time in (tests/perf/trace-tasks.ts).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { longestTasks } from './trace-tasks';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value = ''] = arg.replace(/^--/, '').split('=');
    return [key ?? '', value];
  }),
);
const base = args.get('base') ?? 'http://127.0.0.1:3000';
const runs = Number(args.get('runs') ?? 3);
const categories = (args.get('only') || 'performance,accessibility,best-practices,seo').split(',');

async function routes(): Promise<string[]> {
  const listed = args.get('routes');
  if (listed) return listed.split(',');
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((match) =>
    match[1] ? [new URL(match[1]).pathname] : [],
  );
  return [...paths, '/confirmation'];
}

const floor = args.get('floor');
/** `--trace`: each run's longest main-thread tasks and what they spent their time in (tests/perf/trace-tasks.ts). */
const traceTasks = args.has('trace');

/** Decimals printed per figure; scores and TBT are whole numbers. */
const DECIMALS: Record<string, number> = { CLS: 3, 'LCP s': 2, 'JS kB': 1 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

const rows: Record<string, string | number>[] = [];
const failures: string[] = [];
try {
  for (const route of [...(await routes()), ...(floor ? [floor] : [])]) {
    const samples: Record<string, number[]> = {};
    const url = route === floor ? floor : `${base}${route}`;
    // One request first, as any earlier visitor makes: the server renders a page once per content
    // version, and a first render measured in one of three runs would skew the median.
    await (await fetch(url)).arrayBuffer();
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { lhr } = result;
      if (traceTasks) {
        const trace = (result.artifacts as unknown as { Trace?: { traceEvents: Parameters<typeof longestTasks>[0] } })
          .Trace;
        const breakdown = lhr.audits['mainthread-work-breakdown']?.details;
        console.log(
          JSON.stringify({
            route,
            run,
            TBT: lhr.audits['total-blocking-time']?.numericValue,
            groups: breakdown && 'items' in breakdown ? breakdown.items : undefined,
            longest: trace ? longestTasks(trace.traceEvents) : 'no trace in the artifacts',
          }),
        );
      }
      for (const [id, category] of Object.entries(lhr.categories)) {
        (samples[id] ??= []).push(Math.round((category.score ?? 0) * 100));
        if (run === 0 && (category.score ?? 0) < 1 && id !== 'performance') {
          const lost = category.auditRefs
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id);
          failures.push(`${route} ${id}: ${lost.join(', ')}`);
        }
      }
      for (const [id, audit] of [
        ['LCP s', 'largest-contentful-paint'],
        ['TBT ms', 'total-blocking-time'],
        ['CLS', 'cumulative-layout-shift'],
      ] as const) {
        const value = lhr.audits[audit]?.numericValue;
        if (value !== undefined) (samples[id] ??= []).push(id === 'LCP s' ? value / 1000 : value);
      }
      const requests = lhr.audits['network-requests']?.details;
      if (requests && 'items' in requests && Array.isArray(requests.items)) {
        let scriptBytes = 0;
        for (const item of requests.items as { resourceType?: string; transferSize?: number }[]) {
          if (item.resourceType === 'Script') scriptBytes += item.transferSize ?? 0;
        }
        (samples['JS kB'] ??= []).push(scriptBytes / 1000);
      }
    }
    const row: Record<string, string | number> = { route: route === floor ? 'floor (minimal Remix page)' : route };
    for (const [id, values] of Object.entries(samples)) {
      const value = median(values);
      row[id] = Number(value.toFixed(DECIMALS[id] ?? 0));
    }
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await chrome.kill();
}

console.table(rows);
if (failures.length > 0) console.log(`Audits that lost points:\n${failures.join('\n')}`);
