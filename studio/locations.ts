import { map } from 'rxjs';
import type { DocumentLocation, DocumentLocationResolver, DocumentLocationsState } from 'sanity/presentation';
import { caseStudyPath, jobPositionPath, pagePath, productPagePath } from '../app/lib/document-paths';

// "Used on": where each document shows on the site, listed on the document in the Presentation
// tool so an editor knows where an edit will land. One resolver reads the table below: a type is
// shown on its own address, on every page, and wherever a document that shows it refers to it
// (found by reference, `references()`, and listened to, so a page that starts or stops using the
// document moves the list at once). A new document type is one entry here.

/** Where the documents of one type show. */
interface TypeUse {
  /** The address of a document of this type, from its slug (routed types). */
  path?: (slug: string) => string;
  /** Where a document of this type leads, worked out from its fields (a redirect's target). */
  leadsTo?: (found: Found) => DocumentLocation[];
  /** Pages that list every document of the type (the case studies on /work). */
  listedOn?: DocumentLocation[];
  /** The pages a document without an address of its own always shows on. */
  shownOn?: DocumentLocation[];
  /** Shown on every page: header, footer, or text that writes its values (the website offer). */
  everyPage?: true;
  /**
   * Where the documents this one refers to show, when this type has no address of its own: the
   * services site settings lists are the choices of /get-started.
   */
  referencesShownOn?: DocumentLocation[];
}

export const TYPE_USES: Record<string, TypeUse> = {
  siteSettings: {
    everyPage: true,
    referencesShownOn: [{ title: 'Get started (the services offered)', href: pagePath('get-started') }],
  },
  websiteOffer: { everyPage: true },
  bookingAvailability: {
    shownOn: [{ title: 'Book a call (the days and times offered)', href: pagePath('book-call') }],
  },
  page: { path: pagePath },
  productPage: { path: productPagePath },
  caseStudy: { path: caseStudyPath, listedOn: [{ title: 'Work', href: pagePath('work') }] },
  jobPosition: { path: jobPositionPath, listedOn: [{ title: 'Careers', href: pagePath('careers') }] },
  redirect: { leadsTo: redirectTarget },
  // Shown only where a routed document (or site settings) refers to them.
  service: {},
  pricingTier: {},
  faq: {},
  person: {},
  testimonial: {},
};

/** The document and every document that refers to it, as the resolver reads them. */
const USES_QUERY = `*[_id == $id || references($id)]{ _id, _type, title, name, "slug": slug.current, from, to }`;

interface Found {
  _id: string;
  _type: string;
  title?: unknown;
  name?: unknown;
  slug?: unknown;
  from?: unknown;
  to?: unknown;
}

/** A field as a string, if it is one (query results are untyped here). */
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** A redirect shows where it lands (on this site), so the editor can check the target. */
function redirectTarget(found: Found): DocumentLocation[] {
  const to = text(found.to);
  return to?.startsWith('/') ? [{ title: `${text(found.from) ?? '?'} → ${to}`, href: to }] : [];
}

/** Where one found document puts the document asked about. */
function locationsOf(found: Found, isSelf: boolean): DocumentLocation[] {
  const use = TYPE_USES[found._type];
  if (!use) return [];
  if (use.leadsTo) return isSelf ? use.leadsTo(found) : [];
  const slug = text(found.slug);
  const own =
    use.path && slug ? [{ title: text(found.title) ?? text(found.name) ?? use.path(slug), href: use.path(slug) }] : [];
  if (isSelf) return [...own, ...(own.length > 0 ? (use.listedOn ?? []) : []), ...(use.shownOn ?? [])];
  return own.length > 0 ? own : (use.referencesShownOn ?? []);
}

/** The Presentation tool's state for a document, from it and the documents that refer to it. */
function usesOf(id: string, type: string, found: Found[]): DocumentLocationsState | null {
  const self = found.filter((item) => item._id === id || item._id === `drafts.${id}`);
  const others = found.filter((item) => !self.includes(item));
  const locations: DocumentLocation[] = [];
  for (const location of [
    ...self.flatMap((item) => locationsOf(item, true)),
    ...others.flatMap((item) => locationsOf(item, false)),
  ]) {
    if (!locations.some((known) => known.href === location.href)) locations.push(location);
  }
  const use = TYPE_USES[type];
  if (use?.everyPage) {
    return { message: 'Used on every page', tone: 'positive', ...(locations.length > 0 ? { locations } : {}) };
  }
  if (locations.length > 0) return { locations };
  if (!use || use.leadsTo) return null;
  if (use.path) return { message: 'Not on the site until it has a slug', tone: 'caution' };
  return { message: 'Not used on any page yet', tone: 'caution' };
}

/**
 * The one locations resolver: every type in `TYPE_USES` gets the document's own address, its
 * listings and every page that refers to it, read in the perspective the editor is looking at (a
 * page only in a release lists the documents it uses when that release is shown).
 */
export const documentLocations: DocumentLocationResolver = (params, context) => {
  if (!TYPE_USES[params.type]) return null;
  const perspective = params.perspectiveStack.length > 0 ? params.perspectiveStack : 'drafts';
  return context.documentStore
    .listenQuery(USES_QUERY, { id: params.id }, { perspective, tag: 'presentation.locations' })
    .pipe(map((found: unknown) => usesOf(params.id, params.type, Array.isArray(found) ? found.filter(isFound) : [])));
};

function isFound(value: unknown): value is Found {
  return (
    typeof value === 'object' &&
    value !== null &&
    '_id' in value &&
    typeof value._id === 'string' &&
    '_type' in value &&
    typeof value._type === 'string'
  );
}
