import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CODED_ROUTES, codedRouteFor, isEditorPageSlug, pageSlugProblem } from '~/content/coded-routes';
import { EDITOR_PAGE_ROUTE, ROUTE_TABLE } from '~/lib/route-table';
import routes from '~/routes';

describe('the route table', () => {
  it('mounts every module in app/routes, and nothing else', () => {
    const mounted = new Set([...ROUTE_TABLE, EDITOR_PAGE_ROUTE].map((route) => route.file));
    const files = readdirSync('app/routes').map((file) => `routes/${file}`);
    expect([...mounted].sort()).toEqual(files.sort());
  });

  it('is what Remix is given: one route per address, each with its own id', () => {
    const paths = routes.map((route) => (route.index ? '/' : `/${route.path}`));
    expect(paths).toEqual([...CODED_ROUTES, EDITOR_PAGE_ROUTE.path]);
    const ids = routes.map((route) => route.id ?? route.file.replace(/\.tsx?$/, ''));
    expect(new Set(ids).size).toBe(ids.length);
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
