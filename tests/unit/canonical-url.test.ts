import { describe, expect, it } from 'vitest';
import { canonicalPagePath } from '../../server/canonical-url.js';

describe('the one address of a page', () => {
  it.each([
    ['/about/', '/about'],
    ['/About', '/about'],
    ['/Products/Content-Hub/', '/products/content-hub'],
    ['/careers//data-scientist', '/careers/data-scientist'],
    ['//about/', '/about'],
    ['///', '/'],
  ])('%s → %s', (pathname, canonical) => {
    expect(canonicalPagePath(pathname)).toBe(canonical);
  });

  it.each([
    ['/', 'the home page'],
    ['/about', 'an address already canonical'],
    ['/assets/entry.client-AbC123.js', 'a hashed asset'],
    ['/About.data', 'a data URL'],
    ['/media/images/p/d/Photo-1200x630.png', 'an image'],
    ['/careers/%E0%A4%A', 'a path that does not decode'],
    ['//attacker.example/', 'a host name after a doubled slash: never a redirect off the site'],
  ])('leaves %s alone (%s)', (pathname) => {
    expect(canonicalPagePath(pathname)).toBeUndefined();
  });

  it('keeps percent-escapes as written and lower-cases the rest', () => {
    expect(canonicalPagePath('/Caf%C3%A9')).toBe('/caf%C3%A9');
  });
});
