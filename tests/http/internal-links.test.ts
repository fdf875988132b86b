import { expect, inject, it } from 'vitest';
import { Visitor } from '../support/http-page';

// Every page reachable from the sitemap, as served (what a crawler and a browser without
// JavaScript see): every internal href, src and srcset candidate on it answers 200, a redirect
// to a page that answers 200 counting as fine. The markup inside <template> counts too: the
// page inserts it (its scripts' preloads) once painted. What client code adds after that is
// checked in a browser, on every route of the route sweep at 1280 px (tests/e2e/route-sweep.spec.ts).

const visitor = new Visitor(inject('siteUrl'));

function targetsOf(root: ParentNode): string[] {
  const targets: string[] = [];
  for (const element of root.querySelectorAll('[href], [src], [srcset], template')) {
    if (element.localName === 'template') {
      targets.push(...targetsOf((element as HTMLTemplateElement).content));
      continue;
    }
    targets.push(
      element.getAttribute('href') ?? '',
      element.getAttribute('src') ?? '',
      ...(element.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
    );
  }
  return targets;
}

it('no broken internal link or asset on any page', async () => {
  const sitemap = await (await visitor.fetch('/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((match) => (match[1] ? [match[1]] : []));
  const checked = new Map<string, number>();
  const broken: string[] = [];
  for (const url of pages) {
    const page = await visitor.goto(url);
    checked.set(url, page.status);
    if (page.status !== 200) broken.push(`${url} (${page.status}) in the sitemap`);
    for (const target of targetsOf(page.document)) {
      if (target === '' || target.startsWith('#') || /^(mailto|tel|data|blob|javascript):/i.test(target)) continue;
      const address = new URL(target, page.url);
      if (address.origin !== page.url.origin) continue;
      address.hash = '';
      const key = address.toString();
      if (!checked.has(key)) checked.set(key, (await visitor.goto(key)).status);
      if (checked.get(key) !== 200) broken.push(`${key} (${checked.get(key)}) on ${url}`);
    }
  }
  expect(checked.size).toBeGreaterThan(pages.length);
  expect(broken).toEqual([]);
}, 240_000);
