import { useLoaderData } from '@remix-run/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '~/components/layout/site-header';
import { ServerHtml } from '~/render/server-html';
import { contentVersion } from '~/content/content-version.server';
import * as root from '~/root';
import * as catchAll from '~/routes/editor-page';
import { loader as sitemapLoader } from '~/routes/sitemap-xml';
import { readSeed, type SeedDocument } from '../support/dataset';
import { renderRoute } from '../support/render-route';
import { loaderArgs, settle, statusOf } from '../support/route-args';
import { startSanityStandIn, type SanityStandIn } from '../support/sanity-stand-in';

// An editor works in the Studio on a copy of the dataset, served by the Sanity API stand-in: a
// new page at a new address (a nested one too), a renamed menu item, a page renamed with a
// redirect from its old address. Each publish reaches the site through the live event and the
// one content version; no code changes.

function paragraph(key: string, text: string) {
  return {
    _type: 'block',
    _key: key,
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: `${key}-span`, text, marks: [] }],
  };
}

function editorPage(id: string, slug: string, heading: string): SeedDocument {
  return {
    _id: id,
    _type: 'page',
    _updatedAt: '2026-11-20T10:00:00Z',
    title: heading,
    slug: { _type: 'slug', current: slug },
    seo: { _type: 'seo', title: `${heading} · Bluebonnet Labs`, description: `Everything about ${heading}.` },
    hero: { _type: 'hero', eyebrow: 'Guide', heading, subheading: 'Written in the Studio, published without code.' },
    sections: [
      {
        _type: 'richTextSection',
        _key: 'body',
        heading: 'What this guide covers',
        body: [paragraph('p1', `${heading} explained step by step.`)],
      },
      {
        _type: 'ctaSection',
        _key: 'next',
        heading: 'Talk to us',
        links: [{ _type: 'link', _key: 'contact', label: 'Contact Us', href: '/contact', variant: 'primary' }],
      },
    ],
  };
}

let standIn: SanityStandIn;
const seed = readSeed();
const settings = seed.find((document) => document._id === 'siteSettings');
if (!settings) throw new Error('No siteSettings in the seed');

beforeAll(async () => {
  standIn = await startSanityStandIn({
    dataset: [...seed, editorPage('page-spring-offer', 'spring-offer', 'Spring Website Offer')],
    visibility: 'public',
  });
  vi.stubEnv('SANITY_PROJECT_ID', 'standin');
  vi.stubEnv('SANITY_DATASET', 'production');
  vi.stubEnv('SANITY_API_HOST', standIn.url);
  vi.stubEnv('SANITY_READ_TOKEN', '');
  vi.stubEnv('SANITY_USE_CDN', 'false');
  vi.stubEnv('SANITY_LIVE', 'true');
  vi.stubEnv('CONTENT_CACHE_TTL_SECONDS', '3600');
  vi.stubEnv('SITE_URL', 'https://www.studio.example');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await standIn.close();
});

/** Publishes like the Studio and waits until the site has heard of it (the content version moves). */
async function publish(...documents: SeedDocument[]) {
  await vi.waitFor(() => expect(standIn.liveConnections()).toBe(1), { timeout: 5_000 });
  const version = contentVersion();
  for (const document of documents) standIn.publish(document);
  await vi.waitFor(() => expect(contentVersion()).toBeGreaterThan(version), { timeout: 2_000, interval: 20 });
}

const page = (path: string) => renderRoute('*', path, catchAll);

async function answer(path: string) {
  return settle(catchAll.loader(loaderArgs(path)));
}

function HeaderAndFooter() {
  const data = useLoaderData<typeof root.loader>();
  return (
    <>
      <SiteHeader companyName={data.settings.companyName} navigation={data.settings.navigation} />
      <ServerHtml html={data.footer} />
    </>
  );
}

