import { type FileHandle, chmod, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ClaimClock, createFileClaims, type ReleaseClaim, SYSTEM_CLAIM_CLOCK } from './delivery-claims.server';
import {
  initialState,
  leadEmail,
  leadEventSchema,
  tombstone,
  type AttemptRecord,
  type Channel,
  type DeliveryState,
  type LeadEvent,
  type LeadKind,
  type LeadRecord,
  type LeadState,
  type LeadStatus,
} from './lead-record';
import { logger } from '../../server/logger.js';

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
  /** The lead's current state, including what other instances sharing the store wrote. */
  get(key: string): Promise<LeadState | undefined>;
  /** The leads whose id starts with `prefix` (staff type the first 8 characters). */
  byId(prefix: string): Promise<LeadState[]>;
  /**
   * Claims one delivery of a lead for `leaseMs`, so no other instance sharing the store runs it
   * meanwhile (docs/decisions/0023). Answers how to release it, or undefined when another holds it.
   */
  claim(lead: LeadRecord, channel: Channel, leaseMs: number): Promise<ReleaseClaim | undefined>;
  /** The most recent lead stored under a de-duplication key. */
  latest(dedupeKey: string): Promise<LeadState | undefined>;
  /** One page of the leads the query matches, oldest first. */
  page(query: LeadQuery, offset: number, limit: number): Promise<LeadState[]>;
  /** The leads with a delivery or notification pending whose next attempt is due at `now`. */
  due(now: Date): Promise<LeadState[]>;
  /** Writes one event durably; throws when it could not be written. */
  append(event: LeadEvent): Promise<void>;
  /**
   * The leads still to deliver or to tell the studio of: a delivery or notification pending or
   * given up (held spam and erased leads are not). For the alarm and the undelivered-lead gauges.
   */
  undelivered(): Promise<LeadState[]>;
  /** Throws when this instance could not keep a lead now (readiness); writes nothing a reader sees. */
  probe(): Promise<void>;
}

/** A delivery or notification that is still to happen, or was given up. */
export function isOpen(state: { state: string }): boolean {
  return state.state === 'pending' || state.state === 'gave-up';
}

