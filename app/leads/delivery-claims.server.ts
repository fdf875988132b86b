import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/** Room beyond a deliverer's own time-out: a slow store, the e-mail API's pacing, a busy machine. */
export const LEASE_MARGIN_MS = 50_000;

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

/** Gives a claim back; safe to call when the claim was already taken over. */
export type ReleaseClaim = () => Promise<void>;

/** Who holds a claim: enough for an operator to find the process. */
export const CLAIM_HOLDER = `${hostname()}:${process.pid}`;

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
export function createFileClaims(directory: string, { now = () => Date.now() }: { now?: () => number } = {}) {
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
      return async () => {
        const current = await readClaim(file);
        if (current !== 'missing' && current !== 'unreadable' && current.nonce === mine.nonce)
          await rm(file, { force: true });
      };
    },
  };
}

export type FileClaims = ReturnType<typeof createFileClaims>;
