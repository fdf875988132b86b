import { getPublishedId, type ValidationContext } from 'sanity';
import { codedRouteFor, isEditorPageSlug, pageSlugProblem } from '../../app/content/coded-routes';
import { documentPath, isRoutedType, pagePath, ROUTED_DOCUMENTS, ROUTED_TYPES } from '../../app/lib/document-paths';
import {
  redirectFromProblem,
  redirectProblems,
  redirectToProblem,
  sitePathOf,
  type RedirectRule,
} from '../../app/content/redirect-rules';

// The Studio's checks on addresses: page slugs that a coded route would shadow, redirects that
// would loop, chain or hide a document, and a published document's address changing (the old
// one is kept as a redirect: studio/address-history.ts).

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
 * A warning on every rename of a published document of a routed type, saying which redirect is
 * kept: on publish its former slug is kept (studio/address-history.ts) and the old address sends
 * visitors and search engines on to the new one, unless an editor's redirect from it exists.
 */
export async function warnOnRename(value: unknown, context: ValidationContext): Promise<true | string> {
  const type = context.document?._type;
  const slug = slugOf(value);
  if (!type || !isRoutedType(type) || !slug) return true;
  const published = await publishedSlug(context);
  // A page a coded route reads keeps its slug (keepRouteSlug): that is an error, not a move.
  if (!published || published === slug || (type === 'page' && !isEditorPageSlug(published))) return true;
  const { title, path } = ROUTED_DOCUMENTS[type];
  const from = path(published);
  const to = path(slug);
  const chosen: unknown = await context
    .getClient({ apiVersion: API_VERSION })
    .fetch(`*[_type == "redirect" && from == $from && !(_id in path("drafts.**"))][0].to`, { from });
  const kept =
    typeof chosen === 'string'
      ? `${from} keeps answering with the redirect to ${chosen} set up in Redirects.`
      : `${from} will be kept as a permanent redirect (301): visitors and search engines asking for it are sent on to ${to}.`;
  return `This ${title} is published at ${from}. Publishing the new slug moves it to ${to}; ${kept}`;
}

/** A case study's slug is one segment of its address, /work/<slug>. */
export function validateCaseStudySlug(value: unknown): true | string {
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
      "documents": *[_type in $routedTypes && defined(slug.current)]{ _id, _type, "slug": slug.current }
    }`,
    { ids: idsOf(context), routedTypes: [...ROUTED_TYPES] },
  );
  const redirects = listOf(found, 'redirects').map(readRedirect);
  // A document's address is its draft's when it has one: renaming a document in a draft frees its
  // old address for a redirect that goes with the rename.
  const addresses = new Map<string, { type: string; slug: string }>();
  for (const document of listOf(found, 'documents')) {
    const id = textOf(document, '_id');
    const type = textOf(document, '_type');
    const slug = textOf(document, 'slug');
    if (!id || !type || !slug) continue;
    const published = getPublishedId(id);
    if (id !== published || !addresses.has(published)) addresses.set(published, { type, slug });
  }
  const documentPaths = new Map<string, string>();
  for (const { type, slug } of addresses.values()) {
    // Pages coded routes read are at addresses a redirect may not take anyway.
    if (!isRoutedType(type) || (type === 'page' && !isEditorPageSlug(slug))) continue;
    const path = documentPath(type, slug);
    if (path) documentPaths.set(path, ROUTED_DOCUMENTS[type].title);
  }
  return {
    others: redirects.flatMap((item): RedirectRule[] =>
      item.from && item.to ? [{ _id: item._id, from: item.from, to: item.to }] : [],
    ),
    documentPaths,
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
    const { others, documentPaths } = await redirectContext(context);
    const problems = redirectProblems({ from, to }, others, documentPaths).filter((problem) => problem.field === field);
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
