// Measures the content goals of ADR 0008 against the local Sanity stand-in, with the real client:
// - publish to page: an edit published while cached content lives an hour, until a read shows it;
// - a page's wait when Sanity hangs (accepts connections, never answers), with and without a
//   cached value, and when Sanity is stopped.
// Run: npx tsx tests/perf/benchmark-content.ts
import { onContentChange } from '~/content/content-version.server';
import { createContent } from '~/content/content.server';
import { subscribeToLiveContent } from '~/content/live.server';
import { createSanityClient, createSanitySource, type SanitySourceConfig } from '~/content/sources.server';
import { readSeed } from '../support/dataset';
import { startSanityStandIn } from '../support/sanity-stand-in';

const ROUNDS = 5;
const quiet = { onOutage: () => {} };

async function timed<T>(work: () => Promise<T>): Promise<[number, T | undefined]> {
  const started = performance.now();
  try {
    const value = await work();
    return [performance.now() - started, value];
  } catch {
    return [performance.now() - started, undefined];
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${Math.round(value)} ms`;

async function publishToPage() {
  const standIn = await startSanityStandIn({ dataset: readSeed() });
  const config: SanitySourceConfig = {
    projectId: 'standin',
    dataset: 'production',
    apiVersion: '2025-02-19',
    useCdn: false,
    apiHost: standIn.url,
  };
  const content = createContent(createSanitySource(config), { ttlMs: 3_600_000, ...quiet });
  const stop = onContentChange(({ tags }) => content.invalidate(tags));
  const live = subscribeToLiveContent(createSanityClient(config), { log: () => {} });
  const about = readSeed().find((document) => document._id === 'page-about');
  if (!about) throw new Error('no page-about');
  const times: number[] = [];
  while (standIn.liveConnections() === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  for (let round = 0; round < ROUNDS; round += 1) {
    await content.page('about');
    const title = `Edited ${round}`;
    const started = performance.now();
    standIn.publish({ ...about, title });
    while ((await content.page('about'))?.title !== title) await new Promise((resolve) => setTimeout(resolve, 10));
    times.push(performance.now() - started);
  }
  live.stop();
  stop();
  await standIn.close();
  return times;
}

async function outage() {
  const standIn = await startSanityStandIn({ dataset: readSeed() });
  const source = createSanitySource({
    projectId: 'standin',
    dataset: 'production',
    apiVersion: '2025-02-19',
    useCdn: false,
    apiHost: standIn.url,
  });
  const warm = createContent(source, { ttlMs: 1, retryAfterMs: 1, ...quiet });
  await warm.siteSettings();
  standIn.setMode('hang');
  await new Promise((resolve) => setTimeout(resolve, 5));
  const [staleHung] = await timed(() => warm.siteSettings());
  warm.invalidate();
  const [changedHung] = await timed(() => warm.siteSettings());
  const cold = createContent(source, { ttlMs: 60_000, ...quiet });
  const [coldHung] = await timed(() => cold.siteSettings());
  await standIn.close();
  warm.invalidate();
  const [changedStopped] = await timed(() => warm.siteSettings());
  return { staleHung, changedHung, coldHung, changedStopped };
}

const publish = await publishToPage();
console.log(
  `publish to page (live events, 1 h TTL): median ${ms(median(publish))}, max ${ms(Math.max(...publish))} over ${ROUNDS}`,
);
const waits = await outage();
console.log(`Sanity hung, cached value past its TTL: ${ms(waits.staleHung)} (served stale at once)`);
console.log(`Sanity hung, cached value dropped by a change: ${ms(waits.changedHung)} (then the last good value)`);
console.log(`Sanity hung, nothing cached (very first request): ${ms(waits.coldHung)} (then 503)`);
console.log(`Sanity stopped, cached value dropped by a change: ${ms(waits.changedStopped)} (then the last good value)`);
process.exit(0);
