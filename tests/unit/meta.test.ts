import { describe, expect, it } from 'vitest';
import { documentTitle, pageMeta } from '~/seo/meta';

const matches = [
  { id: 'root', data: { site: { origin: 'https://www.studio.example', name: 'Bluebonnet Labs' } } },
] as unknown as Parameters<typeof pageMeta>[0]['matches'];
const location = { pathname: '/sandbox' } as Parameters<typeof pageMeta>[0]['location'];

describe('page titles', () => {
  it('end with the company name once, whether or not the editor wrote it', () => {
    expect(documentTitle('Accessibility Sandbox', 'Bluebonnet Labs')).toBe('Accessibility Sandbox · Bluebonnet Labs');
    expect(documentTitle('Contact · Bluebonnet Labs', 'Bluebonnet Labs')).toBe('Contact · Bluebonnet Labs');
  });

  it('name the site in the tab, and keep the page title alone for sharing cards', () => {
    const meta = pageMeta({ location, matches }, { title: 'Accessibility Sandbox', description: 'Try the tools.' });
    expect(meta).toContainEqual({ title: 'Accessibility Sandbox · Bluebonnet Labs' });
    expect(meta).toContainEqual({ property: 'og:title', content: 'Accessibility Sandbox' });
  });

  it('name the site on the not-found page too', () => {
    expect(pageMeta({ location, matches }, undefined)).toContainEqual({ title: 'Page Not Found · Bluebonnet Labs' });
  });
});
