import { createHash, randomUUID } from 'node:crypto';
import type { LeadSource, SpamVerdict } from '~/submissions/submission-meta';
import type {
  Attachment,
  Channel,
  ChannelState,
  DeliveryKind,
  LeadKind,
  LeadRecord,
  LeadState,
  NotifyChannel,
} from './lead-record';
import { DEFAULT_LEASE_MS, type ReleaseClaim } from './delivery-claims.server';
import { listLeads, type LeadQuery, type LeadStore } from './lead-store.server';
import { logger } from '../../server/logger.js';
import { metrics } from '../../server/metrics.js';

export type DeliveryResult =
  | { status: 'delivered' }
  /**
   * Worth trying again later: the service was down, slow or answered an error. `mayStillRun`:
   * the request left and no answer came (a time-out), so the receiver may still be acting on it.
   */
  | { status: 'failed'; reason: string; mayStillRun?: boolean }
  /** Never worth retrying: the visitor has to change what they sent. */
  | { status: 'refused'; reason: string };

type Deliverer = (lead: LeadRecord) => Promise<DeliveryResult>;

export interface LeadInput {
  kind: LeadKind;
  delivery: DeliveryKind;
  fields: Record<string, unknown>;
  payload?: unknown;
  submissionId?: string | undefined;
  /** Where the visitor came from, and the form action's spam verdict. */
  meta?: { source?: LeadSource | undefined; spam?: SpamVerdict | undefined } | undefined;
  /** Files to keep with the lead; written only when the lead is new. */
  attachments?: () => Promise<Attachment[]>;
  /** false: the studio is not told of it (a message the site sends is no enquiry). */
  notify?: boolean;
}

export type AcceptResult =
  /** The store could not write the lead; nothing was acted on. */
  | { status: 'unstored'; reason: string }
  | {
      status: 'stored';
      lead: LeadRecord;
      /** The same submission was stored before; this one was not stored or acted on again. */
      duplicate: boolean;
      state: LeadState['state'];
      /** The delivery this request made or waited for, when there was one. */
      result?: DeliveryResult;
    };

/** One attempt on one channel, as stored: what an operator's log line and counters show of it. */
interface AttemptEvent {
  lead: LeadRecord;
  channel: Channel;
  outcome: 'delivered' | 'failed' | 'refused' | 'gave-up';
  attempt: number;
  reason?: string | undefined;
}

/** Told of every lead stored and every attempt: the log line and the counters (never a field the visitor typed). */
interface LeadObserver {
  stored(lead: LeadRecord): void;
  attempted(event: AttemptEvent): void;
}

export interface LastOutcome {
  outcome: AttemptEvent['outcome'];
  at: string;
  reason?: string | undefined;
}

/** The last attempt this process made on each channel (readiness shows the mail and webhook ones). */
const lastOutcomes = new Map<Channel, LastOutcome>();

export function lastAttemptOutcome(channel: Channel): LastOutcome | undefined {
  return lastOutcomes.get(channel);
}

/** The operator's view of lead events: one JSON log line each (ids, kind, channel, outcome), and the counters. */
const operatorObserver: LeadObserver = {
  stored(lead) {
    metrics().leadsStored.inc({ kind: lead.kind });
    logger('leads').info(
      {
        event: 'lead.stored',
        leadId: lead.id,
        kind: lead.kind,
        delivery: lead.delivery,
        channels: lead.notify,
        spam: Boolean(lead.spam?.spam),
      },
      'lead stored',
    );
  },
  attempted({ lead, channel, outcome, attempt, reason }) {
    lastOutcomes.set(channel, { outcome, at: new Date().toISOString(), ...(reason ? { reason } : {}) });
    const counters = metrics();
    counters.leadAttempts.inc({ kind: lead.kind, channel, outcome });
    if (attempt > 1) counters.leadRetries.inc({ kind: lead.kind, channel });
    const line = { event: 'lead.attempt', leadId: lead.id, kind: lead.kind, channel, outcome, attempt, reason };
    if (outcome === 'delivered') logger('leads').info(line, `${channel} ${outcome}`);
    else logger('leads').warn(line, `${channel} ${outcome}`);
  },
};

