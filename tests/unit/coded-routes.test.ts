import path from 'node:path';
import { UNSAFE_flatRoutes as flatRoutes } from '@remix-run/dev';
import { describe, expect, it } from 'vitest';
import { CODED_ROUTES, codedRouteFor, isEditorPageSlug, pageSlugProblem } from '~/content/coded-routes';
import remixConfig from '../../remix.config.js';

/** Every route's full path pattern, as Remix builds it from app/routes (app/routes.ts uses flatRoutes()). */
function routesFromFiles(): string[] {
  const manifest = flatRoutes(path.resolve('app'), remixConfig.ignoredRouteFiles ?? [], 'routes');
  const fullPath = (id: string): string => {
    const route = manifest[id];
    if (!route) return '';
    const parent = route.parentId && route.parentId !== 'root' ? fullPath(route.parentId) : '';
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return Object.keys(manifest).map((id) => fullPath(id) || '/');
}

describe('the coded routes list', () => {
  it('is exactly what app/routes answers, apart from the catch-all', () => {
    const fromFiles = routesFromFiles().filter((pattern) => pattern !== '/*');
    expect([...CODED_ROUTES].sort()).toEqual([...new Set(fromFiles)].sort());
    expect(routesFromFiles()).toContain('/*');
  });

  it('matches paths the way Remix does', () => {
    expect(codedRouteFor('/about')).toBe('/about');
    expect(codedRouteFor('/careers/designer')).toBe('/careers/:slug');
    expect(codedRouteFor('/careers/designer/apply')).toBe('/careers/:slug/apply');
    expect(codedRouteFor('/social/anything/at/all.png')).toBe('/social/*');
    expect(codedRouteFor('/products')).toBeUndefined();
    expect(codedRouteFor('/about/team')).toBeUndefined();
    expect(codedRouteFor('/guides/accessibility')).toBeUndefined();
  });
});

describe('page slugs', () => {
  it('accepts new addresses, nested ones too', () => {
    expect(pageSlugProblem('accessibility-guide')).toBeUndefined();
    expect(pageSlugProblem('guides/wcag-2-2')).toBeUndefined();
    expect(pageSlugProblem('products')).toBeUndefined();
    expect(isEditorPageSlug('guides/wcag-2-2')).toBe(true);
  });

  it('accepts the slugs coded routes read, which are not served a second time by the catch-all', () => {
    for (const slug of ['home', 'about', '7dayapp', 'api-docs']) {
      expect(pageSlugProblem(slug)).toBeUndefined();
      expect(isEditorPageSlug(slug)).toBe(false);
    }
  });

  it('refuses an address a page written in code answers', () => {
    expect(pageSlugProblem('confirmation')).toMatch(/written in code \(\/confirmation\)/);
    // A tool page's own document keeps the slug its route reads.
    expect(pageSlugProblem('sandbox')).toBeUndefined();
    expect(pageSlugProblem('careers/designer')).toMatch(/\/careers\/:slug/);
    expect(pageSlugProblem('products/new-thing')).toMatch(/\/products\/:slug/);
    expect(pageSlugProblem('api/preview-mode/enable')).toMatch(/written in code/);
    expect(pageSlugProblem('social/card')).toMatch(/\/social\/\*/);
    expect(isEditorPageSlug('sandbox')).toBe(false);
  });

  it('refuses slugs that are not a clean address', () => {
    for (const slug of ['About', '/about-us', 'guides/', 'guides//a', 'a b', 'sitemap.xml', 'über', '-x', 'x-']) {
      expect(pageSlugProblem(slug), slug).toMatch(/lower-case letters/);
    }
  });
});
