import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { logger } from '../../server/logger.js';

/** Room beyond a deliverer's own time-out: a slow store, the e-mail API's pacing, a busy machine. */
const LEASE_MARGIN_MS = 50_000;

/**
 * How long a claim on one delivery holds: the longest of the deliverers' own time-outs plus a
 * wide margin, so no instance starts an attempt while another's may still be running; a claim
 * left by a killed process is taken over once it has passed (docs/decisions/0023).
 */
export function leaseFor(timeoutsMs: number[]): number {
  return Math.max(0, ...timeoutsMs) + LEASE_MARGIN_MS;
}

/** The lease when no deliverer's time-out is known (tests): the longest one the site has, 10 s, plus the margin. */
export const DEFAULT_LEASE_MS = leaseFor([10_000]);

/** Stops renewing a claim and gives it back; safe to call when the claim was already taken over. */
export type ReleaseClaim = () => Promise<void>;

/**
 * The time a claim is judged by, and the timer that renews it (tests drive both by hand).
 * `every` runs `task` every `ms` until the answered function is called.
 */
export interface ClaimClock {
  now(): number;
  every(ms: number, task: () => Promise<void>): () => void;
}

export const SYSTEM_CLAIM_CLOCK: ClaimClock = {
  now: () => Date.now(),
  every(ms, task) {
    const timer = setInterval(() => void task(), ms);
    // A renewal never keeps a stopping process alive; the claim then lapses as a killed one's does.
    timer.unref();
    return () => clearInterval(timer);
  },
};

/** A renewal's finding: extended, no longer ours (taken over), or not known this time (try again). */
export type Renewal = 'renewed' | 'lost' | 'unknown';

/**
 * Keeps a claim while its delivery runs: a delivery may outlive its lease (a slow endpoint, a
 * paused machine), and another instance would then run it again. So the lease is extended every
 * third of its length; the claim lapses only when its holder stops renewing (killed), and a
 * release first stops the renewal, waiting for one under way, then gives the claim back.
 */
