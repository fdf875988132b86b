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

  it('warns when a published page is renamed, naming the redirect that will be kept', async () => {
    const published = page('page-offer', 'spring-offer');
    const draft = { ...page('drafts.page-offer', 'summer-offer') };
    expect(await problems(draft, [published], 'slug')).toEqual([
      'warning: This page is published at /spring-offer. Publishing the new slug moves it to /summer-offer; /spring-offer will be kept as a permanent redirect (301): visitors and search engines asking for it are sent on to /summer-offer.',
    ]);
    // An editor's redirect from the old address is the one that stays.
    const moved = redirect('redirect-offer', '/spring-offer', '/summer-offer');
    expect(await problems(draft, [published, moved], 'slug')).toEqual([
      'warning: This page is published at /spring-offer. Publishing the new slug moves it to /summer-offer; /spring-offer keeps answering with the redirect to /summer-offer set up in Redirects.',
    ]);
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

describe('a rename of any routed document in the Studio', () => {
  const seeded = (id: string) => {
    const document = seed.find((item) => item._id === id);
    if (!document) throw new Error(`No ${id} in the seed`);
    return document;
  };

  it.each([
    ['product page', 'productPage-mobile-core', 'mobile-suite', '/products/mobile-core', '/products/mobile-suite'],
    ['job position', 'jobPosition-data-scientist', 'ml-engineer', '/careers/data-scientist', '/careers/ml-engineer'],
    [
      'case study',
      'caseStudy-county-permit-kiosks',
      'permit-kiosks',
      '/work/county-permit-kiosks',
      '/work/permit-kiosks',
    ],
  ])('warns on a %s and shows the redirect kept', async (what, id, slug, from, to) => {
    const draft = { ...seeded(id), _id: `drafts.${id}`, slug: { _type: 'slug', current: slug } };
    expect(await problems(draft, [], 'slug')).toEqual([
      `warning: This ${what} is published at ${from}. Publishing the new slug moves it to ${to}; ${from} will be kept as a permanent redirect (301): visitors and search engines asking for it are sent on to ${to}.`,
    ]);
  });

  it('takes the former slugs the publish action keeps as part of the document', async () => {
    const moved = { ...seeded('productPage-mobile-core'), formerSlugs: ['mobile-suite', 'core'] };
    expect(await problems(moved)).toEqual([]);
  });

  it('says nothing while the slug is the published one', async () => {
    expect(await problems(seeded('jobPosition-data-scientist'), [], 'slug')).toEqual([]);
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

  it('may start under /careers/ and /products/ where no document answers, not where one does', async () => {
    expect(await problems(redirect('redirect-a', '/careers/summer-internship', '/careers'))).toEqual([]);
    expect(await problems(redirect('redirect-a', '/products/scan-kit', '/real-scan'))).toEqual([]);
    expect(await problems(redirect('redirect-a', '/careers/data-scientist', '/careers'))).toEqual([
      "error: A job position lives at /careers/data-scientist; a redirect from it would hide the job position. Change the job position's slug first.",
    ]);
    expect(await problems(redirect('redirect-a', '/products/mobile-core', '/'))).toEqual([
      "error: A product page lives at /products/mobile-core; a redirect from it would hide the product page. Change the product page's slug first.",
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

describe('a price in the Studio', () => {
  const services = seed.find((document) => document._id === 'service-accessibility-audits');
  const withDetail = (detail: string): SeedDocument => {
    if (!services) throw new Error('No service-accessibility-audits in the seed');
    return { ...services, details: [detail] };
  };
  const priceProblems = async (detail: string) =>
    (await problems(withDetail(detail))).filter((message) => !message.startsWith('info'));

  it('takes a tier’s price as its placeholder', async () => {
    expect(await priceProblems('{audit-professional price} per mobile app')).toEqual([]);
  });

  it('refuses a tier’s price typed out, naming the placeholder to write', async () => {
    expect(await priceProblems('$1,200 per mobile app')).toEqual([
      'error: "$1,200" is a pricing tier\'s price typed out: write {audit-professional price} (Professional Audit, Accessibility audits) instead, so the text shows the price the tier has and follows it when it changes.',
    ]);
    // The maintenance plan's price is also the website offer's flat rate: both are named.
    expect((await priceProblems('From $500 a month'))[0]).toContain(
      'write {maintenance-basic price} (Basic, Maintenance plans) or {flat rate} (Website offer) instead',
    );
    // An amount no tier has is the editor's to type.
    expect(await priceProblems('Saved the county $38,000 a year')).toEqual([]);
  });

  it('refuses a placeholder no tier has', async () => {
    expect((await priceProblems('{audit-pro price} per app'))[0]).toMatch(
      /^error: Unknown placeholder \{audit-pro price\}/,
    );
  });
});
