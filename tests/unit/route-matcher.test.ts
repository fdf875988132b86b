import { describe, expect, it, vi } from 'vitest';
import { createRouteMatcher } from '../../server/refusals.js';

// The labels of the server's metrics and log lines: a route's pattern, never a visitor's path.

const action = () => null;
const match = createRouteMatcher({
  root: { id: 'root', module: {} },
  home: { id: 'home', parentId: 'root', index: true, module: {} },
  contact: { id: 'contact', parentId: 'root', path: 'contact', module: { action } },
  position: { id: 'position', parentId: 'root', path: '/careers/:slug', module: {} },
  editor: { id: 'editor', parentId: 'root', path: '*', module: {} },
});

describe('the route a URL matches', () => {
  it.each([
    ['/', '/'],
    ['/contact', '/contact'],
    ['/careers/designer', '/careers/:slug'],
    ['/careers/designer.data', '/careers/:slug.data'],
    ['/_root.data', '/_root.data'],
    ['/any/page/an/editor/made', '/*'],
  ])('%s is %s', (pathname, pattern) => {
    expect(match(pathname).pattern).toBe(pattern);
  });

  it('names a path that does not decode "unmatched", without the router writing a warning outside the log', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(match('/careers/%E0%A4%A')).toEqual({ pattern: 'unmatched', allow: 'GET, HEAD' });
      expect(match('/%')).toEqual({ pattern: 'unmatched', allow: 'GET, HEAD' });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it('allows POST only where the route has an action', () => {
    expect(match('/contact').allow).toBe('GET, HEAD, POST');
    expect(match('/careers/designer').allow).toBe('GET, HEAD');
  });
});
