import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';

/**
 * Markup of components that have no behavior of their own, for <ServerHtml>. Rendered once per
 * content version (the page cache keeps the page); their site links are ordinary anchors, which
 * ServerHtml turns into client navigation.
 */
export function renderStatic(element: ReactElement): string {
  return renderToStaticMarkup(<StaticRouter location="/">{element}</StaticRouter>);
}
