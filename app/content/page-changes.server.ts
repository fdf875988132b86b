import { ROUTE_TABLE } from '~/lib/route-table';

/**
 * Pages that show live data (the booking page's taken times) are cached like every page; what
 * changes that data announces it here with their paths, and the production server drops every
 * copy of them (server/app.js), its workers' included (server/workers.js). Content changes have a
 * signal of their own (content/content-version.server.ts).
 */
type PagesChangeListener = (paths: string[]) => void;

const listeners = new Set<PagesChangeListener>();

/** Announces that the pages at these paths show something new that no visitor may miss. */
export function pagesChanged(paths: string[]): void {
  for (const listener of listeners) listener(paths);
}

/** Calls `listener` on every announcement; returns the function that stops it. */
export function onPagesChange(listener: PagesChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pages that offer booking times: every address the booking page is mounted at. */
const BOOKING_PAGES = ROUTE_TABLE.flatMap((route) => (route.file === 'routes/book-call.tsx' ? [route.path] : []));

/** A booking was made, moved, cancelled or refused for a taken slot: the offered times changed. */
export function takenTimesChanged(): void {
  pagesChanged(BOOKING_PAGES);
}
