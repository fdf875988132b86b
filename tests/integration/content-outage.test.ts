import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContent } from '~/content/content.server';
import { createSanitySource } from '~/content/sources.server';
import { readSeed } from '../support/dataset';
import { statusOf } from '../support/route-args';
import { startSanityStandIn, type SanityStandIn } from '../support/sanity-stand-in';

// Content must never take the site down. Against a stand-in that is stopped, or that accepts
// connections and never answers, pages keep the last good content; with nothing cached yet the
// read gives up within the client's short timeout and answers 503 instead of hanging.
// (The figures, e.g. how long a page waits on a hung API, are measured by
// tests/perf/benchmark-content.ts; these tests check behavior and time out if a read hangs.)

const opened: SanityStandIn[] = [];

async function setUp(ttlMs: number) {
  const standIn = await startSanityStandIn({ dataset: readSeed() });
  opened.push(standIn);
  const source = createSanitySource({
    projectId: 'standin',
    dataset: 'production',
    apiVersion: '2025-02-19',
    useCdn: false,
    apiHost: standIn.url,
  });
  const onOutage = vi.fn();
  const content = createContent(source, { ttlMs, retryAfterMs: 100, onOutage });
  return { standIn, content, onOutage };
}

async function thrownStatus(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (thrown) {
    return statusOf(thrown);
  }
  return undefined;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  await Promise.all(opened.splice(0).map((standIn) => standIn.close().catch(() => {})));
});

describe('when Sanity is stopped', () => {
  it('keeps serving the last good content after it expires and after a change, and logs once', async () => {
    const { standIn, content, onOutage } = await setUp(50);
    const before = await content.page('about');
    expect(before?.title).toBeTruthy();
    await standIn.close();
    for (let round = 0; round < 3; round += 1) {
      await pause(120);
      expect((await content.page('about'))?.title).toBe(before?.title);
    }
    content.invalidate();
    expect((await content.page('about'))?.title).toBe(before?.title);
    expect(onOutage).toHaveBeenCalledTimes(1);
  });
});

describe('when Sanity accepts connections and never answers', () => {
  it(
    'serves the last good content at once after expiry, and after a change once the short timeout passes',
    { timeout: 20_000 },
    async () => {
      const { standIn, content, onOutage } = await setUp(50);
      const before = await content.jobPositions();
      expect(before.length).toBeGreaterThan(0);
      standIn.setMode('hang');
      await pause(100);
      // Stale-while-revalidate: the visitor does not wait for the hung refresh.
      expect(await content.jobPositions()).toEqual(before);
      content.invalidate();
      expect(await content.jobPositions()).toEqual(before);
      expect(onOutage).toHaveBeenCalledTimes(1);
    },
  );

  it('answers 503 on the very first request instead of hanging', { timeout: 20_000 }, async () => {
    const { standIn, content } = await setUp(60_000);
    standIn.setMode('hang');
    expect(await thrownStatus(content.siteSettings())).toBe(503);
  });

  it('recovers when Sanity answers again', { timeout: 20_000 }, async () => {
    const { standIn, content, onOutage } = await setUp(50);
    standIn.setMode('hang');
    expect(await thrownStatus(content.siteSettings())).toBe(503);
    standIn.setMode('normal');
    expect((await content.siteSettings())?.companyName).toBe('Bluebonnet Labs');
    expect(onOutage).toHaveBeenLastCalledWith('The content source answers again.');
  });
});
