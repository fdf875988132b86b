import {
  initialState,
  leadEmail,
  leadEventSchema,
  tombstone,
  type AttemptRecord,
  type DeliveryState,
  type LeadEvent,
  type LeadKind,
  type LeadRecord,
  type LeadState,
  type LeadStatus,
} from './lead-record';

// The lead store's fold, without I/O: the events of the store (a lead, an attempt, a status, a
// note, a release, an erasure, a snapshot) folded into each lead's current state, and the
// questions asked of those states. The JSON-lines store folds its file through it; the
// Supabase store keeps the same states in rows (docs/decisions/0022).

/** What staff (and the retention job) ask the store for; every part is optional and they all apply. */
export interface LeadQuery {
  kind?: LeadKind | undefined;
  state?: DeliveryState | undefined;
  status?: LeadStatus | undefined;
  /** Received at or after this instant (ISO). */
  since?: string | undefined;
  /** Received before this instant (ISO). */
  before?: string | undefined;
  /** The visitor's e-mail address (any case). */
  email?: string | undefined;
}

/** A delivery or notification that is still to happen, or was given up. */
export function isOpen(state: { state: string }): boolean {
  return state.state === 'pending' || state.state === 'gave-up';
}

/** True when the lead has a delivery or notification still to happen or given up. */
export function isUndelivered(entry: LeadState): boolean {
  if (entry.state === 'spam' || entry.erasedAt) return false;
  return isOpen(entry) || Object.values(entry.notifications).some(isOpen);
}

/** A delivery or notification of this lead waits for an attempt that is due at `now`. */
export function isDue(entry: LeadState, now: Date): boolean {
  if (entry.state === 'spam' || entry.erasedAt) return false;
  const due = (state: { state: string; nextAttemptAt?: string | undefined }) =>
    state.state === 'pending' && new Date(state.nextAttemptAt ?? entry.lead.receivedAt).getTime() <= now.getTime();
  return due(entry) || Object.values(entry.notifications).some(due);
}

export function matches(entry: LeadState, query: LeadQuery): boolean {
  return (
    (!query.kind || entry.lead.kind === query.kind) &&
    (!query.state || entry.state === query.state) &&
    (!query.status || entry.status === query.status) &&
    (!query.since || entry.lead.receivedAt >= query.since) &&
    (!query.before || entry.lead.receivedAt < query.before) &&
    (!query.email || leadEmail(entry.lead) === query.email.trim().toLowerCase())
  );
}

function applyEvent(states: Map<string, LeadState>, event: LeadEvent): void {
  if (event.type === 'snapshot') {
    states.set(event.state.lead.key, event.state);
    return;
  }
  if (event.type === 'lead') {
    if (states.has(event.key)) return;
    states.set(event.key, {
      lead: event,
      state: initialState(event),
      attempts: 0,
      nextAttemptAt: event.receivedAt,
      notifications: Object.fromEntries(
        event.notify.map((channel) => [channel, { state: 'pending', attempts: 0, nextAttemptAt: event.receivedAt }]),
      ),
      status: 'new',
      notes: [],
    });
    return;
  }
  const current = states.get(event.key);
  if (!current) return;
  if (event.type === 'erase') {
    states.set(event.key, tombstone(current, event.at));
    return;
  }
  if (event.type === 'status') {
    current.status = event.status;
    return;
  }
  if (event.type === 'note') {
    if (!current.erasedAt) current.notes.push({ at: event.at, text: event.text });
    return;
  }
  if (event.type === 'release') {
    if (current.state === 'spam') current.state = initialState({ ...current.lead, spam: undefined });
    return;
  }
  if (event.channel === 'delivery') {
    applyAttempt(current, event);
    current.state = event.outcome === 'failed' ? 'pending' : event.outcome;
    return;
  }
  const channel = current.notifications[event.channel];
  if (!channel) return;
  applyAttempt(channel, event);
  channel.state = event.outcome === 'failed' ? 'pending' : event.outcome;
}

function applyAttempt(current: Pick<LeadState, 'attempts' | 'lastReason' | 'nextAttemptAt'>, attempt: AttemptRecord) {
  current.attempts = Math.max(current.attempts, attempt.attempt);
  current.lastReason = attempt.reason;
  current.nextAttemptAt = attempt.nextAttemptAt;
}

/** The de-duplication key a lead line was stored under (kept in the line's key before the `@`). */
function dedupeKeyOf(lead: LeadRecord): string {
  return lead.key.split('@')[0] ?? lead.key;
}

/** Every lead's state folded from the events so far, and the latest lead per de-duplication key. */
export function createLeadFold() {
  const states = new Map<string, LeadState>();
  const latestByDedupe = new Map<string, string>();
  return {
    remember(event: LeadEvent) {
      applyEvent(states, event);
      const lead = event.type === 'lead' ? event : event.type === 'snapshot' ? event.state.lead : undefined;
      if (lead) latestByDedupe.set(dedupeKeyOf(lead), lead.key);
    },
    get: (key: string) => states.get(key),
    latest(dedupeKey: string) {
      const key = latestByDedupe.get(dedupeKey);
      return key ? states.get(key) : undefined;
    },
    /** In the order they were stored, which is the order they were received. */
    all: () => states.values(),
    get size() {
      return states.size;
    },
  };
}

type LeadFold = ReturnType<typeof createLeadFold>;

/**
 * Folds the whole lines of `bytes` (JSON, one event each) into `fold`. Answers how many bytes
 * that was (a torn last line without its newline is left for later), how many lines, whether one
 * was an erasure, and how many were skipped as unreadable.
 */
export function foldLines(
  bytes: Buffer,
  fold: LeadFold,
): { used: number; count: number; erased: boolean; skipped: number } {
  const end = bytes.lastIndexOf(0x0a) + 1;
  let skipped = 0;
  let count = 0;
  let erased = false;
  for (const line of bytes.subarray(0, end).toString('utf8').split('\n')) {
    if (line.trim() === '') continue;
    count += 1;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      skipped += 1;
      continue;
    }
    const event = leadEventSchema.safeParse(parsed);
    if (!event.success) {
      skipped += 1;
      continue;
    }
    fold.remember(event.data);
    if (event.data.type === 'erase') erased = true;
  }
  return { used: end, count, erased, skipped };
}
