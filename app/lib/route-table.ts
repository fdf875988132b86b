// The site's one route table. app/routes.ts mounts it for Remix; the redirect rules and the
// Studio read its patterns (an editor's page or redirect may not take an address a module
// answers); the sitemap and the social cards read which `page` document each address shows; the
// tests take their lists of pages from it. A new route is one line here and its module.
// Relative imports only: the Studio build reads this file too and knows no `~/` alias.

type RouteKind =
  /** A page a visitor opens from the menus, a link or a form. */
  | 'page'
  /**
   * A page per document: the pattern's `:slug` is a document's slug. Finding no document, the route
   * answers what the address became: an editor's redirect, a renamed document's new address, a
   * closed position's answer (app/pages/addresses.server.ts).
   */
  | 'document'
  /** A page reached only from a signed link in an e-mail. */
  | 'mail-link'
  /** Not a page: a file, a picture or an endpoint for scripts. */
  | 'resource';

export interface SiteRoute {
  /** The address pattern, as Remix matches it: `:name` is one segment, `*` the rest. */
  readonly path: string;
  /** The module under app/ that answers it. */
  readonly file: string;
  readonly kind: RouteKind;
  /** The slug of the `page` document whose words the route shows. */
  readonly page?: string;
}

/** Pages whose words are all their `page` document's (one module, mounted at each address). */
const CONTENT_PAGE = 'routes/content-page.tsx';

export const ROUTE_TABLE = [
  { path: '/', file: CONTENT_PAGE, kind: 'page', page: 'home' },
  { path: '/about', file: CONTENT_PAGE, kind: 'page', page: 'about' },
  { path: '/services', file: CONTENT_PAGE, kind: 'page', page: 'services' },
  { path: '/pricing', file: CONTENT_PAGE, kind: 'page', page: 'pricing' },
  { path: '/careers', file: 'routes/careers.tsx', kind: 'page', page: 'careers' },
  { path: '/contact', file: 'routes/contact.tsx', kind: 'page', page: 'contact' },
  { path: '/get-started', file: 'routes/get-started.tsx', kind: 'page', page: 'get-started' },
  { path: '/professional-audit', file: 'routes/professional-audit.tsx', kind: 'page', page: 'professional-audit' },
  { path: '/website-services', file: 'routes/website-services.tsx', kind: 'page', page: 'website-services' },
  { path: '/book-call', file: 'routes/book-call.tsx', kind: 'page', page: 'book-call' },
  { path: '/api-docs', file: CONTENT_PAGE, kind: 'page', page: 'api-docs' },
  { path: '/api-pricing', file: CONTENT_PAGE, kind: 'page', page: 'api-pricing' },
  { path: '/website-specials', file: CONTENT_PAGE, kind: 'page', page: 'website-specials' },
  { path: '/automation', file: CONTENT_PAGE, kind: 'page', page: 'automation' },
  { path: '/7dayapp', file: CONTENT_PAGE, kind: 'page', page: '7dayapp' },
  { path: '/maintenance', file: CONTENT_PAGE, kind: 'page', page: 'maintenance' },
  { path: '/work', file: 'routes/work.tsx', kind: 'page', page: 'work' },
  // Typed tools: the tool is code, the words around it (hero, lists, search words) are the document's.
  { path: '/sandbox', file: 'routes/sandbox.tsx', kind: 'page', page: 'sandbox' },
  { path: '/real-scan', file: 'routes/real-scan.tsx', kind: 'page', page: 'real-scan' },
  { path: '/mobile-app-quote', file: 'routes/mobile-app-quote.tsx', kind: 'page', page: 'mobile-app-quote' },
  { path: '/web-app-quote', file: 'routes/web-app-quote.tsx', kind: 'page', page: 'web-app-quote' },
  // The service request's last step.
  { path: '/confirmation', file: 'routes/confirmation.tsx', kind: 'page' },
  { path: '/products/:slug', file: 'routes/product.tsx', kind: 'document' },
  { path: '/careers/:slug', file: 'routes/position.tsx', kind: 'document' },
  { path: '/careers/:slug/apply', file: 'routes/position-apply.tsx', kind: 'document' },
  { path: '/work/:slug', file: 'routes/case-study.tsx', kind: 'document' },
  { path: '/bookings/manage', file: 'routes/booking-manage.tsx', kind: 'mail-link' },
  { path: '/bookings/respond', file: 'routes/booking-respond.tsx', kind: 'mail-link' },
  { path: '/api/form-token', file: 'routes/api-form-token.ts', kind: 'resource' },
  { path: '/api/preview-mode/enable', file: 'routes/api-preview-mode-enable.tsx', kind: 'resource' },
  { path: '/api/preview-mode/disable', file: 'routes/api-preview-mode-disable.tsx', kind: 'resource' },
  { path: '/api/sanity-webhook', file: 'routes/api-sanity-webhook.tsx', kind: 'resource' },
  { path: '/media/images/:projectId/:dataset/:file', file: 'routes/media-image.ts', kind: 'resource' },
  { path: '/social/*', file: 'routes/social-card.tsx', kind: 'resource' },
  { path: '/robots.txt', file: 'routes/robots-txt.tsx', kind: 'resource' },
  { path: '/sitemap.xml', file: 'routes/sitemap-xml.tsx', kind: 'resource' },
] as const satisfies readonly SiteRoute[];

/**
 * Any address no route above answers: a page an editor published at that address, a redirect
 * from it, or the 404 page (inside the site's header and footer).
 */
export const EDITOR_PAGE_ROUTE = { path: '/*', file: 'routes/editor-page.tsx' } as const;

/** Every address whose words are a `page` document's, with its slug. */
export const PAGE_ROUTES: readonly { path: string; page: string }[] = ROUTE_TABLE.flatMap((route) =>
  'page' in route ? [{ path: route.path, page: route.page }] : [],
);

/** The `page` document a route shows, by its address: `/about` → `about`, `/` → `home`. */
export function pageSlugOfPath(path: string): string | undefined {
  return PAGE_ROUTES.find((route) => route.path === path)?.page;
}
