import { describe, expect, it } from 'vitest';
import { redirectTarget } from '~/pages/addresses.server';
import {
  redirectFromProblem,
  redirectProblems,
  redirectToProblem,
  sitePathOf,
  type RedirectRule,
} from '~/content/redirect-rules';

const noPages = new Map<string, string>();
const messages = (redirect: RedirectRule, others: RedirectRule[] = [], pages: ReadonlyMap<string, string> = noPages) =>
  redirectProblems(redirect, others, pages).map((problem) => `${problem.field}: ${problem.message}`);

describe('a redirect on its own', () => {
  it('starts from a clean site path no coded route answers', () => {
    expect(redirectFromProblem('/old-offer')).toBeUndefined();
    expect(redirectFromProblem('/guides/old')).toBeUndefined();
    expect(redirectFromProblem('/products')).toBeUndefined();
    for (const from of ['old', '/old/', '/old?x=1', '/old#top', 'https://example.com/old', '/a b']) {
      expect(redirectFromProblem(from), from).toMatch(/Start with "\/"/);
    }
    expect(redirectFromProblem('/about')).toMatch(/written in code \(\/about\)/);
    // A document route answers an address no document has with the editors' redirects.
    expect(redirectFromProblem('/products/old-product')).toBeUndefined();
    expect(redirectFromProblem('/careers/old-role')).toBeUndefined();
    expect(redirectFromProblem('/careers/old-role/apply')).toBeUndefined();
    expect(redirectFromProblem('/work/old-story')).toBeUndefined();
    expect(redirectFromProblem('/social/x.png')).toMatch(/written in code/);
    // Visitors' addresses are lower-cased (one URL per page) before a redirect is looked up.
    expect(redirectFromProblem('/Old-Offer')).toMatch(/Use lower-case letters \(\/old-offer\)/);
  });

  it('goes to a site path or an http(s) address', () => {
    expect(redirectToProblem('/new?ref=old#top')).toBeUndefined();
    expect(redirectToProblem('https://example.com/page')).toBeUndefined();
    expect(redirectToProblem('new')).toMatch(/path on this site/);
    expect(redirectToProblem('javascript:alert(1)')).toMatch(/path on this site/);
    expect(sitePathOf('/new/?x=1#y')).toBe('/new');
    expect(sitePathOf('https://example.com/new')).toBeUndefined();
  });
});

describe('a redirect among the others', () => {
  it('passes when it leads somewhere new', () => {
    expect(messages({ from: '/a', to: '/b' }, [{ _id: 'r2', from: '/c', to: '/d' }])).toEqual([]);
    expect(messages({ from: '/a', to: 'https://example.com/a' })).toEqual([]);
  });

  it('refuses pointing at itself', () => {
    expect(messages({ from: '/a', to: '/a' })).toEqual(['to: A redirect cannot point at its own address.']);
    expect(messages({ from: '/a', to: '/a/?utm=1' })).toEqual(['to: A redirect cannot point at its own address.']);
  });

  it('refuses a loop of two', () => {
    expect(messages({ _id: 'r1', from: '/a', to: '/b' }, [{ _id: 'r2', from: '/b', to: '/a' }])).toEqual([
      'to: /b redirects back to /a: the two would loop.',
    ]);
  });

  it('refuses a chain in either direction', () => {
    expect(messages({ from: '/a', to: '/b' }, [{ _id: 'r2', from: '/b', to: '/c' }])).toEqual([
      'to: /b is itself redirected to /c: point straight at /c.',
    ]);
    expect(messages({ from: '/b', to: '/c' }, [{ _id: 'r1', from: '/a', to: '/b' }])).toEqual([
      'from: /a already redirects to /b: change that redirect to point at the new target instead of chaining.',
    ]);
  });

  it('refuses a second redirect from the same path, but not the document itself', () => {
    expect(messages({ _id: 'r1', from: '/a', to: '/b' }, [{ _id: 'r2', from: '/a', to: '/c' }])).toEqual([
      'from: Another redirect already starts from /a.',
    ]);
    expect(messages({ _id: 'r1', from: '/a', to: '/b' }, [{ _id: 'r1', from: '/a', to: '/c' }])).toEqual([]);
  });

  it('refuses starting from the address of a document', () => {
    expect(messages({ from: '/guides/a', to: '/b' }, [], new Map([['/guides/a', 'page']]))).toEqual([
      "from: A page lives at /guides/a; a redirect from it would hide the page. Change the page's slug first.",
    ]);
    expect(
      messages({ from: '/careers/designer', to: '/careers' }, [], new Map([['/careers/designer', 'job position']])),
    ).toEqual([
      "from: A job position lives at /careers/designer; a redirect from it would hide the job position. Change the job position's slug first.",
    ]);
  });
});

describe('where a redirect sends a request', () => {
  it('carries the query string over unless the target has its own', () => {
    expect(redirectTarget('/new', '')).toBe('/new');
    expect(redirectTarget('/new', '?utm_source=mail')).toBe('/new?utm_source=mail');
    expect(redirectTarget('/new#pricing', '?utm_source=mail')).toBe('/new?utm_source=mail#pricing');
    expect(redirectTarget('/new?ref=old', '?utm_source=mail')).toBe('/new?ref=old');
    expect(redirectTarget('https://example.com/x', '?a=1')).toBe('https://example.com/x?a=1');
  });
});
