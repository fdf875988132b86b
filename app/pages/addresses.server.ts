import { data, redirect } from '@remix-run/node';
import { getContent } from '~/content/content.server';
import type { Routing } from '~/content/schemas/routing';
import { documentPath, jobPositionPath } from '~/lib/document-paths';
import type { ErrorWords } from '~/components/layout/route-error';

// What an address answers when no published document has it: an editor's redirect from it, the
// current address of a document renamed away from it (its former slugs), a closed position's
// answer, else the 404 page. For the catch-all and for every route that shows a document by its
// slug (kind 'document' in app/lib/route-table.ts). It all comes from one cached query
// (ROUTING_QUERY), so an unknown address costs no query and no cache entry of its own.

/** The query parameter /careers reads to say which position closed. */
const CLOSED_POSITION_PARAM = 'closed';

/** "/old-page/" → "/old-page"; the root stays "/". */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

function decoded(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Where a redirect sends a request: its target, carrying the request's query string over when
 * the target has none of its own (campaign tags survive a renamed page).
 */
export function redirectTarget(to: string, search: string): string {
  if (search === '' || search === '?' || to.includes('?')) return to;
  const hash = to.indexOf('#');
  return hash === -1 ? `${to}${search}` : `${to.slice(0, hash)}${search}${to.slice(hash)}`;
}

/** The current address of the document that once lived at a path, if one did (the most recently edited first). */
function movedTo(routing: Routing, path: string): string | undefined {
  for (const document of routing.moved) {
    if (document.formerSlugs.some((former) => documentPath(document._type, former) === path)) {
      return documentPath(document._type, document.slug);
    }
  }
  return undefined;
}

/** A closed position at a path answers as its editor chose: 410, or /careers with a note. */
function answerClosed(routing: Routing, path: string): void {
  const job = routing.closedJobs.find((item) => jobPositionPath(item.slug) === path);
  if (!job) return;
  if (job.whenClosed === 'gone') {
    const words: ErrorWords = {
      eyebrow: 'Position closed',
      title: 'This position is no longer open',
      body: `“${job.title}” is closed and takes no more applications. See the positions open now on our careers page.`,
      link: { to: '/careers', label: 'See Open Positions' },
    };
    throw data({ words }, { status: 410 });
  }
  throw redirect(`/careers?${CLOSED_POSITION_PARAM}=${encodeURIComponent(job.slug)}`, 301);
}

/**
 * Throws what an address no document answers becomes: an editor's redirect (301 permanent, 302
 * temporary), a renamed document's current address (301), a closed position's answer, or the
 * 404 page. `tail` is what follows the document's own address on a page of its own
 * (`/apply` of /careers/<slug>/apply): a renamed position's form moves with it.
 */
export async function answerMissing(request: Request, tail = ''): Promise<never> {
  const url = new URL(request.url);
  const path = withoutTrailingSlash(url.pathname);
  const routing = await getContent(request).routing();
  if (routing) {
    const readable = decoded(path);
    // An editor's redirect comes first: it is a choice made for this very address.
    const chosen = routing.redirects.find((item) => item.from === path || item.from === readable);
    if (chosen) throw redirect(redirectTarget(chosen.to, url.search), chosen.permanent ? 301 : 302);
    const own = tail !== '' && readable.endsWith(tail) ? readable.slice(0, -tail.length) : readable;
    const current = movedTo(routing, own);
    // A position renamed and then closed answers as closed straight away, not after a second hop.
    answerClosed(routing, current ?? own);
    if (current) throw redirect(redirectTarget(`${current}${tail}`, url.search), 301);
  }
  throw data(null, { status: 404 });
}

/** The title of the closed position /careers?closed=<slug> names, if that position is closed. */
export async function closedPositionTitle(request: Request): Promise<string | undefined> {
  const slug = new URL(request.url).searchParams.get(CLOSED_POSITION_PARAM);
  if (!slug) return undefined;
  const routing = await getContent(request).routing();
  return routing?.closedJobs.find((job) => job.slug === slug)?.title;
}
