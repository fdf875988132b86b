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

/** The blog's first page; its older pages and categories are below it. */
export const BLOG_PATH = '/blog';

export function postPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}

export function categoryPath(slug: string): string {
  return `${BLOG_PATH}/category/${slug}`;
}

/** A page of the list, all posts or one category's: page 1 is the list's own address. */
export function blogListPath(page: number, category?: string): string {
  const base = category ? categoryPath(category) : BLOG_PATH;
  return page <= 1 ? base : `${base}/page/${page}`;
}

export const BLOG_FEED_PATH = `${BLOG_PATH}/feed.xml`;
