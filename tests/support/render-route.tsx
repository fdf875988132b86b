import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { LoaderFunctionArgs } from '@remix-run/node';
import type { RouteObject } from 'react-router-dom';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';

interface RouteModule {
  loader: (args: LoaderFunctionArgs) => Promise<object>;
  default: ComponentType;
}

/**
 * Runs a route module's loader for a URL and renders its component with that data, the way
 * the server does for a page (without the document shell), and returns the HTML.
 */
export async function renderRoute(pattern: string, url: string, module: RouteModule) {
  const routes: RouteObject[] = [
    {
      path: pattern,
      loader: ({ request, params }) => module.loader({ request, params, context: {} }),
      Component: module.default,
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`The loader answered with a ${context.status} response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return {
    status: context.statusCode,
    html: renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />),
  };
}
