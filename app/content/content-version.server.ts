/**
 * The one content-version signal. Whatever learns that content changed (the Live Content API,
 * the signed webhook, a time-to-live refresh that found new data) calls `contentChanged`; the
 * content cache, the page cache and everything else keyed on content listen here, so one event
 * invalidates all of them at once.
 */
export type ContentChangeListener = (change: { version: number; reason: string; tags?: string[] }) => void;

let version = 1;
const listeners = new Set<ContentChangeListener>();

/** Why the version moved on by itself: content read earlier said it would change at this time. */
export const SCHEDULED_CHANGE_REASON = 'scheduled';

/** The earliest moment content already read changes by itself (a scheduled post comes out). */
let nextScheduledChange: number | undefined;

/**
 * Tells the signal that content read now changes by itself at `time` (a post scheduled for then):
 * the first version asked for from that moment on is a new one, so every cache keyed on the
 * version (the page cache, the social cards) lets go of what it kept without any event or deploy.
 */
export function contentChangesAt(time: number): void {
  if (nextScheduledChange === undefined || time < nextScheduledChange) nextScheduledChange = time;
}

/** The moment content changes by itself next, if any is known. */
export function nextContentChange(): number | undefined {
  return nextScheduledChange;
}

/**
 * The current content version: a counter that grows by one on every change, and on the first
 * call after a scheduled change came due. Read on every request, so the clock is the request's.
 */
export function contentVersion(): number {
  if (nextScheduledChange !== undefined && Date.now() >= nextScheduledChange) {
    nextScheduledChange = undefined;
    contentChanged(SCHEDULED_CHANGE_REASON);
  }
  return version;
}

/** Announces a content change. `tags` are Sanity sync tags when the change came with them. */
export function contentChanged(reason: string, tags?: string[]): number {
  version += 1;
  for (const listener of listeners) listener({ version, reason, tags });
  return version;
}

/** Calls `listener` on every content change; returns the function that stops it. */
export function onContentChange(listener: ContentChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
