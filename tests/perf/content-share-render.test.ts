import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { renderRoute } from '../support/render-route';
import { loadSiteRouteModules } from '../support/site-route-modules';

// The render half of tests/perf/content-share.ts (not part of the test suite): every route's
// body, rendered from the dataset CONTENT_DATASET_PATH names, as visible text, written to
// CONTENT_SHARE_OUT.

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
  const texts: Record<string, string> = {};
  for (const { path, pattern, module } of await loadSiteRouteModules()) {
    const { html } = await renderRoute(pattern, path, module);
    texts[path] = visibleText(html);
  }
  return texts;
}

it('renders every route', async () => {
  const out = process.env.CONTENT_SHARE_OUT;
  if (!out) throw new Error('Run through tests/perf/content-share.ts');
  writeFileSync(out, JSON.stringify(await renderAll()));
}, 120_000);
