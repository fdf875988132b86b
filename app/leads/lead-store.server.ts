import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  type ClaimClock,
  createFileClaims,
  createFileLock,
  SYSTEM_CLAIM_CLOCK,
  type ReleaseClaim,
} from './delivery-claims.server';
import { appendLine, probeAppendable, readFileFrom, readWholeFile, rewriteFile } from './jsonl-file.server';
import { createLeadFold, foldLines, isDue, isUndelivered, type LeadQuery, matches } from './lead-fold';
import type { Channel, LeadEvent, LeadRecord, LeadState } from './lead-record';
import { createTaskQueue, singleFlight } from './task-queue';
import { logger } from '../../server/logger.js';

export type { LeadQuery } from './lead-fold';

export const LEADS_FILE = 'leads.jsonl';

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

/** The file is rewritten once it holds this many lines more than there are leads. */
const COMPACT_AFTER_EXTRA_LINES = 10_000;

/** How long one instance may hold the file for an append (or a rewrite) before another takes it over. */
const APPEND_LEASE_MS = 10_000;
/** How long an append waits for another instance's to finish: past a lease, so a killed holder's is taken over. */
const APPEND_WAIT_MS = APPEND_LEASE_MS + 5_000;

/**
 * The lead store as a JSON-lines file under LEADS_DIR: every event is one line written with one
 * append and flushed with fsync before the caller goes on (jsonl-file.server.ts), so a lead a
 * visitor was told about survives a crash or a power cut. The current state of every lead is
 * folded into memory (lead-fold.ts) when the store is first used. The file compacts itself (one
 * snapshot line per lead, written to a new file, flushed and renamed over the old one) when it
 * has grown well past its leads, and at once after an erasure, so erased data leaves the disk
 * (docs/decisions/0022).
 *
 * Several server instances may share the directory (docs/decisions/0023): each append holds the
 * cross-process lock `claims/leads.jsonl.lock` and first reads what the others appended; every
 * read catches up with the file's new lines (or reads it again after another instance rewrote
 * it); a delivery is claimed with a lock file `claims/<lead id>-<channel>` before it runs. Inside
 * this process, appends take turns in one queue and everything that moves the view in another.
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
  // Other instances: one appends or rewrites the file at a time.
  const fileLock = createFileLock(claims, `${LEADS_FILE}.lock`, {
    leaseMs: APPEND_LEASE_MS,
    waitMs: APPEND_WAIT_MS,
    busy: 'another instance holds the lead store',
  });
  // This process: appends go one after another, so two leads never interleave their bytes in the file.
  const appends = createTaskQueue();
  // Everything that reads or moves the view (catching up, an append's write) runs one at a time,
  // so no line is folded in twice and none is missed.
  const viewTurns = createTaskQueue();

  let view = createLeadFold();
  let loaded = false;
  let lines = 0;
  // The file this view was read from (its inode) and how many of its bytes (whole lines) were folded in.
  let inode = -1;
  let consumed = 0;
  let erasedSinceCompaction = false;

  /** The file for this instance alone while it appends or rewrites: other instances wait their turn. */
  async function exclusively<T>(task: () => Promise<T>): Promise<T> {
    await mkdir(directory, { recursive: true, mode: 0o700 });
    return fileLock(task);
  }

  /** Rewrites the file with each lead's current state. */
  async function compact() {
    if (!loaded) throw new Error('the lead store was not read before a rewrite');
    const snapshots = function* () {
      for (const state of view.all()) yield `${JSON.stringify({ type: 'snapshot', state })}\n`;
    };
    const written = await rewriteFile(file, snapshots());
    inode = written.ino;
    lines = view.size;
    consumed = written.size;
  }

  // One read at a time: a second read finishing after an append would forget that append.
  const firstRead = singleFlight(async () => {
    // An erasure whose rewrite a crash interrupted is finished now.
    if (await read())
      await appends.run(() =>
        exclusively(() =>
          viewTurns.run(async () => {
            await catchUpNow();
            await compact();
          }),
        ),
      );
  });
  function load(): Promise<void> {
    return loaded ? Promise.resolve() : firstRead();
  }

  /** Folds whole lines into `into`, saying so when a line could not be read. */
  function fold(bytes: Buffer, into: ReturnType<typeof createLeadFold>) {
    const folded = foldLines(bytes, into);
    // A line cut short by a crash mid-write is the only expected cause; it was never acknowledged.
    if (folded.skipped > 0)
      logger('leads').warn({ lines: folded.skipped, file }, `skipped ${folded.skipped} unreadable line(s)`);
    return folded;
  }

  /** Reads the whole file into a fresh view; answers whether it holds an erasure (a rewrite is due). */
  async function read(): Promise<boolean> {
    inode = -1;
    const found = await readWholeFile(file);
    const fresh = createLeadFold();
    const { used, count, erased } = fold(found?.bytes ?? Buffer.alloc(0), fresh);
    view = fresh;
    lines = count;
    consumed = used;
    inode = found?.ino ?? -1;
    loaded = true;
    return erased;
  }

  /** Folds in what other instances appended since the last look, or reads the file again after they rewrote it. */
  async function catchUp(): Promise<void> {
    await load();
    return viewTurns.run(catchUpNow);
  }

  async function catchUpNow(): Promise<void> {
    const found = await readFileFrom(file, consumed, inode);
    if (!found) {
      if (inode !== -1) await read();
      return;
    }
    if (found.ino !== inode || found.size < consumed) {
      if (await read()) erasedSinceCompaction = true;
      return;
    }
    if (found.bytes.length === 0) return;
    const { used, count, erased } = fold(found.bytes, view);
    consumed += used;
    lines += count;
    if (erased) erasedSinceCompaction = true;
  }

  function sorted(query: LeadQuery): LeadState[] {
    const found: LeadState[] = [];
    for (const entry of view.all()) if (matches(entry, query)) found.push(entry);
    return found.sort((a, b) =>
      a.lead.receivedAt < b.lead.receivedAt ? -1 : a.lead.receivedAt > b.lead.receivedAt ? 1 : 0,
    );
  }

  return {
    location: file,
    load,
    async get(key) {
      await catchUp();
      return view.get(key);
    },
    async byId(prefix) {
      await catchUp();
      return [...view.all()].filter((entry) => entry.lead.id.startsWith(prefix));
    },
    async latest(dedupeKey) {
      await catchUp();
      return view.latest(dedupeKey);
    },
    async page(query, offset, limit) {
      await catchUp();
      return sorted(query).slice(offset, offset + limit);
    },
    async due(now) {
      await catchUp();
      return [...view.all()].filter((entry) => isDue(entry, now));
    },
    async undelivered() {
      await catchUp();
      return [...view.all()].filter(isUndelivered);
    },
    async probe() {
      // What keeping a lead needs; nothing is added to the file.
      await probeAppendable(file);
    },
    claim(lead: LeadRecord, channel: Channel, leaseMs: number): Promise<ReleaseClaim | undefined> {
      return claims.claim(`${lead.id}-${channel}`, leaseMs);
    },
    async append(event: LeadEvent) {
      // A rewrite keeps only what is in memory: the file is read before anything is added to it.
      await load();
      return appends.run(() =>
        exclusively(() =>
          viewTurns.run(async () => {
            await mkdir(directory, { recursive: true, mode: 0o700 });
            // Personal data: private to the server's account, whatever umask made the directory.
            await chmod(directory, 0o700);
            // What other instances appended comes first, so this line lands after theirs and the view stays whole.
            await catchUpNow();
            const line = `${JSON.stringify(event)}\n`;
            const written = await appendLine(file, line);
            inode = written.ino;
            view.remember(event);
            consumed = written.start + Buffer.byteLength(line);
            lines += 1;
            if (event.type === 'erase') erasedSinceCompaction = true;
            // Erasures queued together (one person's leads, a retention pass) share one rewrite: the last one does it.
            const last = appends.pending === 1;
            if ((erasedSinceCompaction && last) || lines - view.size > compactAfterExtraLines) {
              await compact();
              erasedSinceCompaction = false;
            }
          }),
        ),
      );
    },
  };
}
