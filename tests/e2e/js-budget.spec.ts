import path from 'node:path';
import { expect, test } from '@playwright/test';
import { measureRoutes, overBudget, readManifest, routeFiles } from '../perf/js-budget';

// The JavaScript budget (ADR 0016) of the production build the e2e server runs: no browser, a
// second or so. Bytes are deterministic, so a route that grows past its ceiling fails here.
const CLIENT_DIR = path.resolve('build/client');

test.describe('JavaScript budget', () => {
  test('no page ships more JavaScript than its budget', () => {
    const measured = measureRoutes(CLIENT_DIR);
    expect(measured.length).toBeGreaterThan(20);
    const report = measured
      .map(({ routeId, totalKb, budgetKb }) => `${totalKb.toFixed(1).padStart(6)} / ${budgetKb} kB  ${routeId}`)
      .join('\n');
    console.log(report);
    expect(overBudget(measured), 'routes over their JavaScript budget').toEqual([]);
  });

  test('the served HTML loads exactly the files the manifest gives', async ({ request }) => {
    const manifest = readManifest(CLIENT_DIR);
    for (const [url, routeId] of [
      ['/', 'routes/content-page/'],
      ['/contact', 'routes/contact'],
      ['/book-call', 'routes/book-call'],
      ['/careers/proposal-manager', 'routes/position'],
    ] as const) {
      const html = await (await request.get(url)).text();
      const loaded = new Set(
        [
          ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
          ...html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"([^"]+\.js)"/g),
        ].map((match) => match[1]),
      );
      expect([...loaded].sort(), url).toEqual(routeFiles(manifest, routeId).sort());
    }
  });
});
