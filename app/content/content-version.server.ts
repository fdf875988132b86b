/**
 * The one content-version signal. Whatever learns that content changed (the Live Content API,
 * the signed webhook, a time-to-live refresh that found new data) calls `contentChanged`; the
 * content cache, the page cache and everything else keyed on content listen here, so one event
 * invalidates all of them at once.
 */
export type ContentChangeListener = (change: { version: number; reason: string; tags?: string[] }) => void;

let version = 1;
const listeners = new Set<ContentChangeListener>();

/** The current content version: a counter that grows by one on every change. */
export function contentVersion(): number {
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
