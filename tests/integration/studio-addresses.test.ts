import { describe, expect, it } from 'vitest';
import { readSeed, type SeedDocument } from '../support/dataset';
import { documentMarkers } from '../../studio/validate-documents';

// What the Studio tells an editor about addresses: slugs a coded route answers, redirects that
// would loop or chain, and a published page's slug changing without a redirect.

const seed = readSeed();

function page(id: string, slug: string): SeedDocument {
  const about = seed.find((document) => document._id === 'page-about');
  if (!about) throw new Error('No page-about in the seed');
  return { ...about, _id: id, title: `Page ${slug}`, slug: { _type: 'slug', current: slug } };
}

function redirect(id: string, from: string, to: string): SeedDocument {
  return { _id: id, _type: 'redirect', from, to, permanent: true };
}

async function problems(document: SeedDocument, others: SeedDocument[] = [], field?: string) {
  const markers = await documentMarkers(document, [...seed, ...others, document]);
  return markers
    .filter((marker) => marker.level !== 'info' && (!field || marker.path === field))
    .map((marker) => `${marker.level}: ${marker.message}`);
}

describe('a page slug in the Studio', () => {
  it('may be a new address, nested too', async () => {
    expect(await problems(page('page-guide', 'guides/accessibility'))).toEqual([]);
  });

  it('may not be an address a coded route answers', async () => {
    expect(await problems(page('page-thanks', 'confirmation'), [], 'slug')).toEqual([
      'error: The address /confirmation belongs to a page written in code (/confirmation); choose another slug.',
    ]);
    expect(await problems(page('page-job', 'careers/designer'), [], 'slug')).toEqual([
      'error: The address /careers/designer belongs to a page written in code (/careers/:slug); choose another slug.',
    ]);
    expect((await problems(page('page-bad', 'Guides/'), [], 'slug'))[0]).toMatch(/^error: Use lower-case letters/);
  });

  it('warns when a published page is renamed without a redirect, and not once the redirect exists', async () => {
    const published = page('page-offer', 'spring-offer');
    const draft = { ...page('drafts.page-offer', 'summer-offer') };
    expect(await problems(draft, [published], 'slug')).toEqual([
      'warning: This page is published at /spring-offer. Publishing the new slug moves it to /summer-offer, and links to /spring-offer will answer "Page Not Found": add a redirect from /spring-offer to /summer-offer (Redirects in the menu).',
    ]);
    const moved = redirect('redirect-offer', '/spring-offer', '/summer-offer');
    expect(await problems(draft, [published, moved], 'slug')).toEqual([]);
    // The redirect for the rename is valid while the rename is still a draft.
    expect(await problems(moved, [published, draft])).toEqual([]);
  });

  it('refuses renaming a page a coded route reads', async () => {
    const draft = { ...page('drafts.page-about', 'about-us'), title: 'About' };
    expect(await problems(draft, [], 'slug')).toEqual([
      'error: The page at /about is written in code and reads this document by its slug "about": keep that slug.',
    ]);
  });
});

describe('a redirect in the Studio', () => {
  it('is valid from a free address to a page', async () => {
    expect(await problems(redirect('redirect-a', '/old-offer', '/website-services'))).toEqual([]);
  });

  it('refuses pointing at itself, a coded route as its source, and a page’s address', async () => {
    expect(await problems(redirect('redirect-a', '/old', '/old'))).toEqual([
      'error: A redirect cannot point at its own address.',
    ]);
    expect(await problems(redirect('redirect-a', '/about', '/contact'))).toEqual([
      'error: /about is answered by a page written in code (/about), so a redirect from it would never run.',
    ]);
    expect(await problems(redirect('redirect-a', '/guides/a', '/contact'), [page('page-guide', 'guides/a')])).toEqual([
      "error: A page lives at /guides/a; a redirect from it would hide the page. Change the page's slug first.",
    ]);
  });

  it('refuses loops and chains', async () => {
    const back = redirect('redirect-b', '/b', '/a');
    expect(await problems(redirect('redirect-a', '/a', '/b'), [back])).toEqual([
      'error: /b redirects back to /a: the two would loop.',
    ]);
    const onward = redirect('redirect-b', '/b', '/c');
    expect(await problems(redirect('redirect-a', '/a', '/b'), [onward])).toEqual([
      'error: /b is itself redirected to /c: point straight at /c.',
    ]);
    // Its own draft is not "another redirect".
    expect(await problems(redirect('redirect-a', '/a', '/b'), [redirect('drafts.redirect-a', '/a', '/c')])).toEqual([]);
  });
});

describe('a menu link in the Studio', () => {
  const settings = seed.find((document) => document._id === 'siteSettings');
  if (!settings) throw new Error('No siteSettings in the seed');
  const withLink = (href: string): SeedDocument => ({
    ...settings,
    headerLinks: [{ _type: 'navLink', _key: 'probe', label: 'Probe', href }],
  });
  const linkProblems = async (href: string, others: SeedDocument[] = []) =>
    (await problems(withLink(href), others)).filter((message) => !message.startsWith('info'));

  it('accepts coded routes, pages, redirects and other sites', async () => {
    expect(await linkProblems('/automation')).toEqual([]);
    expect(await linkProblems('/careers/data-scientist')).toEqual([]);
    expect(await linkProblems('/guides/a#start', [page('page-guide', 'guides/a')])).toEqual([]);
    expect(await linkProblems('/old', [redirect('redirect-old', '/old', '/about')])).toEqual([]);
    expect(await linkProblems('https://status.example.com')).toEqual([]);
  });

  it('warns about a path nothing answers, and refuses what is not a path or an address', async () => {
    expect(await linkProblems('/nowhere')).toEqual([
      'warning: No published page or redirect answers /nowhere yet: visitors following this link would see "Page Not Found".',
    ]);
    expect((await linkProblems('contact'))[0]).toMatch(/^error: .*path on this site or http\(s\) address/);
    expect((await linkProblems('//evil.example'))[0]).toMatch(/^error: /);
  });
});
