import { beforeAll, describe, expect, it } from 'vitest';
import { BLOG_PATH } from '~/lib/document-paths';
import { readSeed } from '../support/dataset';
import { renderRoute } from '../support/render-route';
import { textOf } from '../support/rendered';
import { loadSiteRouteModules, type SiteRouteModule } from '../support/site-route-modules';
import { britishSpellings, mapReadableStrings, SEED_PHRASES } from '../support/us-spelling';

/**
 * A Texas studio's US-facing site is written in US English, claims one WCAG version (2.2) and
 * does not contradict itself. The seed is checked field by field (ids, slugs and links are
 * names, not words), and every route's rendered text is checked as a visitor reads it.
 * Fix the seed with `npx tsx tests/support/us-spelling.ts --fix`.
 */
describe('the seed', () => {
  it('has no British spellings', () => {
    const found: string[] = [];
    for (const document of readSeed()) {
      mapReadableStrings(document, (text) => {
        for (const word of britishSpellings(text)) found.push(`${document._id}: ${word}`);
        return text;
      });
    }
    expect(found).toEqual([]);
  });

  it('holds none of the sentences the fix rewrites', () => {
    const text = JSON.stringify(readSeed());
    expect(SEED_PHRASES.map(([from]) => from).filter((from) => text.includes(from))).toEqual([]);
  });
});

describe('every route as rendered', () => {
  let routes: SiteRouteModule[];
  const texts = new Map<string, string>();
  beforeAll(async () => {
    routes = await loadSiteRouteModules();
    for (const { path, pattern, module } of routes) {
      const { html } = await renderRoute(pattern, path, module);
      texts.set(path, textOf(html));
    }
  }, 120_000);

  it('is in US English', () => {
    const found = [...texts].flatMap(([path, text]) => britishSpellings(text).map((word) => `${path}: ${word}`));
    expect(found).toEqual([]);
    // The check itself finds what it looks for.
    expect(britishSpellings('The colour of the organisation’s programme')).toEqual([
      'colour',
      'organisation',
      'programme',
    ]);
  });

  it('names WCAG 2.2 as the standard it audits against', () => {
    // The legal demo on /sandbox and the blog's articles quote laws that name earlier versions;
    // that is what the laws say. The site's own claims name 2.2.
    const older = [...texts]
      .filter(([path]) => path !== '/sandbox' && !path.startsWith(`${BLOG_PATH}/`))
      .flatMap(([path, text]) => [...text.matchAll(/WCAG 2\.[01]\b/g)].map((match) => `${path}: ${match[0]}`));
    expect(older).toEqual([]);
    expect(texts.get('/real-scan')).toContain('WCAG 2.2 AA');
  });

  it('gives /pricing one delivery time', () => {
    const pricing = texts.get('/pricing')!;
    expect(pricing).toContain('5-7 business days');
    // "7-day delivery" stays, read as seven business days at most, never as calendar days.
    expect(pricing).toContain('7-day delivery: your report arrives 5-7 business days after kickoff');
    expect(pricing).not.toMatch(/within 7 days|comes with 7-day delivery\./);
  });
});
