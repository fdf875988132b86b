import path from 'node:path';
import { codedRouteFor } from '~/content/coded-routes';
import { ROUTE_TABLE } from '~/lib/route-table';
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

/** The route table's entry that answers an address, matched as the site matches it. */
function routeFor(address: string) {
  const pattern = codedRouteFor(address);
  return ROUTE_TABLE.find((route) => route.path === pattern);
}

/**
 * Every page of the site (SITE_ROUTES plus one position's page) with the module that serves it,
 * imported when called: after vi.resetModules, the modules read from the source the environment
 * names now.
 */
export async function loadSiteRouteModules(): Promise<SiteRouteModule[]> {
  const routes: SiteRouteModule[] = [];
  for (const address of [...SITE_ROUTES, '/careers/data-scientist']) {
    const route = routeFor(address);
    if (!route) throw new Error(`No route in the route table answers ${address}`);
    const module = (await import(path.resolve('app', route.file))) as RouteModule;
    routes.push({ path: address, pattern: route.path, module });
  }
  return routes;
}
