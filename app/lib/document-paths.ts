// Where each routed document type lives on the site. Shared by the site and the Studio's
// Presentation tool, so "open this document in preview" and the site's routes cannot disagree.

/** The site path of a `page` document: the home page is `/`, every other page `/<slug>`. */
export function pagePath(slug: string): string {
  return slug === 'home' ? '/' : `/${slug}`;
}

export function productPagePath(slug: string): string {
  return `/products/${slug}`;
}

export function jobPositionPath(slug: string): string {
  return `/careers/${slug}`;
}

export function caseStudyPath(slug: string): string {
  return `/work/${slug}`;
}

/**
 * Every document type with an address of its own: what an editor calls it and where its slug puts
 * it. The site answers a renamed document's former slugs with a 301 to its current address, the
 * Studio keeps those slugs on publish and warns on a rename, for each type listed here: a new
 * routed type (a blog post at /blog/<slug>) is one line.
 */
export const ROUTED_DOCUMENTS = {
  page: { title: 'page', path: pagePath },
  productPage: { title: 'product page', path: productPagePath },
  jobPosition: { title: 'job position', path: jobPositionPath },
  caseStudy: { title: 'case study', path: caseStudyPath },
} as const satisfies Record<string, { title: string; path: (slug: string) => string }>;

type RoutedType = keyof typeof ROUTED_DOCUMENTS;

/** The routed types' names, for a query's `_type in $routedTypes`. */
export const ROUTED_TYPES: readonly string[] = Object.keys(ROUTED_DOCUMENTS);

export function isRoutedType(type: string): type is RoutedType {
  return Object.hasOwn(ROUTED_DOCUMENTS, type);
}

/** The address of a routed document, or undefined for a type without one. */
export function documentPath(type: string, slug: string): string | undefined {
  return isRoutedType(type) ? ROUTED_DOCUMENTS[type].path(slug) : undefined;
}
