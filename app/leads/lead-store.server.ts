import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  initialState,
  leadEventSchema,
  type AttemptRecord,
  type LeadEvent,
  type LeadRecord,
  type LeadState,
} from './lead-record';

export const LEADS_FILE = 'leads.jsonl';

/**
 * The lead store: an append-only JSON-lines outbox. Every event (a lead, each delivery attempt)
 * is one line written with one append and flushed with fsync before the caller goes on, so a
 * lead a visitor was told about survives a crash or a power cut. The current state of every lead
 * is folded from the lines into memory when the store is first used.
 */
export interface LeadStore {
  /** Where the leads are kept, for people: a file path or a table's address. */
  readonly location: string;
  /** Reads the file once (again after a failure); throws when the directory cannot be read. */
  load(): Promise<void>;
  get(key: string): LeadState | undefined;
  /** The most recent lead stored under a de-duplication key. */
  latest(dedupeKey: string): LeadState | undefined;
  list(): LeadState[];
  /** Writes one event durably; throws when it could not be written. */
  append(event: LeadEvent): Promise<void>;
}

export function applyEvent(states: Map<string, LeadState>, event: LeadEvent): void {
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
    });
    return;
  }
  const current = states.get(event.key);
  if (!current) return;
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
export function dedupeKeyOf(lead: LeadRecord): string {
  return lead.key.split('@')[0] ?? lead.key;
}

/** The in-memory view of a store: the state of every lead, and the latest lead per de-duplication key. */
export function createLeadIndex() {
  const states = new Map<string, LeadState>();
  const latestByDedupe = new Map<string, string>();
  return {
    remember(event: LeadEvent) {
      applyEvent(states, event);
      if (event.type === 'lead') latestByDedupe.set(dedupeKeyOf(event), event.key);
    },
    /** A lead whose state was folded elsewhere (a database row). */
    rememberState(state: LeadState) {
      states.set(state.lead.key, state);
      latestByDedupe.set(dedupeKeyOf(state.lead), state.lead.key);
    },
    get: (key: string) => states.get(key),
    latest(dedupeKey: string) {
      const key = latestByDedupe.get(dedupeKey);
      return key ? states.get(key) : undefined;
    },
    list: () => [...states.values()],
  };
}

export function createFileLeadStore(directory: string): LeadStore {
  const file = path.join(directory, LEADS_FILE);
  const index = createLeadIndex();
  const remember = index.remember;
  let loaded = false;
  // Appends go one after another, so two leads never interleave their bytes in the file.
  let queue: Promise<unknown> = Promise.resolve();

  return {
    location: file,
    async load() {
      if (loaded) return;
      let text = '';
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
      }
      let skipped = 0;
      for (const line of text.split('\n')) {
        if (line.trim() === '') continue;
        let parsed: unknown;
        try {
          parsed = JSON.parse(line);
        } catch {
          skipped += 1;
          continue;
        }
        const event = leadEventSchema.safeParse(parsed);
        if (event.success) remember(event.data);
        else skipped += 1;
      }
      // A line cut short by a crash mid-write is the only expected cause; it was never acknowledged.
      if (skipped > 0) console.warn(`[leads] skipped ${skipped} unreadable line(s) in ${file}`);
      loaded = true;
    },
    get: index.get,
    latest: index.latest,
    list: index.list,
    append(event) {
      const write = queue.then(async () => {
        await mkdir(directory, { recursive: true });
        const handle = await open(file, 'a');
        try {
          await handle.appendFile(`${JSON.stringify(event)}\n`);
          await handle.sync();
        } finally {
          await handle.close();
        }
        remember(event);
      });
      queue = write.catch(() => undefined);
      return write;
    },
  };
}
