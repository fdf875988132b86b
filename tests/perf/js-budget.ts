// The JavaScript budget of every page (ADR 0016): what a page's HTML makes the browser load
// (entry, route modules and their imports, all modulepreloaded), gzip per file, summed. Read from
// the production build's Remix manifest, which is what <Scripts> turns into those tags.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildDirectory } from '../../server/build-dir.js';
import { shouldWrite, writeFigures } from './figures.js';

/** kB (1000 bytes) of gzip; docs/performance.md has the framework floor (React, Remix) beside them. */
export const CONTENT_BUDGET_KB = 92;
// A form's checks (its schema and zod/mini) are fetched when the visitor first moves into the
// form, not with the page (components/forms/use-enhanced-form.ts), which keeps every form page
// within 105 and the booking pages within 110.
export const FORM_BUDGET_KB = 105;
export const HEAVY_BUDGET_KB = 110;

/** Route ids whose page holds a form (or a calculator that posts), and the two heavy pages. */
const FORM_ROUTES = new Set([
  'routes/contact',
  'routes/get-started',
  'routes/careers',
  'routes/position-apply',
  'routes/professional-audit',
  'routes/website-services',
  'routes/mobile-app-quote',
  'routes/web-app-quote',
  'routes/real-scan',
  // The service request's last step: it carries the form's mail draft and the hand-over.
  'routes/confirmation',
]);
/** The sandbox, and the booking pages (a slot picker, and the pages its mails' links open). */
const HEAVY_ROUTES = new Set(['routes/book-call', 'routes/booking-manage', 'routes/booking-respond', 'routes/sandbox']);
/** Routes that answer with data, files or redirects, never a page. */
const RESOURCE_ROUTE = /^routes\/(api-|media-|sitemap-|robots-|social-|blog-feed)/;

export function budgetOf(routeId: string): number {
  if (HEAVY_ROUTES.has(routeId)) return HEAVY_BUDGET_KB;
  if (FORM_ROUTES.has(routeId)) return FORM_BUDGET_KB;
  return CONTENT_BUDGET_KB;
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
interface RemixManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export function readManifest(clientDir: string): RemixManifest {
  const assets = path.join(clientDir, 'assets');
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No Remix manifest in ${assets}: run npm run build`);
  const text = readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(text.replace(/^window\.__remixManifest=/, '').replace(/;\s*$/, '')) as RemixManifest;
}

export interface RouteJavaScript {
  routeId: string;
  budgetKb: number;
  totalKb: number;
  /** Every file with its gzip size in kB, biggest first. */
  files: { file: string; kb: number }[];
}

/** The files a page of `routeId` loads: the entry and each route from the root down, with imports. */
export function routeFiles(manifest: RemixManifest, routeId: string): string[] {
  const chain: ManifestRoute[] = [];
  for (
    let route = manifest.routes[routeId];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  ) {
    chain.unshift(route);
  }
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

export function pageRoutes(manifest: RemixManifest): string[] {
  return Object.keys(manifest.routes).filter((id) => id !== 'root' && !RESOURCE_ROUTE.test(id));
}

export function measureRoutes(clientDir: string): RouteJavaScript[] {
  const manifest = readManifest(clientDir);
  const sizes = new Map<string, number>();
  const gzipKb = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length / 1000;
      sizes.set(file, size);
    }
    return size;
  };
  return pageRoutes(manifest).map((routeId) => {
    const files = routeFiles(manifest, routeId)
      .map((file) => ({ file, kb: gzipKb(file) }))
      .sort((a, b) => b.kb - a.kb);
    return {
      routeId,
      budgetKb: budgetOf(routeId),
      totalKb: files.reduce((sum, { kb }) => sum + kb, 0),
      files,
    };
  });
}

/** One line per route over budget: route, total, budget and the biggest chunks. */
export function overBudget(measured: RouteJavaScript[]): string[] {
  return measured
    .filter(({ totalKb, budgetKb }) => totalKb > budgetKb)
    .map(
      ({ routeId, totalKb, budgetKb, files }) =>
        `${routeId}: ${totalKb.toFixed(1)} kB gzip, budget ${budgetKb} kB; biggest: ${files
          .slice(0, 5)
          .map(({ file, kb }) => `${path.basename(file)} ${kb.toFixed(1)} kB`)
          .join(', ')}`,
    );
}

// `npx tsx tests/perf/js-budget.ts` prints every route's figure after a build; with `--write` it
// puts the table into docs/performance.md.
if (process.argv[1]?.endsWith('js-budget.ts')) {
  const measured = measureRoutes(path.join(buildDirectory(), 'client'));
  for (const { routeId, totalKb, budgetKb } of measured) {
    console.log(
      `${totalKb > budgetKb ? 'OVER' : 'ok  '} ${totalKb.toFixed(1).padStart(6)} / ${budgetKb} kB  ${routeId}`,
    );
  }
  if (shouldWrite()) {
    // A route by its address, as a reader looks for it (the route ids are generated names).
    const { routes } = readManifest(path.join(buildDirectory(), 'client'));
    const address = (id: string) => (routes[id]?.index ? '/' : `/${routes[id]?.path ?? id}`);
    const rows = [...measured]
      .sort((a, b) => b.totalKb - a.totalKb)
      .map(
        ({ routeId, totalKb, budgetKb }) =>
          `| \`${address(routeId)}\` | ${totalKb.toFixed(1)} | ${budgetKb} | ${totalKb > budgetKb ? 'over' : 'within'} |`,
      );
    writeFigures(
      'js',
      [
        `Measured ${new Date().toISOString().slice(0, 10)} on the production build (\`npx tsx tests/perf/js-budget.ts --write\`): kB gzip (level 9) of what each route's HTML loads.`,
        '',
        '| route | kB | budget | |',
        '| --- | ---: | ---: | --- |',
        ...rows,
      ].join('\n'),
    );
  }
}
