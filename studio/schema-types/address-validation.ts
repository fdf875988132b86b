import { getPublishedId, type ValidationContext } from 'sanity';
import { codedRouteFor, isEditorPageSlug, pageSlugProblem } from '../../app/content/coded-routes';
import { caseStudyPath, pagePath } from '../../app/lib/document-paths';
import {
  redirectFromProblem,
  redirectProblems,
  redirectToProblem,
  sitePathOf,
  type RedirectRule,
} from '../../app/content/redirect-rules';

// The Studio's checks on addresses: page slugs that a coded route would shadow, redirects that
// would loop or chain, and a published page's address changing without a redirect.

const API_VERSION = '2025-02-19';

function slugOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('current' in value)) return undefined;
  return typeof value.current === 'string' && value.current !== '' ? value.current : undefined;
}

function idsOf(context: ValidationContext): string[] {
  const id = context.document?._id;
  if (!id) return [];
  const published = getPublishedId(id);
  return [published, `drafts.${published}`];
}

/** A page slug must be well formed and not an address a page written in code answers. */
export function validatePageSlug(value: unknown): true | string {
  const slug = slugOf(value);
  if (!slug) return true;
  return pageSlugProblem(slug) ?? true;
}

async function publishedSlug(context: ValidationContext): Promise<string | undefined> {
  const id = context.document?._id;
  if (!id) return undefined;
  const client = context.getClient({ apiVersion: API_VERSION });
  const published: unknown = await client.fetch(`*[_id == $id][0].slug.current`, { id: getPublishedId(id) });
  return typeof published === 'string' ? published : undefined;
}

/** The page a coded route reads (about for /about) keeps its slug: the route asks for it by name. */
export async function keepRouteSlug(value: unknown, context: ValidationContext): Promise<true | string> {
  const slug = slugOf(value);
  const published = await publishedSlug(context);
  if (!slug || !published || published === slug || isEditorPageSlug(published)) return true;
  return `The page at ${pagePath(published)} is written in code and reads this document by its slug "${published}": keep that slug.`;
}

/**
 * A warning when the slug differs from the published document's: the old address stops working
 * on publish unless a redirect takes visitors (and search engines) from it to the new one.
 */
function warnOnRename(what: string, pathOf: (slug: string) => string, movable: (slug: string) => boolean) {
  return async (value: unknown, context: ValidationContext): Promise<true | string> => {
    const slug = slugOf(value);
    const published = await publishedSlug(context);
    if (!slug || !published || published === slug || !movable(published)) return true;
    const from = pathOf(published);
    const to = pathOf(slug);
    const redirected: unknown = await context
      .getClient({ apiVersion: API_VERSION })
      .fetch(`count(*[_type == "redirect" && from == $from && !(_id in path("drafts.**"))])`, { from });
    if (typeof redirected === 'number' && redirected > 0) return true;
    return `This ${what} is published at ${from}. Publishing the new slug moves it to ${to}, and links to ${from} will answer "Page Not Found": add a redirect from ${from} to ${to} (Redirects in the menu).`;
  };
}

export const warnOnSlugChange = warnOnRename('page', pagePath, isEditorPageSlug);

export const warnOnCaseStudySlugChange = warnOnRename('case study', caseStudyPath, () => true);

/** A slug that is one segment of its address: a case study's /work/<slug>, a post's /blog/<slug>. */
export function validatePathSegment(value: unknown): true | string {
  const slug = slugOf(value);
  if (!slug || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return true;
  return 'Use lower-case letters, digits and hyphens only (for example "county-permit-kiosks").';
}

interface RedirectDocument {
  _id?: string;
  from?: string;
  to?: string;
}

function textOf(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const item: unknown = Object.entries(value).find(([name]) => name === key)?.[1];
  return typeof item === 'string' ? item : undefined;
}

function listOf(value: unknown, key: string): unknown[] {
  if (typeof value !== 'object' || value === null) return [];
  const item: unknown = Object.entries(value).find(([name]) => name === key)?.[1];
  return Array.isArray(item) ? item : [];
}

function readRedirect(value: unknown): RedirectDocument {
  return { _id: textOf(value, '_id'), from: textOf(value, 'from'), to: textOf(value, 'to') };
}

async function redirectContext(context: ValidationContext) {
  const client = context.getClient({ apiVersion: API_VERSION });
  const found: unknown = await client.fetch(
    `{
      "redirects": *[_type == "redirect" && !(_id in path("drafts.**")) && !(_id in $ids)]{ _id, from, to },
      "pages": *[_type == "page" && defined(slug.current)]{ _id, "slug": slug.current }
    }`,
    { ids: idsOf(context) },
  );
  const redirects = listOf(found, 'redirects').map(readRedirect);
  // A page's address is its draft's when it has one: renaming a page in a draft frees its old
  // address for the redirect that goes with the rename.
  const slugs = new Map<string, string>();
  for (const page of listOf(found, 'pages')) {
    const id = textOf(page, '_id');
    const slug = textOf(page, 'slug');
    if (!id || !slug) continue;
    const published = getPublishedId(id);
    if (id !== published || !slugs.has(published)) slugs.set(published, slug);
  }
  return {
    others: redirects.flatMap((item): RedirectRule[] =>
      item.from && item.to ? [{ _id: item._id, from: item.from, to: item.to }] : [],
    ),
    // Pages served by the catch-all: a redirect from their address would hide them.
    pagePaths: new Set([...slugs.values()].filter(isEditorPageSlug).map(pagePath)),
  };
}

/** The checks on one field of a redirect: its own shape, then how it sits among the others. */
export function validateRedirectField(field: 'from' | 'to') {
  return async (value: unknown, context: ValidationContext): Promise<true | string> => {
    if (typeof value !== 'string' || value === '') return true;
    const own = field === 'from' ? redirectFromProblem(value) : redirectToProblem(value);
    if (own) return own;
    const { from, to } = readRedirect(context.document);
    if (!from || !to || redirectFromProblem(from) || redirectToProblem(to)) return true;
    const { others, pagePaths } = await redirectContext(context);
    const problems = redirectProblems({ from, to }, others, pagePaths).filter((problem) => problem.field === field);
    return problems.length > 0 ? problems.map((problem) => problem.message).join(' ') : true;
  };
}

/**
 * A warning when a menu link's site path leads nowhere yet: no page written in code, no page
 * document and no redirect answers it (the page may still be a draft, hence not an error).
 */
export async function warnOnUnknownPath(value: unknown, context: ValidationContext): Promise<true | string> {
  if (typeof value !== 'string' || !value.startsWith('/')) return true;
  const path = sitePathOf(value);
  if (!path || codedRouteFor(path)) return true;
  const found: unknown = await context.getClient({ apiVersion: API_VERSION }).fetch(
    `{
      "slugs": *[_type == "page" && defined(slug.current) && !(_id in path("drafts.**"))].slug.current,
      "from": *[_type == "redirect" && !(_id in path("drafts.**"))].from
    }`,
    {},
  );
  const answered = new Set([
    ...listOf(found, 'slugs')
      .filter((slug) => typeof slug === 'string')
      .map(pagePath),
    ...listOf(found, 'from').filter((from) => typeof from === 'string'),
  ]);
  if (answered.has(path)) return true;
  return `No published page or redirect answers ${path} yet: visitors following this link would see "Page Not Found".`;
}
