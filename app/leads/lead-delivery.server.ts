import type { Channel, ChannelState, DeliveryKind, LeadRecord, LeadState, NotifyChannel } from './lead-record';
import type { ReleaseClaim } from './delivery-claims.server';
import type { LeadObserver } from './lead-observer.server';
import type { LeadStore } from './lead-store.server';

// One delivery of one lead on one channel (its own delivery, or a notification of the studio):
// claimed before it runs, so no other instance sharing the store runs it meanwhile; read again
// once claimed; its outcome stored with the next attempt's time (exponential back-off) or the
// giving up (docs/decisions/0010, 0017, 0023).

export type DeliveryResult =
  | { status: 'delivered' }
  /**
   * Worth trying again later: the service was down, slow or answered an error. `mayStillRun`:
   * the request left and no answer came (a time-out), so the receiver may still be acting on it.
   */
  | { status: 'failed'; reason: string; mayStillRun?: boolean }
  /** Never worth retrying: the visitor has to change what they sent. */
  | { status: 'refused'; reason: string };

export type Deliverer = (lead: LeadRecord) => Promise<DeliveryResult>;

interface DeliveryOptions {
  store: LeadStore;
  deliverers: Partial<Record<DeliveryKind, Deliverer>>;
  notifiers: Partial<Record<NotifyChannel, Deliverer>>;
  now: () => Date;
  maxAttempts: number;
  baseDelayMs: number;
  log: (line: string) => void;
  observe: LeadObserver;
  leaseMs: number;
}

/** The part of a lead's state one channel keeps, or undefined when there is nothing to do on it. */
function pendingOn(current: LeadState, channel: Channel): ChannelState | LeadState | undefined {
  if (current.state === 'spam' || current.erasedAt) return undefined;
  const state = channel === 'delivery' ? current : current.notifications[channel];
  return state?.state === 'pending' ? state : undefined;
}

export function createDeliveries({
  store,
  deliverers,
  notifiers,
  now,
  maxAttempts,
  baseDelayMs,
  log,
  observe,
  leaseMs,
}: DeliveryOptions) {
  // One delivery per lead and channel at a time: a double submit and the retrier wait for the running one.
  const inFlight = new Map<string, Promise<DeliveryResult | undefined>>();

  function isDue(state: { nextAttemptAt?: string | undefined }, lead: LeadRecord): boolean {
    return new Date(state.nextAttemptAt ?? lead.receivedAt).getTime() <= now().getTime();
  }

  /** `onlyIfDue`: the retrier's attempt, which another instance may have made meanwhile (its next attempt is then later). */
  function deliver(key: string, channel: Channel = 'delivery', onlyIfDue = false): Promise<DeliveryResult | undefined> {
    const id = `${key}#${channel}`;
    const running = inFlight.get(id);
    if (running) return running;
    const attempt = attemptDelivery(key, channel, onlyIfDue).finally(() => inFlight.delete(id));
    inFlight.set(id, attempt);
    return attempt;
  }

  async function attemptDelivery(
    key: string,
    channel: Channel,
    onlyIfDue: boolean,
  ): Promise<DeliveryResult | undefined> {
    let release: ReleaseClaim | undefined;
    try {
      const seen = await store.get(key);
      if (!seen || !pendingOn(seen, channel)) return undefined;
      // Claimed before it runs: another instance sharing the store holds it, or gets nothing (docs/decisions/0023).
      release = await store.claim(seen.lead, channel, leaseMs);
    } catch (error) {
      // The store is unreachable: the lead stays pending and the retrier tries again.
      log(`could not read or claim lead ${key} to deliver it: ${String(error)}`);
      return undefined;
    }
    if (!release) return undefined;
    const releaseNow = () =>
      release().catch((error: unknown) => log(`could not release the claim on ${key}: ${String(error)}`));
    let result: DeliveryResult | undefined;
    try {
      result = await attemptClaimed(key, channel, onlyIfDue);
      return result;
    } finally {
      // An attempt that got no answer may still be running at the receiver: the claim is kept for
      // its lease, so neither a resent form nor another instance starts the same request meanwhile.
      if (result?.status === 'failed' && result.mayStillRun) setTimeout(() => void releaseNow(), leaseMs).unref();
      else await releaseNow();
    }
  }

  async function attemptClaimed(
    key: string,
    channel: Channel,
    onlyIfDue: boolean,
  ): Promise<DeliveryResult | undefined> {
    let current: LeadState | undefined;
    try {
      // Read again now that it is ours: another instance may have just delivered it.
      current = await store.get(key);
    } catch (error) {
      log(`could not read lead ${key} to deliver it: ${String(error)}`);
      return undefined;
    }
    const state = current && pendingOn(current, channel);
    if (!current || !state || (onlyIfDue && !isDue(state, current.lead))) return undefined;
    const deliverer = channel === 'delivery' ? deliverers[current.lead.delivery] : notifiers[channel];
    if (!deliverer) return undefined;
    let result: DeliveryResult;
    try {
      result = await deliverer(current.lead);
    } catch (error) {
      result = { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
    }
    const attempt = state.attempts + 1;
    const at = now();
    const gaveUp = result.status === 'failed' && attempt >= maxAttempts;
    const nextAttemptAt =
      result.status === 'failed' && !gaveUp
        ? new Date(at.getTime() + baseDelayMs * 2 ** (attempt - 1)).toISOString()
        : undefined;
    const outcome = gaveUp ? 'gave-up' : result.status;
    observe.attempted({
      lead: current.lead,
      channel,
      outcome,
      attempt,
      reason: result.status === 'delivered' ? undefined : result.reason,
    });
    try {
      await store.append({
        type: 'attempt',
        key,
        channel,
        at: at.toISOString(),
        attempt,
        outcome,
        ...(result.status === 'delivered' ? {} : { reason: result.reason }),
        ...(nextAttemptAt ? { nextAttemptAt } : {}),
      });
    } catch (error) {
      // The lead itself is stored; an unrecorded success may be repeated, which the receiving
      // side absorbs through the lead id (the booking function's unique submission key, the
      // e-mail API's idempotency key, the webhook's Idempotency-Key header).
      log(`could not record the outcome of ${current.lead.id}: ${String(error)}`);
    }
    return result;
  }

  // Notifications run beside the request, never in its way; settle() waits for them.
  const background = new Set<Promise<unknown>>();

  function notify(key: string, channels = Object.keys(notifiers) as NotifyChannel[]) {
    for (const channel of channels) {
      const sending = deliver(key, channel).catch((error: unknown) =>
        log(`${channel} notification of ${key} failed: ${String(error)}`),
      );
      background.add(sending);
      void sending.finally(() => background.delete(sending));
    }
  }

  return {
    deliver,
    notify,
    /** A delivery or notification whose next attempt is due now and that is not running already. */
    dueNow(entry: LeadState, channel: Channel): boolean {
      const state = pendingOn(entry, channel);
      return Boolean(state && !inFlight.has(`${entry.lead.key}#${channel}`) && isDue(state, entry.lead));
    },
    /** Waits for the notifications under way (tests, a graceful stop). */
    async settle(): Promise<void> {
      while (background.size > 0) await Promise.allSettled([...background]);
    },
  };
}
