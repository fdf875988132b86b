import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hydrateAfterPaint, TEMPLATE_ID } from '~/render/hydrate-after-paint.server';
import { inlineScriptHashes } from '~/render/security-headers.server';

// The end of a page as Remix's <Scripts> writes it (@remix-run/react 2.x, single fetch).
const PRELOADS =
  '<link rel="modulepreload" href="/assets/entry.client-A1.js"/><link rel="modulepreload" href="/assets/components-B2.js"/>';
const CONTEXT = '<script>window.__remixContext = {"basename":"/"};</script>';
const MODULES = ';\nimport * as route0 from "/assets/root-C3.js";\nimport("/assets/entry.client-A1.js");';
const STREAM = '<script>window.__remixContext.streamController.enqueue("[]");</script>';
const page = (tail: string) => `<!DOCTYPE html><html><head></head><body><main>Hello</main>${tail}</body></html>`;
const remixPage = page(`${PRELOADS}${CONTEXT}<script type="module" async="">${MODULES}</script>${STREAM}`);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('hydrateAfterPaint', () => {
  const html = hydrateAfterPaint(remixPage);

  it('keeps the module links in an inert template where they were', () => {
    expect(html).toContain(`<main>Hello</main><template id="${TEMPLATE_ID}">${PRELOADS}</template>${CONTEXT}`);
    expect(html.replace(/<template[\s\S]*?<\/template>/, '')).not.toContain('modulepreload');
  });

  it('keeps the module script, under a type the browser does not run, and the data after it', () => {
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<script type="remix/after-paint">${MODULES}</script><script>(`);
    expect(html.endsWith(`${STREAM}</body></html>`)).toBe(true);
  });

  it('lets the content policy allow the module script when it is put back', () => {
    const hashes = inlineScriptHashes(html);
    expect(hashes).toContain(sha256(MODULES));
    const loader = /<script>(\([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('first-contentful-paint');
    expect(hashes).toContain(sha256(loader));
  });

  it('leaves a page without Remix scripts as it is', () => {
    const plain = page('<p>No scripts</p>');
    expect(hydrateAfterPaint(plain)).toBe(plain);
    const linksOnly = page(PRELOADS);
    expect(hydrateAfterPaint(linksOnly)).toBe(linksOnly);
  });
});
