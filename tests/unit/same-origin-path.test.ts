import { describe, expect, it } from 'vitest';
import { sameOriginPath } from '~/lib/net/same-origin-path';
import { OFF_SITE } from '../support/open-redirects';

describe('sameOriginPath', () => {
  it.each(OFF_SITE)('refuses %j', (candidate) => {
    expect(sameOriginPath(candidate)).toBe('/');
  });

  it.each([
    ['/about', '/about'],
    ['/careers?q=design#open', '/careers?q=design#open'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/a/b/../c', '/a/c'],
    ['/ünïcode', '/%C3%BCn%C3%AFcode'],
  ])('keeps the same-site path %j', (candidate, expected) => {
    expect(sameOriginPath(candidate)).toBe(expected);
  });

  it('never answers a value with a line break (a header it goes into would throw)', () => {
    expect(sameOriginPath('/a\r\nSet-Cookie: x=1')).not.toMatch(/[\r\n]/);
    expect(sameOriginPath(undefined, '/home')).toBe('/home');
  });
});
