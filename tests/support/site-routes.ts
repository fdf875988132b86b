/** Every path docs/specification.md section 2 lists; an internal link anywhere on the site must be one of these. */
export const SITE_ROUTES = [
  '/',
  '/about',
  '/services',
  '/contact',
  '/careers',
  '/get-started',
  '/sandbox',
  '/real-scan',
  '/website-services',
  '/pricing',
  '/professional-audit',
  '/book-call',
  '/api-docs',
  '/api-pricing',
  '/website-specials',
  '/automation',
  '/7dayapp',
  '/maintenance',
  '/confirmation',
  '/mobile-app-quote',
  '/web-app-quote',
  '/products/analytics-pro',
  '/products/content-hub',
  '/products/automate-flow',
  '/products/secure-id',
  '/products/mobile-core',
  '/products/support-engine',
  '/work',
  '/work/patient-portal-accessibility',
] as const;

/**
 * Careers detail pages are generated from job positions (/careers/<slug> and /careers/<slug>/apply),
 * case study pages from case studies (/work/<slug>).
 */
export function isSiteRoute(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  if ((SITE_ROUTES as readonly string[]).includes(path)) return true;
  return /^\/careers\/[a-z0-9-]+(\/apply)?$/.test(path) || /^\/work\/[a-z0-9-]+$/.test(path);
}
