import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, setSecurityHeaders } from '~/render/security-headers.server';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('hash-based content policy', () => {
  const html =
    '<html><head><script type="module" src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script></head>' +
    '<body><script>window.__remixContext = {"é":1};</script><script type="module">import "/assets/entry.js";</script><script>window.__remixContext = {"é":1};</script></body></html>';

  it('hashes each inline script once, as the browser hashes its UTF-8 text, and skips external and data scripts', () => {
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.__remixContext = {"é":1};'),
      sha('import "/assets/entry.js";'),
    ]);
  });

  it('is strict: hashes with strict-dynamic, no unsafe-inline for scripts, no plugins, no base', () => {
    const policy = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) });
    const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src')) ?? '';
    expect(scriptSrc).toBe(`script-src 'strict-dynamic' ${inlineScriptHashes(html).join(' ')} https:`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('depends only on the page: the same bytes give the same headers', () => {
    const first = new Headers();
    const second = new Headers();
    setSecurityHeaders(first, { html, production: true });
    setSecurityHeaders(second, { html, production: true });
    expect([...first.entries()]).toEqual([...second.entries()]);
  });

  it('lets preview name who may frame it, and then drops X-Frame-Options', () => {
    const headers = new Headers();
    setSecurityHeaders(headers, { html, production: true, frameAncestors: ["'self'", 'https://studio.example'] });
    expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self' https://studio.example");
    expect(headers.has('X-Frame-Options')).toBe(false);
  });

  it('allows images from the site itself, and from Sanity’s CDN only when a project serves them', () => {
    const imgSrc = (policy: string) => policy.split('; ').find((part) => part.startsWith('img-src'));
    expect(imgSrc(contentSecurityPolicy({ scriptHashes: [] }))).toBe("img-src 'self' data: blob:");
    expect(imgSrc(contentSecurityPolicy({ scriptHashes: [], imageOrigins: ['https://cdn.sanity.io'] }))).toBe(
      "img-src 'self' data: blob: https://cdn.sanity.io",
    );
  });
});
