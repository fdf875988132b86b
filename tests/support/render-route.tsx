import { PassThrough } from 'node:stream';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { LoaderFunctionArgs } from '@remix-run/node';
import type { RouteObject } from 'react-router-dom';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';

interface RouteModule {
  loader: (args: LoaderFunctionArgs) => Promise<object>;
  default: ComponentType;
}

/**
 * The page's HTML once everything in it is rendered, lazy parts included, as app/entry.server.tsx
 * sends it (renderToString would leave a lazy part's fallback in place of its content).
 */
function renderAll(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { pipe } = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        body.on('error', reject);
        pipe(body);
      },
      onShellError: reject,
      onError: reject,
    });
  });
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
    html: await renderAll(<StaticRouterProvider router={router} context={context} hydrate={false} />),
  };
}
