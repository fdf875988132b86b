import { index, route, type RouteConfig } from '@remix-run/route-config';
import { EDITOR_PAGE_ROUTE, ROUTE_TABLE } from './lib/route-table';

/**
 * Remix mounts the route table. A module mounted at several addresses gets an id per address
 * (route ids must be unique); the others keep Remix's default id, their file without extension.
 */
function routeId(file: string, path: string): string | undefined {
  const mounts = ROUTE_TABLE.filter((entry) => entry.file === file).length;
  return mounts > 1 ? `${file.replace(/\.tsx?$/, '')}${path === '/' ? '/' : path}` : undefined;
}

export default [
  ...ROUTE_TABLE.map(({ path, file }) =>
    path === '/' ? index(file, { id: routeId(file, path) }) : route(path.slice(1), file, { id: routeId(file, path) }),
  ),
  route(EDITOR_PAGE_ROUTE.path.slice(1), EDITOR_PAGE_ROUTE.file),
] satisfies RouteConfig;
