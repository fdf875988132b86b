import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleCollector } from '../../server/idle-gc.js';

describe('createIdleCollector', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('collects once after a burst of requests is followed by a quiet spell', () => {
    const collect = vi.fn();
    const collector = createIdleCollector({ quietMs: 10_000, minRequests: 3, collect });
    for (let index = 0; index < 5; index += 1) collector.request();
    vi.advanceTimersByTime(9_999);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('never collects while requests keep coming, nor after too few', () => {
    const collect = vi.fn();
    const collector = createIdleCollector({ quietMs: 10_000, minRequests: 3, collect });
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
    const collect = vi.fn();
    const collector = createIdleCollector({ quietMs: 10_000, minRequests: 1, collect });
    collector.request();
    collector.stop();
    vi.advanceTimersByTime(60_000);
    expect(collect).not.toHaveBeenCalled();
  });
});
