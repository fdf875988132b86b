import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { leadEventSchema, type AttemptRecord, type LeadEvent, type LeadRecord, type LeadState } from './lead-record';

export const LEADS_FILE = 'leads.jsonl';

/**
 * The lead store: an append-only JSON-lines outbox. Every event (a lead, each delivery attempt)
 * is one line written with one append and flushed with fsync before the caller goes on, so a
 * lead a visitor was told about survives a crash or a power cut. The current state of every lead
 * is folded from the lines into memory when the store is first used.
 */
export interface LeadStore {
  readonly file: string;
  /** Reads the file once (again after a failure); throws when the directory cannot be read. */
  load(): Promise<void>;
  get(key: string): LeadState | undefined;
  /** The most recent lead stored under a de-duplication key. */
  latest(dedupeKey: string): LeadState | undefined;
  list(): LeadState[];
  /** Appends and flushes one event; throws when it could not be written. */
  append(event: LeadEvent, dedupeKey?: string): Promise<void>;
}

export function applyEvent(states: Map<string, LeadState>, event: LeadEvent): void {
  if (event.type === 'lead') {
    if (states.has(event.key)) return;
    states.set(event.key, {
      lead: event,
      state: event.delivery === 'mail-draft' ? 'handed-to-visitor' : 'pending',
      attempts: 0,
      nextAttemptAt: event.receivedAt,
    });
    return;
  }
  const current = states.get(event.key);
  if (!current) return;
  applyAttempt(current, event);
}

function applyAttempt(current: LeadState, attempt: AttemptRecord) {
  current.attempts = Math.max(current.attempts, attempt.attempt);
  current.lastReason = attempt.reason;
  current.nextAttemptAt = attempt.nextAttemptAt;
  current.state = attempt.outcome === 'failed' ? 'pending' : attempt.outcome;
}

/** The de-duplication key a lead line was stored under (kept in the line's key before the `@`). */
export function dedupeKeyOf(lead: LeadRecord): string {
  return lead.key.split('@')[0] ?? lead.key;
}

export function createFileLeadStore(directory: string): LeadStore {
  const file = path.join(directory, LEADS_FILE);
  const states = new Map<string, LeadState>();
  const latestByDedupe = new Map<string, string>();
  let loaded = false;
  // Appends go one after another, so two leads never interleave their bytes in the file.
  let queue: Promise<unknown> = Promise.resolve();

  function remember(event: LeadEvent, dedupeKey?: string) {
    applyEvent(states, event);
    if (event.type === 'lead') latestByDedupe.set(dedupeKey ?? dedupeKeyOf(event), event.key);
  }

  return {
    file,
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
    get: (key) => states.get(key),
    latest(dedupeKey) {
      const key = latestByDedupe.get(dedupeKey);
      return key ? states.get(key) : undefined;
    },
    list: () => [...states.values()],
    append(event, dedupeKey) {
      const write = queue.then(async () => {
        await mkdir(directory, { recursive: true });
        const handle = await open(file, 'a');
        try {
          await handle.appendFile(`${JSON.stringify(event)}\n`);
          await handle.sync();
        } finally {
          await handle.close();
        }
        remember(event, dedupeKey);
      });
      queue = write.catch(() => undefined);
      return write;
    },
  };
}
