import type { LiveEvent } from '@sanity/client';
import { Observable, type Subscriber } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToLiveContent } from '~/content/live.server';

/** A client whose live events the test sends by hand; each connection is one subscriber. */
function fakeClient() {
  const connections: Subscriber<LiveEvent>[] = [];
  const events = () => new Observable<LiveEvent>((subscriber) => void connections.push(subscriber));
  return { client: { live: { events } }, connections };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the live content subscriber', () => {
  it('turns message events into changes by sync tag, restart into a change of everything, and logs state once', () => {
    const { client, connections } = fakeClient();
    const onChange = vi.fn();
    const log = vi.fn();
    const live = subscribeToLiveContent(client, { onChange, log });
    const connection = connections[0];
    if (!connection) throw new Error('did not connect');
    connection.next({ type: 'welcome' });
    for (let index = 0; index < 5; index += 1) connection.next({ type: 'message', id: `m${index}`, tags: ['s1:abc'] });
    connection.next({ type: 'restart', id: 'r' });
    expect(onChange).toHaveBeenCalledTimes(6);
    expect(onChange).toHaveBeenCalledWith('live-message', ['s1:abc']);
    expect(onChange).toHaveBeenLastCalledWith('live-restart');
    expect(log).toHaveBeenCalledTimes(1);
    expect(live.state()).toBe('connected');
    live.stop();
  });

  it('reconnects with growing waits after failures, and counts the reconnection as a change', () => {
    vi.useFakeTimers();
    const { client, connections } = fakeClient();
    const onChange = vi.fn();
    const log = vi.fn();
    const live = subscribeToLiveContent(client, { onChange, log, backoffMs: 1_000, maxBackoffMs: 4_000 });
    connections[0]?.next({ type: 'welcome' });
    connections[0]?.error(new Error('socket hang up'));
    expect(live.state()).toBe('reconnecting');
    vi.advanceTimersByTime(999);
    expect(connections).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(connections).toHaveLength(2);
    connections[1]?.error(new Error('socket hang up'));
    vi.advanceTimersByTime(1_999);
    expect(connections).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(connections).toHaveLength(3);
    // Events sent while away are lost, so the new welcome drops everything.
    connections[2]?.next({ type: 'welcome' });
    expect(onChange).toHaveBeenCalledWith('live-reconnected');
    expect(live.state()).toBe('connected');
    // connected, lost, connected: three lines for two failures and any number of events.
    expect(log).toHaveBeenCalledTimes(3);
    live.stop();
  });
});
