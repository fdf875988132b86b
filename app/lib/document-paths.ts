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
