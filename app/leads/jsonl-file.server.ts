import { type FileHandle, mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { logger } from '../../server/logger.js';

// A JSON-lines file that is only appended to, one whole line at a time, each flushed with fsync
// before the caller goes on, or rewritten whole (a new file, flushed, renamed over the old one).
// It knows nothing of leads: the lead store (lead-store.server.ts) decides what the lines say.

const TAIL_CHUNK = 64 * 1024;

/**
 * A line without its newline was cut short (a crash or a full disk mid-write) and was never
 * acknowledged. It is cut off before anything is appended, so the next line starts on a line of
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

/** Opens the file for reading, or answers undefined when it does not exist. */
async function openToRead(file: string): Promise<FileHandle | undefined> {
  try {
    return await open(file, 'r');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The whole file and its inode, or undefined when it does not exist. */
export async function readWholeFile(file: string): Promise<{ bytes: Buffer; ino: number } | undefined> {
  const handle = await openToRead(file);
  if (!handle) return undefined;
  try {
    const { ino } = await handle.stat();
    return { bytes: await handle.readFile(), ino };
  } finally {
    await handle.close();
  }
}

/**
 * The file's bytes from `from` on, with its inode and size, read through one handle (a rename
 * meanwhile cannot mix two files). No bytes when the file is not the one `inode` names or is
 * shorter than `from` (another process rewrote it); undefined when it does not exist.
 */
export async function readFileFrom(
  file: string,
  from: number,
  inode: number,
): Promise<{ bytes: Buffer; ino: number; size: number } | undefined> {
  const handle = await openToRead(file);
  if (!handle) return undefined;
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

/**
 * Appends one line (with its newline) and flushes it. A torn last line is cut off first; a write
 * cut short (a full disk) is truncated away, so it leaves no half line for the next to join.
 * Answers where the line starts and the file's inode.
 */
export async function appendLine(file: string, line: string): Promise<{ start: number; ino: number }> {
  const handle = await open(file, 'a+', 0o600);
  let start: number | undefined;
  try {
    start = await cutTornTail(handle, file);
    await handle.appendFile(line);
    await handle.sync();
    return { start, ino: (await handle.stat()).ino };
  } catch (error) {
    if (start !== undefined) await handle.truncate(start).catch(() => undefined);
    throw error;
  } finally {
    await handle.close();
  }
}

/**
 * Replaces the file with `lines` (each with its newline): written to a new file, flushed, renamed
 * over the old one, and the directory flushed so the rename itself is durable. Answers the new
 * file's size and inode.
 */
export async function rewriteFile(file: string, lines: Iterable<string>): Promise<{ size: number; ino: number }> {
  const temporary = `${file}.compacting`;
  const handle = await open(temporary, 'w', 0o600);
  let size = 0;
  let ino: number;
  try {
    let text = '';
    for (const line of lines) {
      text += line;
      if (text.length > 1 << 20) {
        await handle.appendFile(text);
        size += Buffer.byteLength(text);
        text = '';
      }
    }
    await handle.appendFile(text);
    size += Buffer.byteLength(text);
    await handle.sync();
    ino = (await handle.stat()).ino;
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, file);
  const folder = await open(path.dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
  return { size, ino };
}

/**
 * Throws unless a line could be appended now: the file opens for appending (not a directory, not
 * read-only) and its directory takes a new file (a full disk refuses it). Adds nothing to the file.
 */
export async function probeAppendable(file: string): Promise<void> {
  const directory = path.dirname(file);
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
}
