import { describe, expect, inject, it } from 'vitest';
import { accessibleName, getByRole, only, shown, text, Visitor } from '../support/http-page';
import { CONTENT_PAGE_ROUTES } from '../support/site-routes';

// The content pages as served, before any script: complete on the server. Their axe scans and
// what their CSS shows are checked in a browser (content-pages.spec.ts, content-pages.nojs.spec.ts).

const CONTENT_PATHS = [...CONTENT_PAGE_ROUTES, '/products/mobile-core'];
const visitor = new Visitor(inject('siteUrl'));

describe('content pages as served', () => {
  it.each(CONTENT_PATHS)('%s renders completely on the server', async (path) => {
    const page = await visitor.goto(path);
    expect(page.status, path).toBe(200);
    expect(page.document.querySelectorAll('h1'), path).toHaveLength(1);
    shown(only([...page.document.querySelectorAll('footer')], `footer on ${path}`));
  });

  it('the home hero shows its full heading', async () => {
    const home = await visitor.goto('/');
    expect(text(only([...home.document.querySelectorAll('[data-typed-word]')], 'typed word'))).toBe(
      'Architecting & Engineering Performance',
    );
    expect(accessibleName(only(getByRole(home.document, 'heading', { level: 1 }), 'h1'))).toBe(
      'Architecting & Engineering Performance',
    );
  });

  it('pricing buttons are plain mail links', async () => {
    const pricing = await visitor.goto('/api-pricing');
    const trial = getByRole(pricing.document, 'link', { name: /Start Free Trial/i });
    expect(trial).toHaveLength(2);
    expect(trial[0]?.getAttribute('href')).toMatch(
      /^mailto:hello@bluebonnetlabs\.studio\?subject=Pricing%20Inquiry%3A%20Starter/,
    );
  });
});
