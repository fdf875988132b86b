import { describe, expect, it } from 'vitest';
import { isCrossSite } from '../../server/refusals.js';

const SITE = 'https://www.studio.example';

describe('a form post checked against the public origin (SITE_URL set)', () => {
  const post = (origin: string | undefined, secFetchSite?: string) =>
    isCrossSite({ origin, secFetchSite, hostname: 'www.studio.example', siteOrigin: SITE });

  it('accepts the origin itself, and a post without Origin', () => {
    expect(post(SITE)).toBe(false);
    expect(post(undefined)).toBe(false);
  });

  it.each([
    ['the right host on another port', 'https://www.studio.example:1'],
    ['the right host on its default port spelled out', 'https://www.studio.example:443'],
    ['the right host over plain HTTP', 'http://www.studio.example'],
    ['the right host with a trailing dot', 'https://www.studio.example.'],
    ['another host', 'https://attacker.example'],
    ['a subdomain', 'https://evil.www.studio.example'],
    ['a sandboxed frame', 'null'],
    ['something that is no origin', 'not a url'],
  ])('refuses %s', (_case, origin) => {
    expect(post(origin)).toBe(true);
  });

  it('refuses what the browser itself calls cross-site', () => {
    expect(post(SITE, 'cross-site')).toBe(true);
  });
});

describe('a form post without a configured public origin (a local run)', () => {
  const post = (origin: string | undefined, hostname = 'localhost') =>
    isCrossSite({ origin, secFetchSite: undefined, hostname, siteOrigin: undefined });

  it('compares the host name only, so a proxy on another port still works', () => {
    expect(post('http://localhost:3000')).toBe(false);
    expect(post('https://localhost')).toBe(false);
    expect(post('http://LOCALHOST:1')).toBe(false);
  });

  it('refuses another host, a null origin and a post with no Host to compare with', () => {
    expect(post('http://attacker.example')).toBe(true);
    expect(post('null')).toBe(true);
    expect(post('http://localhost', '')).toBe(true);
  });
});
