// The addresses the code answers itself, shared by the site (which serves editors' pages and
// redirects only where no route module answers) and the Studio (which refuses page slugs and
// redirect sources that a route module would shadow). They are the route table's.
// Relative imports only: the Studio build reads this file too and knows no `~/` alias.
import { PAGE_ROUTES, ROUTE_TABLE } from '../lib/route-table';

/**
 * Every path pattern a module answers, as Remix matches it (`:name` is one segment, `*` the
 * rest), except the catch-all that serves editors' pages and redirects.
 */
export const CODED_ROUTES: readonly string[] = ROUTE_TABLE.map((route) => route.path);

/**
 * Coded routes that find a document by its slug and, finding none, follow an editor's redirect
 * from the address: a redirect may start under /careers/ or /products/ where no document answers.
 */
export const ROUTES_FOLLOWING_REDIRECTS: ReadonlySet<string> = new Set(
  ROUTE_TABLE.flatMap((route) => (route.kind === 'document' ? [route.path] : [])),
);

/** An editor's page slug: lower-case words joined by hyphens, in one or more `/`-separated segments. */
const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const have = segments(path);
  for (const [index, segment] of want.entries()) {
    if (segment === '*') return true;
    const actual = have[index];
    if (actual === undefined) return false;
    if (!segment.startsWith(':') && segment !== actual) return false;
  }
  return want.length === have.length;
}

/** The coded route pattern that answers a path (without query or hash), if any. */
export function codedRouteFor(path: string): string | undefined {
  return CODED_ROUTES.find((pattern) => matches(pattern, path));
}

/** The page slugs coded routes read their words from (`about` for /about, `home` for /). */
const ROUTE_PAGE_SLUGS: ReadonlySet<string> = new Set(PAGE_ROUTES.map((route) => route.page));

/**
 * Why a page slug cannot be used, or undefined when it can. A slug a coded route reads is fine
 * (that page is the route's content); any other slug whose address a coded route answers would
 * never be shown.
 */
export function pageSlugProblem(slug: string): string | undefined {
  if (!PAGE_SLUG_PATTERN.test(slug)) {
    return 'Use lower-case letters, digits and hyphens, with "/" between parts (for example "guides/accessibility"), no leading or trailing "/".';
  }
  if (ROUTE_PAGE_SLUGS.has(slug)) return undefined;
  const route = codedRouteFor(`/${slug}`);
  if (route) return `The address /${slug} belongs to a page written in code (${route}); choose another slug.`;
  return undefined;
}

/** True when a slug's page is served by the catch-all route at `/{slug}` (not by a coded route). */
export function isEditorPageSlug(slug: string): boolean {
  return !ROUTE_PAGE_SLUGS.has(slug) && pageSlugProblem(slug) === undefined;
}
