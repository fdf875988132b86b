import type { renderRoute } from './render-route';
import { SITE_ROUTES } from './site-routes';

export type RouteModule = Parameters<typeof renderRoute>[2];

export interface SiteRouteModule {
  /** The address visited. */
  path: string;
  /** The route pattern that answers it. */
  pattern: string;
  module: RouteModule;
}

const MODULES: Record<string, () => Promise<RouteModule>> = {
  '/': () => import('~/routes/_index'),
  '/about': () => import('~/routes/about'),
  '/services': () => import('~/routes/services'),
  '/contact': () => import('~/routes/contact'),
  '/careers': () => import('~/routes/careers'),
  '/get-started': () => import('~/routes/get-started'),
  '/sandbox': () => import('~/routes/sandbox'),
  '/real-scan': () => import('~/routes/real-scan'),
  '/website-services': () => import('~/routes/website-services'),
  '/pricing': () => import('~/routes/pricing'),
  '/professional-audit': () => import('~/routes/professional-audit'),
  '/book-call': () => import('~/routes/book-call'),
  '/api-docs': () => import('~/routes/api-docs'),
  '/api-pricing': () => import('~/routes/api-pricing'),
  '/website-specials': () => import('~/routes/website-specials'),
  '/automation': () => import('~/routes/automation'),
  '/7dayapp': () => import('~/routes/7dayapp'),
  '/maintenance': () => import('~/routes/maintenance'),
  '/confirmation': () => import('~/routes/confirmation'),
  '/mobile-app-quote': () => import('~/routes/mobile-app-quote'),
  '/web-app-quote': () => import('~/routes/web-app-quote'),
  '/work': () => import('~/routes/work._index'),
};

/** Routes that show a document by its slug: every listed address under the prefix is theirs. */
const DOCUMENT_ROUTES: { prefix: string; pattern: string; load: () => Promise<RouteModule> }[] = [
  { prefix: '/products/', pattern: '/products/:slug', load: () => import('~/routes/products.$slug') },
  { prefix: '/work/', pattern: '/work/:slug', load: () => import('~/routes/work.$slug') },
];

/**
 * Every page of the site (SITE_ROUTES plus one position's page) with the module that serves it,
 * imported when called: after vi.resetModules, the modules read from the source the environment
 * names now.
 */
export async function loadSiteRouteModules(): Promise<SiteRouteModule[]> {
  const routes: SiteRouteModule[] = [];
  for (const path of SITE_ROUTES) {
    const family = DOCUMENT_ROUTES.find((route) => path.startsWith(route.prefix));
    const load = family?.load ?? MODULES[path];
    if (!load) throw new Error(`No route module listed for ${path}`);
    routes.push({ path, pattern: family?.pattern ?? path, module: await load() });
  }
  const career = await import('~/routes/careers_.$slug._index');
  routes.push({ path: '/careers/data-scientist', pattern: '/careers/:slug', module: career });
  return routes;
}
