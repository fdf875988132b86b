import { randomUUID } from 'node:crypto';
import type { LeadSource, SpamVerdict } from '~/submissions/submission-meta';
import type { Attachment, Channel, DeliveryKind, LeadKind, LeadRecord, LeadState, NotifyChannel } from './lead-record';
import { DEFAULT_LEASE_MS } from './delivery-claims.server';
import { dedupeKey } from './lead-dedupe';
import { createDeliveries, type Deliverer, type DeliveryResult } from './lead-delivery.server';
import { type LeadObserver, operatorObserver } from './lead-observer.server';
import { createRetrier } from './lead-retrier';
import { listLeads, type LeadQuery, type LeadStore } from './lead-store.server';
import { logger } from '../../server/logger.js';

export type { DeliveryResult } from './lead-delivery.server';

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

/**
 * Persist first, then act (docs/decisions/0010): every lead is in the store before its delivery
 * runs; the outcome of every attempt is stored; failed deliveries are retried with exponential
 * backoff up to a bounded number of attempts. The attempts themselves (claims, outcomes, back-off)
 * are lead-delivery.server.ts; the background loop is lead-retrier.ts.
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
  const { deliver, notify, dueNow, settle } = createDeliveries({
    store,
    deliverers,
    notifiers,
    now,
    maxAttempts,
    baseDelayMs,
    log,
    observe,
    leaseMs,
  });

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
    for (const entry of candidates)
      for (const channel of ['delivery', ...entry.lead.notify] as Channel[])
        if (dueNow(entry, channel)) due.push([entry.lead.key, channel]);
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

  const retrier = createRetrier({
    pass: async () => {
      await retryDue();
      await housekeeping?.(now());
    },
    log,
  });

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
    start: retrier.start,
    /** Stops the retrier; resolves once a pass under way has finished writing. */
    stop: retrier.stop,
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
