import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleCollector } from '../../server/idle-gc.js';

describe('createIdleCollector', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('collects once after a burst of requests is followed by a quiet spell', () => {
    const collect = vi.fn<() => void>();
    const collector = createIdleCollector({ quietMs: 10_000, minRequests: 3, gc: collect });
    for (let index = 0; index < 5; index += 1) collector.request();
    vi.advanceTimersByTime(9_999);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
    // A plain call: with an options object Node 20's V8 runs only a minor collection.
    expect(collect).toHaveBeenCalledWith();
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('never collects while requests keep coming, nor after too few', () => {
    const collect = vi.fn<() => void>();
    const collector = createIdleCollector({ quietMs: 10_000, minRequests: 3, gc: collect });
    for (let index = 0; index < 100; index += 1) {
      collector.request();
      vi.advanceTimersByTime(5_000);
    }
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(collect).toHaveBeenCalledTimes(1);
    // Two requests after the collection are not a burst worth another one.
    collector.request();
    collector.request();
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('stop() cancels a pending collection', () => {
    const collect = vi.fn<() => void>();
    const collector = createIdleCollector({ quietMs: 10_000, minRequests: 1, gc: collect });
    collector.request();
    collector.stop();
    vi.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled();
  });

  it('without --expose-gc, says once that idle collection is off and serves as before', () => {
    const log = vi.fn();
    const collector = createIdleCollector({ quietMs: 10_000, minRequests: 1, gc: undefined, log });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/idle garbage collection is off.*--expose-gc/);
    for (let index = 0; index < 1000; index += 1) collector.request();
    vi.advanceTimersByTime(60_000);
    expect(vi.getTimerCount()).toBe(0);
    collector.stop();
    expect(log).toHaveBeenCalledTimes(1);
  });
});
