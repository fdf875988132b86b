import { describe, expect, it } from 'vitest';
import {
  clientPerspective,
  parsePerspective,
  perspectiveCookieUpdate,
  requestedPerspective,
  resolvePerspective,
} from '~/content/preview-perspective.server';

// The perspective preview reads, from what the Presentation tool sends.

describe('the perspective the Studio sends', () => {
  it('reads drafts, published and release stacks as the Studio writes them', () => {
    expect(parsePerspective('drafts')).toEqual(['drafts']);
    expect(parsePerspective('published')).toEqual([]);
    expect(parsePerspective('rSpring,drafts')).toEqual(['rSpring', 'drafts']);
    expect(parsePerspective('rSpring,rSummer,drafts')).toEqual(['rSpring', 'rSummer', 'drafts']);
    // An unset scheduled draft is joined in as an empty entry.
    expect(parsePerspective(',rSpring,drafts')).toEqual(['rSpring', 'drafts']);
    expect(parsePerspective('previewDrafts')).toEqual(['drafts']);
  });

  it('refuses what preview does not show: raw, malformed ids, endless lists, nothing', () => {
    for (const value of ['raw', 'rSpring,raw', 'r Spring', 'r.Spring', '../x', ',', '', null, undefined]) {
      expect(parsePerspective(value)).toBeUndefined();
    }
    expect(parsePerspective(Array.from({ length: 17 }, (_, index) => `r${index}`).join(','))).toBeUndefined();
  });

  it('is sent to the API as the client names it', () => {
    expect(clientPerspective([])).toBe('published');
    expect(clientPerspective(['drafts'])).toBe('drafts');
    expect(clientPerspective(['rSpring', 'drafts'])).toEqual(['rSpring', 'drafts']);
  });

  it('comes from the page URL, else the cookie, else drafts', () => {
    const request = (url: string, cookie?: string) =>
      new Request(`http://site.test${url}`, { headers: cookie ? { cookie } : {} });
    expect(requestedPerspective(request('/about'))).toEqual(['drafts']);
    expect(requestedPerspective(request('/about', 'sanity-preview-perspective=rSpring%2Cdrafts'))).toEqual([
      'rSpring',
      'drafts',
    ]);
    expect(
      requestedPerspective(
        request('/about?sanity-preview-perspective=published', 'sanity-preview-perspective=rSpring%2Cdrafts'),
      ),
    ).toEqual([]);
    // A cookie someone wrote by hand is ignored, not sent to Sanity.
    expect(requestedPerspective(request('/about', 'sanity-preview-perspective=raw'))).toEqual(['drafts']);
  });

  it('a page URL naming another perspective than the cookie updates the cookie; the same one does not', () => {
    const update = perspectiveCookieUpdate(
      new Request('http://site.test/about?sanity-preview-perspective=drafts', {
        headers: { cookie: 'sanity-preview-perspective=rSpring%2Cdrafts' },
      }),
    );
    expect(update).toMatch(
      /^sanity-preview-perspective=drafts; Path=\/; HttpOnly; Secure; SameSite=None; Max-Age=\d+$/,
    );
    expect(
      perspectiveCookieUpdate(
        new Request('http://site.test/about?sanity-preview-perspective=drafts', {
          headers: { cookie: 'sanity-preview-perspective=drafts' },
        }),
      ),
    ).toBeUndefined();
    expect(perspectiveCookieUpdate(new Request('http://site.test/about'))).toBeUndefined();
  });
});

describe('resolving releases', () => {
  const releases = (found: unknown) => ({ fetch: async () => found }) as never;

  it('names the release by its title, and keeps only the releases that exist', async () => {
    const resolved = await resolvePerspective(
      ['rSpring', 'rGone', 'drafts'],
      releases([{ id: 'rSpring', title: 'Spring launch' }]),
    );
    expect(resolved.perspective).toEqual(['rSpring', 'drafts']);
    expect(resolved.label).toBe('release “Spring launch” over drafts (rGone: no such active release)');
  });

  it('without releases, asks Sanity nothing', async () => {
    const never = {
      fetch: () => {
        throw new Error('asked');
      },
    } as never;
    expect(await resolvePerspective(['drafts'], never)).toMatchObject({ perspective: 'drafts', label: 'drafts shown' });
    expect(await resolvePerspective([], never)).toMatchObject({
      perspective: 'published',
      label: 'published content only',
    });
  });

  it('several releases, and a release without drafts under it', async () => {
    const found = [
      { id: 'rA', title: 'A' },
      { id: 'rB', title: null },
    ];
    expect((await resolvePerspective(['rA', 'rB', 'drafts'], releases(found))).label).toBe(
      'releases “A” and “rB” over drafts',
    );
    expect((await resolvePerspective(['rA'], releases(found))).label).toBe('release “A” over published content');
  });

  it('a failed lookup keeps the stack (the page reads fail and say so themselves)', async () => {
    const failing = { fetch: async () => Promise.reject(new Error('down')) } as never;
    const resolved = await resolvePerspective(['rSpring', 'drafts'], failing);
    expect(resolved.perspective).toEqual(['rSpring', 'drafts']);
  });
});