describe('a page document at an address of its own', () => {
  it('is served at /{slug} from its sections, with its own search words', async () => {
    const { html } = await page('/spring-offer');
    expect(html).toContain('Spring Website Offer');
    expect(html).toContain('Spring Website Offer explained step by step.');
    expect(html).toContain('Talk to us');
    const result = await answer('/spring-offer');
    expect(result).toMatchObject({
      path: '/spring-offer',
      page: { seo: { title: 'Spring Website Offer · Bluebonnet Labs' } },
    });
  });

  it('appears once published, nested slug too, and is listed in the sitemap', async () => {
    expect(statusOf(await answer('/guides/wcag-checklist'))).toBe(404);
    await publish(editorPage('page-wcag-checklist', 'guides/wcag-checklist', 'WCAG Checklist'));
    const { html } = await page('/guides/wcag-checklist');
    expect(html).toContain('WCAG Checklist explained step by step.');
    // A trailing slash reaches the same page, whose canonical address has none.
    expect(await answer('/guides/wcag-checklist/')).toMatchObject({ path: '/guides/wcag-checklist' });

    const response = await sitemapLoader(loaderArgs('/sitemap.xml'));
    const xml = await response.text();
    expect(xml).toContain('<loc>https://www.studio.example/guides/wcag-checklist</loc>');
    expect(xml).toContain('<loc>https://www.studio.example/spring-offer</loc>');
  });

  it('leaves unknown addresses, and the slugs coded routes read, to the Page Not Found answer', async () => {
    for (const path of ['/no-such-page', '/guides', '/guides/wcag-checklist/more', '/home', '/this/does/not/exist']) {
      expect(statusOf(await answer(path)), path).toBe(404);
    }
  });
});

describe('the menus from site settings', () => {
  it('show today’s items and highlight the current page', async () => {
    const { html } = await renderRoute('/about', '/about', { loader: root.loader, default: HeaderAndFooter });
    for (const label of [
      'Work',
      'Blog',
      'Website Specials',
      'Book Discovery Call',
      'Quick links',
      'About Us',
      'Careers',
    ]) {
      expect(html).toContain(`>${label}<`);
    }
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/about"|<a[^>]*href="\/about"[^>]*aria-current="page"/);
  });

  it('show a renamed item and a new external link in the header and the mobile menu', async () => {
    const rename = (links: unknown) =>
      (Array.isArray(links) ? links : []).map((link: { label?: string }) =>
        link.label === 'Blog' || link.label === 'Automation' ? { ...link, label: 'Insights' } : link,
      );
    await publish({
      ...settings,
      headerLinks: rename(settings.headerLinks),
      mobileLinks: [
        ...rename(settings.mobileLinks),
        { _type: 'navLink', _key: 'status', label: 'Status', href: 'https://status.example.com' },
      ],
    });
    const { html } = await renderRoute('/about', '/about', { loader: root.loader, default: HeaderAndFooter });
    const header = html.slice(0, html.indexOf('<footer'));
    const main = header.slice(header.indexOf('aria-label="Main"'), header.indexOf('aria-label="Mobile"'));
    const mobile = header.slice(header.indexOf('aria-label="Mobile"'));
    expect(main).toContain('>Insights<');
    expect(main).not.toContain('>Blog<');
    expect(mobile).toContain('>Insights<');
    expect(mobile).not.toContain('>Automation<');
    expect(mobile).toContain('href="https://status.example.com"');
    expect(mobile).toContain('>Book Discovery Call<');
  });
});

describe('a renamed page with a redirect', () => {
  it('sends the old address, with its query string, to the new one, which renders', async () => {
    const offer = editorPage('page-spring-offer', 'summer-offer', 'Summer Website Offer');
    await publish(offer, {
      _id: 'redirect-spring-offer',
      _type: 'redirect',
      from: '/spring-offer',
      to: '/summer-offer',
      permanent: true,
    });
    const moved = await answer('/spring-offer?utm_source=newsletter');
    expect(moved).toBeInstanceOf(Response);
    expect(statusOf(moved)).toBe(301);
    const location = moved instanceof Response ? moved.headers.get('location') : null;
    expect(location).toBe('/summer-offer?utm_source=newsletter');

    const { html } = await page(location ?? '');
    expect(html).toContain('Summer Website Offer explained step by step.');
  });

  it('answers 302 for a temporary redirect, also to another site', async () => {
    await publish({
      _id: 'redirect-status',
      _type: 'redirect',
      from: '/status',
      to: 'https://status.example.com/',
      permanent: false,
    });
    const moved = await answer('/status');
    expect(statusOf(moved)).toBe(302);
    expect(moved instanceof Response ? moved.headers.get('location') : null).toBe('https://status.example.com/');
  });
});
