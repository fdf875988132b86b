import type { LiveEvent, SanityClient } from '@sanity/client';
import type { Observable } from 'rxjs';
import { contentChanged } from './content-version.server';
import { logger } from '../../server/logger.js';
import { metrics } from '../../server/metrics.js';

export interface LiveOptions {
  /** Called on every change the Live Content API reports; defaults to the content-version signal. */
  onChange?: (reason: string, tags?: string[]) => void;
  /** Told when the connection's state changes (connected, lost), never once per event. */
  log?: (message: string) => void;
  /** First wait before reconnecting after the stream failed; doubles up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

/** The part of the Sanity client the subscriber uses: `client.live.events()`. */
export interface LiveEventsClient {
  live: { events(options?: { tag?: string }): Observable<LiveEvent> };
}

const LIVE_STATES = ['connecting', 'connected', 'reconnecting', 'stopped'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

/** The state as a Prometheus enum (content_live_state): 1 for the one it is in, 0 for the others. */
function showState(current: LiveState) {
  const gauge = metrics().liveState;
  for (const state of LIVE_STATES) gauge.set({ state }, state === current ? 1 : 0);
}

/**
 * Subscribes to Sanity's Live Content API (server-sent events; it needs no public URL of ours).
 * A `message` event names the sync tags of what changed, a `restart` event means "anything may
 * have changed"; both go out as a content change. After a lost connection, the first `welcome`
 * also counts as a change, because events sent while we were away are gone.
 */
export function subscribeToLiveContent(client: LiveEventsClient | SanityClient, options: LiveOptions = {}) {
  const onChange = options.onChange ?? ((reason: string, tags?: string[]) => contentChanged(reason, tags));
  const log = options.log ?? ((message: string) => logger('content').info(message));
  const backoffMs = options.backoffMs ?? 1_000;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  let state: LiveState = 'connecting';
  showState(state);
  let wasConnected = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let subscription: { unsubscribe(): void } | undefined;

  function setState(next: LiveState, message: string) {
    if (state === next) return;
    state = next;
    showState(state);
    log(message);
  }

  function handle(event: LiveEvent) {
    switch (event.type) {
      case 'welcome':
        failures = 0;
        if (wasConnected) onChange('live-reconnected');
        wasConnected = true;
        setState('connected', 'Live content connected: published edits show on the next request.');
        break;
      case 'message':
        onChange('live-message', event.tags);
        break;
      case 'restart':
        onChange('live-restart');
        break;
      case 'reconnect':
        setState('reconnecting', 'Live content connection lost; reconnecting (the time to live still applies).');
        break;
      default:
        break;
    }
  }

  function connect() {
    timer = undefined;
    subscription = client.live.events({ tag: 'site-live' }).subscribe({
      next: handle,
      error: (error: unknown) => {
        failures += 1;
        const wait = Math.min(maxBackoffMs, backoffMs * 2 ** (failures - 1));
        const reason = error instanceof Error ? error.message : String(error);
        setState('reconnecting', `Live content connection failed (${reason}); retrying with backoff.`);
        timer = setTimeout(connect, wait);
        timer.unref();
      },
      complete: () => {
        timer = setTimeout(connect, backoffMs);
        timer.unref();
      },
    });
  }

  connect();
  return {
    state: () => state,
    stop() {
      if (timer) clearTimeout(timer);
      subscription?.unsubscribe();
      state = 'stopped';
      showState(state);
    },
  };
}