export interface LeadServiceOptions {
  store: LeadStore;
  deliverers: Partial<Record<DeliveryKind, Deliverer>>;
  /** How the studio is told of each lead; every lead stored gets one delivery per channel here. */
  notifiers?: Partial<Record<NotifyChannel, Deliverer>>;
  now?: () => Date;
  /** Attempts in all, the first included, before a lead is marked `gave-up`. */
  maxAttempts?: number;
  /** The wait after the first failure; it doubles after each further one. */
  baseDelayMs?: number;
  /** A submission without an id counts as a repeat only within this window. */
  duplicateWindowMs?: number;
  log?: (line: string) => void;
  /** Told of each lead stored and each attempt (default: the operator's log lines and counters). */
  observe?: LeadObserver;
  /**
   * How long a claim on one delivery holds: at least the longest deliverer's own time-out plus a
   * margin, so no instance starts an attempt while another's may still be running.
   */
  leaseMs?: number;
  /** Work the background loop does after each retry pass (retention, booking reminders); each decides itself when it is due. */
  housekeeping?: (now: Date) => Promise<unknown>;
}

const DEFAULT_MAX_ATTEMPTS = 8;
const DEFAULT_BASE_DELAY_MS = 30_000;
const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** JSON with sorted keys, so the same values always hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * The idempotency key. With the form's submission id, the id and the values: a double submit
 * of one filled-in form is one lead, while a corrected resubmission is a new one. Without an id
 * (a client that sent none), the values alone, within a short window.
 */
export function dedupeKey(kind: LeadKind, fields: Record<string, unknown>, submissionId?: string): string {
  const hash = createHash('sha256')
    .update(`${kind}\0${submissionId ?? ''}\0${canonical(fields)}`)
    .digest('hex');
  return submissionId ? `s:${hash}` : `v:${hash}`;
}

/**
 * Persist first, then act (docs/decisions/0010): every lead is in the store before its delivery
 * runs; the outcome of every attempt is stored; failed deliveries are retried with exponential
 * backoff up to a bounded number of attempts.
 */
