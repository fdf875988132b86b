import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LiveEvent } from '@sanity/client';
import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContent } from '~/content/content.server';
import { subscribeToLiveContent } from '~/content/live.server';
import type { ContentSource } from '~/content/sources.server';
import { createLeadService, type DeliveryResult } from '~/leads/lead-service.server';
import { createFileLeadStore } from '~/leads/lead-store.server';
import { scrapeMetrics } from '../support/metrics-scrape';

// Each figure an operator reads from /metrics, moved by the thing it counts: the module in
// process, the endpoint scraped as Prometheus scrapes it. Counters only grow and this worker's
// registry is shared by the whole file, so every check compares a scrape before with one after.

/** How much each series grew while `work` ran. */
async function growth(series: string[], work: () => Promise<unknown>): Promise<Record<string, number>> {
  const before = await scrapeMetrics();
  await work();
  const after = await scrapeMetrics();
  return Object.fromEntries(series.map((name) => [name, after.value(name) - before.value(name)]));
}

describe('content source metrics', () => {
  it('counts each query sent to the source and each that failed, by source; never a cache hit', async () => {
    let up = true;
    let now = 0;
    const source: ContentSource = {
      name: 'sanity',
      fetch: async () => null,
      fetchTagged: async () => {
        if (!up) throw new Error('the content source is down');
        return { result: null, syncTags: [] };
      },
    };
    const content = createContent(source, { ttlMs: 1_000, retryAfterMs: 1_000, now: () => now, onOutage: () => {} });
    const ok = 'content_fetches_total{source="sanity",outcome="ok"}';
    const failed = 'content_fetches_total{source="sanity",outcome="failed"}';

    // Two reads: the first asks the source, the second is answered from the cache.
    expect(
      await growth([ok, failed], async () => {
        await content.productPage('metrics-a');
        await content.productPage('metrics-a');
      }),
    ).toEqual({ [ok]: 1, [failed]: 0 });

    // The source goes down: a stale read refreshes in the background and fails (the last good
    // copy is served); a read with nothing cached fails outright.
    up = false;
    now = 5_000;
    expect(
      await growth([ok, failed], async () => {
        expect(await content.productPage('metrics-a')).toBeNull();
        await expect(content.productPage('metrics-b')).rejects.toMatchObject({ init: { status: 503 } });
        // The background refresh has settled.
        await content.productPage('metrics-a');
      }),
    ).toEqual({ [ok]: 0, [failed]: 2 });
  });

  it('shows the live-events connection as a state: connecting, connected, reconnecting, stopped', async () => {
    const events = new Subject<LiveEvent>();
    const state = (name: string) => `content_live_state{state="${name}"}`;
    const read = async () => {
      const scrape = await scrapeMetrics();
      return Object.fromEntries(
        ['connecting', 'connected', 'reconnecting', 'stopped'].map((name) => [name, scrape.value(state(name))]),
      );
    };
    const live = subscribeToLiveContent({ live: { events: () => events } }, { onChange: () => {}, log: () => {} });
    expect(await read()).toEqual({ connecting: 1, connected: 0, reconnecting: 0, stopped: 0 });
    events.next({ type: 'welcome' } as LiveEvent);
    expect(await read()).toEqual({ connecting: 0, connected: 1, reconnecting: 0, stopped: 0 });
    events.next({ type: 'reconnect' } as LiveEvent);
    expect(await read()).toEqual({ connecting: 0, connected: 0, reconnecting: 1, stopped: 0 });
    events.next({ type: 'welcome' } as LiveEvent);
    expect(await read()).toEqual({ connecting: 0, connected: 1, reconnecting: 0, stopped: 0 });
    live.stop();
    expect(await read()).toEqual({ connecting: 0, connected: 0, reconnecting: 0, stopped: 1 });
  });
});

describe('lead metrics', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'lead-metrics-'));
  });
  afterEach(() => rm(directory, { recursive: true, force: true }));

  it('counts leads stored, delivered, notified, failed, retried and given up, by kind and channel', async () => {
    let now = Date.parse('2026-11-28T10:00:00Z');
    let gateway: DeliveryResult = { status: 'failed', reason: 'the gateway is down' };
    let mailUp = true;
    const service = createLeadService({
      store: createFileLeadStore(directory),
      deliverers: { 'website-request': async () => gateway },
      notifiers: {
        mail: async () => (mailUp ? { status: 'delivered' } : { status: 'failed', reason: 'the e-mail API refuses' }),
      },
      now: () => new Date(now),
      baseDelayMs: 1_000,
      maxAttempts: 3,
      log: () => {},
    });
    const series = {
      stored: 'leads_stored_total{kind="website-request"}',
      deliveryFailed: 'lead_delivery_attempts_total{kind="website-request",channel="delivery",outcome="failed"}',
      delivered: 'lead_delivery_attempts_total{kind="website-request",channel="delivery",outcome="delivered"}',
      gaveUp: 'lead_delivery_attempts_total{kind="website-request",channel="delivery",outcome="gave-up"}',
      retried: 'lead_delivery_retries_total{kind="website-request",channel="delivery"}',
      notified: 'lead_delivery_attempts_total{kind="website-request",channel="mail",outcome="delivered"}',
      notifyFailed: 'lead_delivery_attempts_total{kind="website-request",channel="mail",outcome="failed"}',
      mailRetried: 'lead_delivery_retries_total{kind="website-request",channel="mail"}',
    };
    const names = Object.values(series);
    const moved = (grown: Record<string, number>) =>
      Object.fromEntries(Object.entries(series).map(([key, name]) => [key, grown[name]]));
    const request = (name: string) => ({
      kind: 'website-request' as const,
      delivery: 'website-request' as const,
      fields: { name, email: `${name}@example.com` },
      submissionId: `metrics-${name}`,
    });

    // One lead: its first delivery fails, the studio is told of it.
    expect(
      moved(
        await growth(names, async () => {
          await service.accept(request('first'));
          await service.settle();
        }),
      ),
    ).toEqual({
      stored: 1,
      deliveryFailed: 1,
      delivered: 0,
      gaveUp: 0,
      retried: 0,
      notified: 1,
      notifyFailed: 0,
      mailRetried: 0,
    });

    // The retrier tries again (a retry), then gives up at the third attempt.
    expect(
      moved(
        await growth(names, async () => {
          for (const wait of [1_000, 2_000]) {
            now += wait;
            await service.retryDue();
          }
        }),
      ),
    ).toMatchObject({ deliveryFailed: 1, gaveUp: 1, retried: 2, delivered: 0 });

    // A second lead with the e-mail API down: delivered to the gateway, its notification failed
    // then retried and sent.
    gateway = { status: 'delivered' };
    mailUp = false;
    expect(
      moved(
        await growth(names, async () => {
          await service.accept(request('second'));
          await service.settle();
          mailUp = true;
          now += 1_000;
          await service.retryDue();
        }),
      ),
    ).toEqual({
      stored: 1,
      deliveryFailed: 0,
      delivered: 1,
      gaveUp: 0,
      retried: 0,
      notified: 1,
      notifyFailed: 1,
      mailRetried: 1,
    });
  });
});
