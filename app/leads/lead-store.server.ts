import { type FileHandle, chmod, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
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

export const LEADS_FILE = 'leads.jsonl';

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

/**
 * Where leads are kept, asked by key, by page and for the deliveries that are due, so neither
 * store has to hold every lead to answer (docs/decisions/0022). Every event (a lead, a delivery
 * attempt, a status, a note, an erasure) is written durably before the caller goes on.
 */
export interface LeadStore {
  /** Where the leads are kept, for people: a file path or a table's address. */
  readonly location: string;
  /** Gets the store ready (reads the file once, again after a failure); throws when it cannot be read. */
  load(): Promise<void>;
  get(key: string): Promise<LeadState | undefined>;
  /** The leads whose id starts with `prefix` (staff type the first 8 characters). */
  byId(prefix: string): Promise<LeadState[]>;
  /** The most recent lead stored under a de-duplication key. */
  latest(dedupeKey: string): Promise<LeadState | undefined>;
  /** One page of the leads the query matches, oldest first. */
  page(query: LeadQuery, offset: number, limit: number): Promise<LeadState[]>;
  /** The leads with a delivery or notification pending whose next attempt is due at `now`. */
  due(now: Date): Promise<LeadState[]>;
  /** Writes one event durably; throws when it could not be written. */
  append(event: LeadEvent): Promise<void>;
}

export const PAGE_SIZE = 1_000;

/** Every lead a query matches, page by page (a store may answer fewer than asked, as PostgREST caps at 1,000). */
export async function* eachLead(store: LeadStore, query: LeadQuery = {}): AsyncGenerator<LeadState> {
  let offset = 0;
  for (;;) {
    const page = await store.page(query, offset, PAGE_SIZE);
    if (page.length === 0) return;
    yield* page;
    offset += page.length;
  }
}

export async function listLeads(store: LeadStore, query: LeadQuery = {}): Promise<LeadState[]> {
  const leads: LeadState[] = [];
  for await (const entry of eachLead(store, query)) leads.push(entry);
  return leads;
}

export function applyEvent(states: Map<string, LeadState>, event: LeadEvent): void {
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
export function dedupeKeyOf(lead: LeadRecord): string {
  return lead.key.split('@')[0] ?? lead.key;
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

/** A delivery or notification of this lead waits for an attempt that is due at `now`. */
export function isDue(entry: LeadState, now: Date): boolean {
  if (entry.state === 'spam' || entry.erasedAt) return false;
  const due = (state: { state: string; nextAttemptAt?: string | undefined }) =>
    state.state === 'pending' && new Date(state.nextAttemptAt ?? entry.lead.receivedAt).getTime() <= now.getTime();
  return due(entry) || Object.values(entry.notifications).some(due);
}

/** The in-memory view of the file store: the state of every lead, and the latest lead per de-duplication key. */
export function createLeadIndex() {
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

const TAIL_CHUNK = 64 * 1024;

/**
 * A line without its newline was cut short (a crash or a full disk mid-write) and was never
 * acknowledged. It is cut off before anything is appended, so the next lead starts on a line of
 * its own instead of being joined to the torn one and lost at the next read. Answers the size of
 * the file from which the next line starts.
 */
async function cutTornTail(handle: FileHandle, file: string): Promise<number> {
  const { size } = await handle.stat();
  if (size === 0) return 0;
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  if (last[0] === 0x0a) return size;
  let end = size;
  while (end > 0) {
    const start = Math.max(0, end - TAIL_CHUNK);
    const chunk = Buffer.alloc(end - start);
    await handle.read(chunk, 0, chunk.length, start);
    const newline = chunk.lastIndexOf(0x0a);
    if (newline !== -1) {
      end = start + newline + 1;
      break;
    }
    end = start;
  }
  await handle.truncate(end);
  await handle.sync();
  console.warn(`[leads] cut off a torn last line (${size - end} bytes, never acknowledged) in ${file}`);
  return end;
}

/** The file is rewritten once it holds this many lines more than there are leads. */
export const COMPACT_AFTER_EXTRA_LINES = 10_000;

/**
 * The lead store as a JSON-lines file under LEADS_DIR: every event is one line written with one
 * append and flushed with fsync before the caller goes on, so a lead a visitor was told about
 * survives a crash or a power cut. The current state of every lead is folded into memory when
 * the store is first used. The file compacts itself (one snapshot line per lead, written to a new
 * file, flushed and renamed over the old one) when it has grown well past its leads, and at once
 * after an erasure, so erased data leaves the disk (docs/decisions/0022).
 */
export function createFileLeadStore(
  directory: string,
  { compactAfterExtraLines = COMPACT_AFTER_EXTRA_LINES }: { compactAfterExtraLines?: number } = {},
): LeadStore {
  const file = path.join(directory, LEADS_FILE);
  let index = createLeadIndex();
  let loaded = false;
  let lines = 0;
  let waiting = 0;
  let erasedSinceCompaction = false;
  // Appends go one after another, so two leads never interleave their bytes in the file.
  let queue: Promise<unknown> = Promise.resolve();

  function serial<T>(task: () => Promise<T>): Promise<T> {
    waiting += 1;
    const run = queue.then(task).finally(() => {
      waiting -= 1;
    });
    queue = run.catch(() => undefined);
    return run;
  }

  /** Rewrites the file with each lead's current state: a new file, flushed, then renamed over the old one. */
  async function compact() {
    if (!loaded) throw new Error('the lead store was not read before a rewrite');
    const temporary = `${file}.compacting`;
    const handle = await open(temporary, 'w', 0o600);
    try {
      let text = '';
      for (const state of index.all()) {
        text += `${JSON.stringify({ type: 'snapshot', state })}\n`;
        if (text.length > 1 << 20) {
          await handle.appendFile(text);
          text = '';
        }
      }
      await handle.appendFile(text);
      await handle.sync();
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(temporary, { force: true });
      throw error;
    }
    await handle.close();
    await rename(temporary, file);
    // The rename itself is durable only once the directory is flushed.
    const folder = await open(directory, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
    lines = index.size;
  }

  // One read at a time: a second read finishing after an append would forget that append.
  let reading: Promise<void> | undefined;
  function load(): Promise<void> {
    if (loaded) return Promise.resolve();
    reading ??= read().finally(() => {
      reading = undefined;
    });
    return reading;
  }

  async function read() {
    let text = '';
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
    }
    const fresh = createLeadIndex();
    let skipped = 0;
    let count = 0;
    let erased = false;
    for (const line of text.split('\n')) {
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
      fresh.remember(event.data);
      if (event.data.type === 'erase') erased = true;
    }
    // A line cut short by a crash mid-write is the only expected cause; it was never acknowledged.
    if (skipped > 0) console.warn(`[leads] skipped ${skipped} unreadable line(s) in ${file}`);
    index = fresh;
    lines = count;
    loaded = true;
    // An erasure whose rewrite a crash interrupted is finished now.
    if (erased) await serial(compact);
  }

  function sorted(query: LeadQuery): LeadState[] {
    const found: LeadState[] = [];
    for (const entry of index.all()) if (matches(entry, query)) found.push(entry);
    return found.sort((a, b) =>
      a.lead.receivedAt < b.lead.receivedAt ? -1 : a.lead.receivedAt > b.lead.receivedAt ? 1 : 0,
    );
  }

  return {
    location: file,
    load,
    async get(key) {
      await load();
      return index.get(key);
    },
    async byId(prefix) {
      await load();
      return [...index.all()].filter((entry) => entry.lead.id.startsWith(prefix));
    },
    async latest(dedupeKey) {
      await load();
      return index.latest(dedupeKey);
    },
    async page(query, offset, limit) {
      await load();
      return sorted(query).slice(offset, offset + limit);
    },
    async due(now) {
      await load();
      return [...index.all()].filter((entry) => isDue(entry, now));
    },
    async append(event) {
      // A rewrite keeps only what is in memory: the file is read before anything is added to it.
      await load();
      return serial(async () => {
        await mkdir(directory, { recursive: true, mode: 0o700 });
        // Personal data: private to the server's account, whatever umask made the directory.
        await chmod(directory, 0o700);
        const handle = await open(file, 'a+', 0o600);
        let size: number | undefined;
        try {
          size = await cutTornTail(handle, file);
          await handle.appendFile(`${JSON.stringify(event)}\n`);
          await handle.sync();
        } catch (error) {
          // A write cut short (a full disk) must not leave half a line for the next lead to join.
          if (size !== undefined) await handle.truncate(size).catch(() => undefined);
          throw error;
        } finally {
          await handle.close();
        }
        index.remember(event);
        lines += 1;
        if (event.type === 'erase') erasedSinceCompaction = true;
        // Erasures queued together (one person's leads, a retention pass) share one rewrite: the last one does it.
        const last = waiting === 1;
        if ((erasedSinceCompaction && last) || lines - index.size > compactAfterExtraLines) {
          await compact();
          erasedSinceCompaction = false;
        }
      });
    },
  };
}