export function createLeadService({
  store,
  deliverers,
  notifiers = {},
  now = () => new Date(),
  maxAttempts = DEFAULT_MAX_ATTEMPTS,
  baseDelayMs = DEFAULT_BASE_DELAY_MS,
  duplicateWindowMs = DUPLICATE_WINDOW_MS,
  log = (line) => logger('leads').warn(line),
  observe = operatorObserver,
  leaseMs = DEFAULT_LEASE_MS,
  housekeeping,
}: LeadServiceOptions) {
  // One delivery per lead and channel at a time: a double submit and the retrier wait for the running one.
  const inFlight = new Map<string, Promise<DeliveryResult | undefined>>();
  let timer: NodeJS.Timeout | undefined;
  // The retrier's pass under way, if any: passes never overlap, and stop() waits for it.
  let pass: Promise<void> | undefined;

  /** `onlyIfDue`: the retrier's attempt, which another instance may have made meanwhile (its next attempt is then later). */
  function deliver(key: string, channel: Channel = 'delivery', onlyIfDue = false): Promise<DeliveryResult | undefined> {
    const id = `${key}#${channel}`;
    const running = inFlight.get(id);
    if (running) return running;
    const attempt = attemptDelivery(key, channel, onlyIfDue).finally(() => inFlight.delete(id));
    inFlight.set(id, attempt);
    return attempt;
  }

  /** The part of a lead's state one channel keeps, or undefined when there is nothing to do on it. */
  function pendingOn(current: LeadState, channel: Channel): ChannelState | LeadState | undefined {
    if (current.state === 'spam' || current.erasedAt) return undefined;
    const state = channel === 'delivery' ? current : current.notifications[channel];
    return state?.state === 'pending' ? state : undefined;
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

  // Submissions being stored right now, by de-duplication key: a second copy arriving meanwhile
  // waits for the first instead of racing it to the store.
  const accepting = new Map<string, Promise<AcceptResult>>();

  async function accept(input: LeadInput): Promise<AcceptResult> {
    try {
      await store.load();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`could not read the store to keep a ${input.kind} lead: ${reason}`);
      return { status: 'unstored', reason };
    }
    const dedupe = dedupeKey(input.kind, input.fields, input.submissionId);
    const earlier = accepting.get(dedupe);
    if (earlier) {
      const first = await earlier;
      return first.status === 'stored' ? { ...first, duplicate: true } : first;
    }
    const accepted = acceptNew(input, dedupe).finally(() => accepting.delete(dedupe));
    accepting.set(dedupe, accepted);
    return accepted;
  }

  async function acceptNew(input: LeadInput, dedupe: string): Promise<AcceptResult> {
    let previous: LeadState | undefined;
    try {
      previous = await store.latest(dedupe);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`could not read the store to keep a ${input.kind} lead: ${reason}`);
      return { status: 'unstored', reason };
    }
    const receivedAt = now();
    const isRepeat =
      previous &&
      (input.submissionId !== undefined ||
        receivedAt.getTime() - new Date(previous.lead.receivedAt).getTime() < duplicateWindowMs);
    if (previous && isRepeat) {
      // The same submission again: wait for its delivery, or give a pending one its next try now.
      const attempted = await deliver(previous.lead.key);
      notify(previous.lead.key, previous.lead.notify);
      const current = (await store.get(previous.lead.key).catch(() => undefined)) ?? previous;
      // A refusal settled earlier is told again, in the same words, so the visitor can fix it.
      const result: DeliveryResult | undefined =
        attempted ??
        (current.state === 'refused' && current.lastReason
          ? { status: 'refused', reason: current.lastReason }
          : undefined);
      return {
        status: 'stored',
        lead: previous.lead,
        duplicate: true,
        state: current.state,
        ...(result ? { result } : {}),
      };
    }

    const lead: LeadRecord = {
      type: 'lead',
      id: randomUUID(),
      key: input.submissionId ? dedupe : `${dedupe}@${receivedAt.getTime()}`,
      kind: input.kind,
      delivery: input.delivery,
      receivedAt: receivedAt.toISOString(),
      fields: input.fields,
      ...(input.payload === undefined ? {} : { payload: input.payload }),
      attachments: [],
      ...(input.meta?.source ? { source: input.meta.source } : {}),
      ...(input.meta?.spam ? { spam: input.meta.spam } : {}),
      notify: input.notify === false ? [] : (Object.keys(notifiers) as NotifyChannel[]),
    };
    try {
      if (input.attachments) lead.attachments = await input.attachments();
      await store.append(lead);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`could not store a ${input.kind} lead: ${reason}`);
      return { status: 'unstored', reason };
    }
    observe.stored(lead);
    notify(lead.key, lead.notify);
    const result = await deliver(lead.key);
    const state = (await store.get(lead.key).catch(() => undefined))?.state ?? 'pending';
    return { status: 'stored', lead, duplicate: false, state, ...(result ? { result } : {}) };
  }

  function isDue(state: { nextAttemptAt?: string | undefined }, lead: LeadRecord): boolean {
    return new Date(state.nextAttemptAt ?? lead.receivedAt).getTime() <= now().getTime();
  }

  /** One pass of the retrier: every pending delivery and notification whose next attempt is due. */
  async function retryDue(): Promise<number> {
    try {
      await store.load();
    } catch {
      return 0;
    }
    const due: [string, Channel][] = [];
    let candidates: LeadState[];
    try {
      candidates = await store.due(now());
    } catch (error) {
      log(`could not ask the store for due deliveries: ${String(error)}`);
      return 0;
    }
    for (const entry of candidates) {
      for (const channel of ['delivery', ...entry.lead.notify] as Channel[]) {
        const state = pendingOn(entry, channel);
        if (state && !inFlight.has(`${entry.lead.key}#${channel}`) && isDue(state, entry.lead))
          due.push([entry.lead.key, channel]);
      }
    }
    for (const [key, channel] of due) await deliver(key, channel, true);
    return due.length;
  }

  /**
   * Staff release a lead that was set aside as spam: it is delivered and the studio told, as if
   * it had never been held. Answers the lead's state, or undefined when no such lead is held.
   */
  async function release(key: string): Promise<LeadState | undefined> {
    await store.load();
    const current = await store.get(key);
    if (current?.state !== 'spam') return undefined;
    await store.append({ type: 'release', key, at: now().toISOString() });
    notify(key);
    await deliver(key);
    await settle();
    return store.get(key);
  }

  /** Waits for the notifications under way (tests, a graceful stop). */
  async function settle(): Promise<void> {
    while (background.size > 0) await Promise.allSettled([...background]);
  }

  return {
    /** The store this service keeps leads in (readiness and the alarm read it too). */
    store,
    accept,
    retryDue,
    release,
    settle,
    list: (query: LeadQuery = {}) => listLeads(store, query),
    /**
     * Runs the retrier every `intervalMs` until stop(). Its timer is unref'd so it never keeps
     * the process alive, and a pass never overlaps the previous one.
     */
    start(intervalMs = 5_000) {
      if (timer) return;
      const tick = () => {
        timer = setTimeout(() => {
          if (pass) return tick();
          pass = retryDue()
            .then(async () => {
              await housekeeping?.(now());
            })
            .catch((error: unknown) => log(`retry pass failed: ${String(error)}`))
            .finally(() => {
              pass = undefined;
              if (timer) tick();
            });
        }, intervalMs);
        timer.unref();
      };
      tick();
    },
    /** Stops the retrier; resolves once a pass under way has finished writing. */
    async stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await pass;
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
