import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { renderRoute } from '../support/render-route';
import { SITE_ROUTES } from '../support/site-routes';

// The render half of tests/perf/content-share.ts (not part of the test suite): every route's
// body, rendered from the dataset CONTENT_DATASET_PATH names, as visible text, written to
// CONTENT_SHARE_OUT.

type RouteModule = Parameters<typeof renderRoute>[2];

function visibleText(html: string): string {
  return html
    .replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ');
}

/** Child process: renders every route's body from the dataset CONTENT_DATASET_PATH names. */
async function renderAll(): Promise<Record<string, string>> {
  const modules: Record<string, () => Promise<RouteModule>> = {
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
  };
  const texts: Record<string, string> = {};
  const pages: [string, string, () => Promise<RouteModule>][] = SITE_ROUTES.map((route) =>
    route.startsWith('/products/')
      ? [route, '/products/:slug', () => import('~/routes/products.$slug')]
      : [route, route, modules[route] ?? (() => Promise.reject(new Error(`No module for ${route}`)))],
  );
  pages.push(['/careers/data-scientist', '/careers/:slug', () => import('~/routes/careers_.$slug._index')]);
  for (const [route, pattern, load] of pages) {
    const { html } = await renderRoute(pattern, route, await load());
    texts[route] = visibleText(html);
  }
  return texts;
}

it('renders every route', async () => {
  const out = process.env.CONTENT_SHARE_OUT;
  if (!out) throw new Error('Run through tests/perf/content-share.ts');
  writeFileSync(out, JSON.stringify(await renderAll()));
}, 120_000);
