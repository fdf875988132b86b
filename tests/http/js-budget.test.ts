import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { buildDirectory } from '../../server/build-dir.js';
import { measureRoutes, overBudget, readManifest, routeFiles } from '../perf/js-budget';
import { Visitor } from '../support/http-page';

// The JavaScript budget (ADR 0016) of the production build the test server runs. Bytes are
// deterministic, so a route that grows past its ceiling fails here.
const CLIENT_DIR = path.join(buildDirectory(), 'client');
const visitor = new Visitor(inject('siteUrl'));

describe('JavaScript budget', () => {
  it('no page ships more JavaScript than its budget', () => {
    const measured = measureRoutes(CLIENT_DIR);
    expect(measured.length).toBeGreaterThan(20);
    expect(overBudget(measured), 'routes over their JavaScript budget').toEqual([]);
  });

  it('the served HTML loads exactly the files the manifest gives, as built', async () => {
    const manifest = readManifest(CLIENT_DIR);
    for (const [url, routeId] of [
      ['/', 'routes/content-page/'],
      ['/contact', 'routes/contact'],
      ['/book-call', 'routes/book-call'],
      ['/careers/proposal-manager', 'routes/position'],
    ] as const) {
      const { html } = await visitor.goto(url);
      const loaded = new Set(
        [
          ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
          ...html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"([^"]+\.js)"/g),
        ].map((match) => match[1] ?? ''),
      );
      expect([...loaded].sort(), url).toEqual(routeFiles(manifest, routeId).sort());
      // What the budget measures is what is served.
      for (const file of loaded) {
        const response = await visitor.fetch(file);
        expect(response.status, file).toBe(200);
        expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(path.join(CLIENT_DIR, file))), file).toBe(
          true,
        );
      }
    }
  });

  it("a form's checks are not part of its page, and the files the form fetches for them are served", async () => {
    const manifest = readManifest(CLIENT_DIR);
    for (const [url, routeId, schema] of [
      ['/contact', 'routes/contact', 'contact-schema'],
      ['/book-call', 'routes/book-call', 'booking-schema'],
      ['/get-started', 'routes/get-started', 'service-request-schema'],
    ] as const) {
      const files = routeFiles(manifest, routeId);
      expect(
        files.filter((file) => /\/(parse-submission|fields|[\w-]+-schema)-/.test(file)),
        url,
      ).toEqual([]);
      // What the page's files import on demand, relative to their folder.
      const fetched = new Set(
        files.flatMap((file) =>
          [...readFileSync(path.join(CLIENT_DIR, file), 'utf8').matchAll(/import\("\.\/([^"]+\.js)"\)/g)].map(
            (match) => `${path.posix.dirname(file)}/${match[1]}`,
          ),
        ),
      );
      const names = [...fetched].map((file) => path.basename(file).replace(/-[\w-]{8}\.js$/, ''));
      expect(names, url).toEqual(expect.arrayContaining(['parse-submission', schema]));
      for (const file of fetched) {
        const response = await visitor.fetch(file);
        expect(response.status, `${url}: ${file}`).toBe(200);
        await response.arrayBuffer();
      }
    }
  });
});
