import { ROUTE_TABLE } from '../../app/lib/route-table';

/**
 * The seeded documents the tests visit for the routes that show one: every product, one case study,
 * one article (with code, a table of contents, figures and a case study's card).
 */
const SEEDED_DOCUMENT_PAGES = [
  '/products/analytics-pro',
  '/products/content-hub',
  '/products/automate-flow',
  '/products/secure-id',
  '/products/mobile-core',
  '/products/support-engine',
  '/work/patient-portal-accessibility',
  '/blog/what-wcag-2-2-changed-for-app-teams',
] as const;

/**
 * Every page a visitor reaches from the menus, links and forms (the route table's pages), and the
 * seeded products and a case study; an internal link anywhere on the site must be one of these.
 */
export const SITE_ROUTES: readonly string[] = [
  ...ROUTE_TABLE.flatMap((route) => (route.kind === 'page' ? [route.path] : [])),
  ...SEEDED_DOCUMENT_PAGES,
];

/** The addresses whose words are all their `page` document's, served by one module. */
export const CONTENT_PAGE_ROUTES: readonly string[] = ROUTE_TABLE.flatMap((route) =>
  route.file === 'routes/content-page.tsx' ? [route.path] : [],
);

/**
 * Careers detail pages are generated from job positions (/careers/<slug> and /careers/<slug>/apply),
 * case study pages from case studies (/work/<slug>), articles and the blog's lists from posts and
 * categories (/blog/<slug>, /blog/category/<slug>, /blog/page/<n>), and the blog has a feed.
 */
export function isSiteRoute(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  if (SITE_ROUTES.includes(path)) return true;
  return (
    /^\/careers\/[a-z0-9-]+(\/apply)?$/.test(path) ||
    /^\/work\/[a-z0-9-]+$/.test(path) ||
    /^\/blog\/(?:category\/[a-z0-9-]+(?:\/page\/\d+)?|page\/\d+|[a-z0-9-]+|feed\.xml)$/.test(path)
  );
}