/** True when the lead has a delivery or notification still to happen or given up. */
function isUndelivered(entry: LeadState): boolean {
  if (entry.state === 'spam' || entry.erasedAt) return false;
  return isOpen(entry) || Object.values(entry.notifications).some(isOpen);
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

function matches(entry: LeadState, query: LeadQuery): boolean {
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
function isDue(entry: LeadState, now: Date): boolean {
  if (entry.state === 'spam' || entry.erasedAt) return false;
  const due = (state: { state: string; nextAttemptAt?: string | undefined }) =>
    state.state === 'pending' && new Date(state.nextAttemptAt ?? entry.lead.receivedAt).getTime() <= now.getTime();
  return due(entry) || Object.values(entry.notifications).some(due);
}

/** The in-memory view of the file store: the state of every lead, and the latest lead per de-duplication key. */
function createLeadIndex() {
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
  logger('leads').warn(
    { bytes: size - end, file },
    `cut off a torn last line (${size - end} bytes, never acknowledged)`,
  );
  return end;
}

/** The file is rewritten once it holds this many lines more than there are leads. */
const COMPACT_AFTER_EXTRA_LINES = 10_000;

/** How long one instance may hold the file for an append (or a rewrite) before another takes it over. */
const APPEND_LEASE_MS = 10_000;
/** How long an append waits for another instance's to finish: past a lease, so a killed holder's is taken over. */
const APPEND_WAIT_MS = APPEND_LEASE_MS + 5_000;

/**
 * The lead store as a JSON-lines file under LEADS_DIR: every event is one line written with one
 * append and flushed with fsync before the caller goes on, so a lead a visitor was told about
 * survives a crash or a power cut. The current state of every lead is folded into memory when
 * the store is first used. The file compacts itself (one snapshot line per lead, written to a new
 * file, flushed and renamed over the old one) when it has grown well past its leads, and at once
 * after an erasure, so erased data leaves the disk (docs/decisions/0022).
 *
 * Several server instances may share the directory (docs/decisions/0023): each append holds the
 * lock file `claims/leads.jsonl.lock` and first reads what the others appended; every read catches
 * up with the file's new lines (or reads it again after another instance rewrote it); a delivery
 * is claimed with a lock file `claims/<lead id>-<channel>` before it runs.
 */
export function createFileLeadStore(
  directory: string,
  {
    compactAfterExtraLines = COMPACT_AFTER_EXTRA_LINES,
    claimClock = SYSTEM_CLAIM_CLOCK,
  }: { compactAfterExtraLines?: number; claimClock?: ClaimClock } = {},
): LeadStore {
  const file = path.join(directory, LEADS_FILE);
  const claims = createFileClaims(path.join(directory, 'claims'), claimClock);
  let index = createLeadIndex();
  let loaded = false;
  let lines = 0;
  // The file this view was read from (its inode) and how many of its bytes (whole lines) were folded in.
  let inode = -1;
  let consumed = 0;
  let waiting = 0;
  let erasedSinceCompaction = false;
  // Appends go one after another, so two leads never interleave their bytes in the file.
  let queue: Promise<unknown> = Promise.resolve();

  // Everything that reads or moves the view (catching up, an append's write) runs one at a time,
  // so no line is folded in twice and none is missed.
  let viewQueue: Promise<unknown> = Promise.resolve();
  function withView<T>(task: () => Promise<T>): Promise<T> {
    const run = viewQueue.then(task);
    viewQueue = run.catch(() => undefined);
    return run;
  }

  function serial<T>(task: () => Promise<T>): Promise<T> {
    waiting += 1;
    const run = queue.then(task).finally(() => {
      waiting -= 1;
    });
    queue = run.catch(() => undefined);
    return run;
  }

  /** The file for this instance alone while it appends or rewrites: other instances wait their turn. */
  async function exclusively<T>(task: () => Promise<T>): Promise<T> {
    await mkdir(directory, { recursive: true, mode: 0o700 });
    const deadline = Date.now() + APPEND_WAIT_MS;
    let release: ReleaseClaim | undefined;
    while (!(release = await claims.claim(`${LEADS_FILE}.lock`, APPEND_LEASE_MS))) {
      if (Date.now() > deadline) throw new Error('another instance holds the lead store');
      await sleep(5 + Math.random() * 20);
    }
    try {
      return await task();
    } finally {
      await release();
    }
  }

  /** Rewrites the file with each lead's current state: a new file, flushed, then renamed over the old one. */
  async function compact() {
    if (!loaded) throw new Error('the lead store was not read before a rewrite');
    const temporary = `${file}.compacting`;
    const handle = await open(temporary, 'w', 0o600);
    let size = 0;
    try {
      let text = '';
      for (const state of index.all()) {
        text += `${JSON.stringify({ type: 'snapshot', state })}\n`;
        if (text.length > 1 << 20) {
          await handle.appendFile(text);
          size += Buffer.byteLength(text);
          text = '';
        }
      }
      await handle.appendFile(text);
      size += Buffer.byteLength(text);
      await handle.sync();
      inode = (await handle.stat()).ino;
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
    consumed = size;
  }

  // One read at a time: a second read finishing after an append would forget that append.
  let reading: Promise<void> | undefined;
  function load(): Promise<void> {
    if (loaded) return Promise.resolve();
    reading ??= (async () => {
      // An erasure whose rewrite a crash interrupted is finished now.
      if (await read())
        await serial(() =>
          exclusively(() =>
            withView(async () => {
              await catchUpNow();
              await compact();
            }),
          ),
        );
    })().finally(() => {
      reading = undefined;
    });
    return reading;
  }

  /** Folds whole lines into the view; answers how many bytes that was (a torn tail is left for later). */
  function fold(
    bytes: Buffer,
    into: ReturnType<typeof createLeadIndex>,
  ): { used: number; count: number; erased: boolean } {
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
      into.remember(event.data);
      if (event.data.type === 'erase') erased = true;
    }
    // A line cut short by a crash mid-write is the only expected cause; it was never acknowledged.
    if (skipped > 0) logger('leads').warn({ lines: skipped, file }, `skipped ${skipped} unreadable line(s)`);
    return { used: end, count, erased };
  }

  /** The file's bytes from `from` on, with its inode, read through one handle (a rename meanwhile cannot mix two files). */
  async function readFrom(from: number): Promise<{ bytes: Buffer; ino: number; size: number } | undefined> {
    let handle: FileHandle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
      throw error;
    }
    try {
      const { ino, size } = await handle.stat();
      if (ino !== inode || size < from) return { bytes: Buffer.alloc(0), ino, size };
      const bytes = Buffer.alloc(size - from);
      let at = 0;
      while (at < bytes.length) {
        const { bytesRead } = await handle.read(bytes, at, bytes.length - at, from + at);
        if (bytesRead === 0) break;
        at += bytesRead;
      }
      return { bytes: bytes.subarray(0, at), ino, size };
    } finally {
      await handle.close();
    }
  }

  /** Reads the whole file into a fresh view; answers whether it holds an erasure (a rewrite is due). */
  async function read(): Promise<boolean> {
    inode = -1;
    const found = await readWhole();
    const fresh = createLeadIndex();
    const { used, count, erased } = fold(found?.bytes ?? Buffer.alloc(0), fresh);
    index = fresh;
    lines = count;
    consumed = used;
    inode = found?.ino ?? -1;
    loaded = true;
    return erased;
  }

  async function readWhole() {
    let handle: FileHandle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
      throw error;
    }
    try {
      const { ino } = await handle.stat();
      return { bytes: await handle.readFile(), ino };
    } finally {
      await handle.close();
    }
  }

  /** Folds in what other instances appended since the last look, or reads the file again after they rewrote it. */
  async function catchUp(): Promise<void> {
    await load();
    return withView(catchUpNow);
  }

  async function catchUpNow(): Promise<void> {
    const found = await readFrom(consumed);
    if (!found) {
      if (inode !== -1) await read();
      return;
    }
    if (found.ino !== inode || found.size < consumed) {
      if (await read()) erasedSinceCompaction = true;
      return;
    }
    if (found.bytes.length === 0) return;
    const { used, count, erased } = fold(found.bytes, index);
    consumed += used;
    lines += count;
    if (erased) erasedSinceCompaction = true;
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
      await catchUp();
      return index.get(key);
    },
    async byId(prefix) {
      await catchUp();
      return [...index.all()].filter((entry) => entry.lead.id.startsWith(prefix));
    },
    async latest(dedupeKey) {
      await catchUp();
      return index.latest(dedupeKey);
    },
    async page(query, offset, limit) {
      await catchUp();
      return sorted(query).slice(offset, offset + limit);
    },
    async due(now) {
      await catchUp();
      return [...index.all()].filter((entry) => isDue(entry, now));
    },
    async undelivered() {
      await catchUp();
      return [...index.all()].filter(isUndelivered);
    },
    async probe() {
      // The lead file opens for appending (not a directory, not read-only) and the directory takes
      // a new file (a full disk refuses it): what keeping a lead needs. Nothing is added to the file.
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const handle = await open(file, 'a', 0o600);
      await handle.close();
      const probe = path.join(directory, `.probe-${process.pid}`);
      try {
        const written = await open(probe, 'w', 0o600);
        try {
          await written.writeFile('ok');
          await written.sync();
        } finally {
          await written.close();
        }
      } finally {
        await rm(probe, { force: true });
      }
    },
    claim(lead, channel, leaseMs) {
      return claims.claim(`${lead.id}-${channel}`, leaseMs);
    },
    async append(event) {
      // A rewrite keeps only what is in memory: the file is read before anything is added to it.
      await load();
      return serial(() =>
        exclusively(() =>
          withView(async () => {
            await mkdir(directory, { recursive: true, mode: 0o700 });
            // Personal data: private to the server's account, whatever umask made the directory.
            await chmod(directory, 0o700);
            // What other instances appended comes first, so this line lands after theirs and the view stays whole.
            await catchUpNow();
            const handle = await open(file, 'a+', 0o600);
            let size: number | undefined;
            const line = `${JSON.stringify(event)}\n`;
            try {
              size = await cutTornTail(handle, file);
              await handle.appendFile(line);
              await handle.sync();
              inode = (await handle.stat()).ino;
            } catch (error) {
              // A write cut short (a full disk) must not leave half a line for the next lead to join.
              if (size !== undefined) await handle.truncate(size).catch(() => undefined);
              throw error;
            } finally {
              await handle.close();
            }
            index.remember(event);
            consumed = size + Buffer.byteLength(line);
            lines += 1;
            if (event.type === 'erase') erasedSinceCompaction = true;
            // Erasures queued together (one person's leads, a retention pass) share one rewrite: the last one does it.
            const last = waiting === 1;
            if ((erasedSinceCompaction && last) || lines - index.size > compactAfterExtraLines) {
              await compact();
              erasedSinceCompaction = false;
            }
          }),
        ),
      );
    },
  };
}