export function renewWhileHeld({
  name,
  leaseMs,
  renew,
  release,
  clock,
  log = (line) => logger('leads').warn(line),
}: {
  name: string;
  leaseMs: number;
  renew: () => Promise<Renewal>;
  release: () => Promise<void>;
  clock: ClaimClock;
  log?: (line: string) => void;
}): ReleaseClaim {
  let held = true;
  let renewing: Promise<void> = Promise.resolve();
  const stop = clock.every(Math.max(1, Math.floor(leaseMs / 3)), () => {
    renewing = renewing.then(async () => {
      if (!held) return;
      let found: Renewal;
      try {
        found = await renew();
      } catch (error) {
        // The store is unreachable this time; the lease still has two thirds to run.
        log(`could not renew the claim on ${name}: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      if (found === 'lost') {
        held = false;
        stop();
        log(`the claim on ${name} was taken over while its delivery ran (its lease had passed)`);
      }
    });
    return renewing;
  });
  return async () => {
    held = false;
    stop();
    await renewing;
    await release();
  };
}

/** Who holds a claim: enough for an operator to find the process. */
const CLAIM_HOLDER = `${hostname()}:${process.pid}`;

interface ClaimFile {
  holder: string;
  nonce: string;
  until: string;
}

/** A claim file left empty, or a takeover never finished (the process killed within it), is cleared after this long. */
const ABANDONED_MS = 60_000;

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

async function readClaim(file: string): Promise<ClaimFile | 'missing' | 'unreadable'> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return 'missing';
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<ClaimFile>;
    if (typeof parsed.nonce === 'string' && typeof parsed.until === 'string' && typeof parsed.holder === 'string')
      return { holder: parsed.holder, nonce: parsed.nonce, until: parsed.until };
  } catch {
    // Created and not yet written (the holder is between open and write), or cut short by a crash.
  }
  return 'unreadable';
}

/** Creates the file only if no file has the name (O_EXCL): of several instances at once, exactly one succeeds. */
async function createExclusive(file: string, content: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'wx', 0o600);
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false;
    throw error;
  }
  try {
    await handle.writeFile(content);
  } catch (error) {
    // A full disk lets the file be created but not written: an empty claim would block its name
    // for every instance until it is judged abandoned, so it goes at once (no one else can own it).
    await handle.close().catch(() => undefined);
    await rm(file, { force: true });
    throw error;
  }
  await handle.close();
  return true;
}

/** Whether a claim can be taken over: its lease has passed (an unreadable one: by its file's age). */
async function isStale(file: string, claim: ClaimFile | 'unreadable', now: number): Promise<boolean> {
  if (claim !== 'unreadable') return new Date(claim.until).getTime() < now;
  try {
    return (await stat(file)).mtimeMs + ABANDONED_MS < now;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return false;
    throw error;
  }
}

/**
 * Claims kept as lock files in a directory several server instances share (the JSONL store's
 * LEADS_DIR/claims). A claim is a file created with O_EXCL holding its holder, a random nonce and
 * the lease's end, so only one instance holds a name at a time. A stale claim (its holder killed,
 * its lease past) is taken over: the taker first wins `<name>.<nonce>.takeover`, again with
 * O_EXCL, which only one instance can do for that claim, re-reads the claim to be sure it is still
 * the stale one, removes it and then claims like anyone else. Released by removing the file, only
 * if it is still the holder's own.
 */
export function createFileClaims(directory: string, clock: ClaimClock = SYSTEM_CLAIM_CLOCK) {
  const now = () => clock.now();
  async function takeOver(file: string, seen: ClaimFile | 'unreadable'): Promise<void> {
    const marker = `${file}.${seen === 'unreadable' ? 'unreadable' : seen.nonce}.takeover`;
    if (!(await createExclusive(marker, CLAIM_HOLDER))) {
      // Another instance is taking it over; clear a takeover its killed process never finished.
      const age = await stat(marker).then(
        (info) => now() - info.mtimeMs,
        () => 0,
      );
      if (age > ABANDONED_MS) await rm(marker, { force: true });
      return;
    }
    try {
      const again = await readClaim(file);
      if (again === 'missing') return;
      const same = again === 'unreadable' || seen === 'unreadable' ? again === seen : again.nonce === seen.nonce;
      if (same && (await isStale(file, again, now()))) await rm(file, { force: true });
    } finally {
      await rm(marker, { force: true });
    }
  }

  return {
    /**
     * Claims `name` for `leaseMs`: answers how to release it, or undefined when another instance
     * holds it (or took it the instant it was free).
     */
    async claim(name: string, leaseMs = DEFAULT_LEASE_MS): Promise<ReleaseClaim | undefined> {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const file = path.join(directory, name);
      const mine: ClaimFile = {
        holder: CLAIM_HOLDER,
        nonce: randomUUID(),
        until: new Date(now() + leaseMs).toISOString(),
      };
      const content = JSON.stringify(mine);
      if (!(await createExclusive(file, content))) {
        const held = await readClaim(file);
        // Missing: released this instant, so try once more; held within its lease: someone is on it.
        if (held !== 'missing') {
          if (!(await isStale(file, held, now()))) return undefined;
          await takeOver(file, held);
        }
        if (!(await createExclusive(file, content))) return undefined;
      }
      return renewWhileHeld({
        name,
        leaseMs,
        clock,
        renew: () => renewFile(file, mine, leaseMs),
        release: async () => {
          const current = await readClaim(file);
          if (current !== 'missing' && current !== 'unreadable' && current.nonce === mine.nonce)
            await rm(file, { force: true });
        },
      });
    },
  };

  /**
   * Moves a held claim's lease end on. It holds the claim's takeover marker meanwhile, so no other
   * instance removes the claim between the check that it is still ours and the new lease; the
   * new content replaces the old by a rename, so a reader never sees half of it.
   */
  async function renewFile(file: string, mine: ClaimFile, leaseMs: number): Promise<Renewal> {
    const marker = `${file}.${mine.nonce}.takeover`;
    // Another instance found the lease passed and is taking it over: its re-read decides.
    if (!(await createExclusive(marker, CLAIM_HOLDER))) return 'unknown';
    try {
      const current = await readClaim(file);
      if (current === 'missing' || current === 'unreadable' || current.nonce !== mine.nonce) return 'lost';
      mine.until = new Date(now() + leaseMs).toISOString();
      const next = `${file}.${mine.nonce}.renewal`;
      await writeFile(next, JSON.stringify(mine), { mode: 0o600 });
      await rename(next, file);
      return 'renewed';
    } finally {
      await rm(marker, { force: true });
    }
  }
}

type FileClaims = ReturnType<typeof createFileClaims>;

/**
 * A lock the processes sharing a claims directory take turns with (the JSON-lines lead store's
 * appends and rewrites): the claim `name`, held for `leaseMs` and renewed while held. `hold(task)`
 * waits for the holder to let go, at most `waitMs` (longer than a lease, so a killed holder's is
 * taken over), runs the task and gives the lock back.
 */
export function createFileLock(
  claims: FileClaims,
  name: string,
  { leaseMs, waitMs, busy }: { leaseMs: number; waitMs: number; busy: string },
) {
  return async function hold<T>(task: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + waitMs;
    let release: ReleaseClaim | undefined;
    while (!(release = await claims.claim(name, leaseMs))) {
      if (Date.now() > deadline) throw new Error(busy);
      await sleep(5 + Math.random() * 20);
    }
    try {
      return await task();
    } finally {
      await release();
    }
  };
}
