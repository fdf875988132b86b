import { ROUTE_TABLE } from '../../app/lib/route-table';

/** The seeded documents the tests visit for the routes that show one: every product, one case study. */
const SEEDED_DOCUMENT_PAGES = [
  '/products/analytics-pro',
  '/products/content-hub',
  '/products/automate-flow',
  '/products/secure-id',
  '/products/mobile-core',
  '/products/support-engine',
  '/work/patient-portal-accessibility',
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
 * case study pages from case studies (/work/<slug>).
 */
export function isSiteRoute(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  if (SITE_ROUTES.includes(path)) return true;
  return /^\/careers\/[a-z0-9-]+(\/apply)?$/.test(path) || /^\/work\/[a-z0-9-]+$/.test(path);
}
