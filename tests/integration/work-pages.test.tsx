import { useLoaderData } from '@remix-run/react';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '~/components/layout/site-header';
import { getContent } from '~/content/content.server';
import * as root from '~/root';
import * as contentPage from '~/routes/content-page';
import * as professionalAudit from '~/routes/professional-audit';
import * as careers from '~/routes/careers';
import { loader as mediaLoader } from '~/routes/media-image';
import * as products from '~/routes/product';
import { loader as sitemapLoader } from '~/routes/sitemap-xml';
import * as caseStudyRoute from '~/routes/case-study';
import * as work from '~/routes/work';
import { pageGraph } from '~/seo/structured-data';
import { renderRoute } from '../support/render-route';
import { loaderArgs, settle, statusOf } from '../support/route-args';

// Proof of work from the bundled dataset: the case studies on /work and their own pages, the
// people and clients' words the page builder places, and the pictures behind them.

const CASE_STUDY_LINK = /href="\/work\/([a-z0-9-]+)"/g;
const linkedCaseStudies = (html: string) => [...new Set([...html.matchAll(CASE_STUDY_LINK)].map((match) => match[1]))];

/** The case study list of /work, without the bands after it. */
function list(html: string): string {
  const start = html.indexOf('id="work-list-heading"');
  return html.slice(start, html.indexOf('</section>', start));
}

/** Every <img> in the markup, as attribute maps. */
function images(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img\s([^>]*)>/g)].map((match) =>
    Object.fromEntries([...(match[1] ?? '').matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]])),
  );
}

describe('/work', () => {
  it('lists every case study, and the service and industry filters keep only the matching ones', async () => {
    const all = await renderRoute('/work', '/work', work);
    expect(all.status).toBe(200);
    expect(linkedCaseStudies(list(all.html))).toEqual([
      'county-permit-kiosks',
      'patient-portal-accessibility',
      'freight-invoice-automation',
    ]);
    expect(all.html).toContain('3 case studies');

    const health = await renderRoute('/work', '/work?industry=healthcare', work);
    // The list only: the clients' quotes further down link to their case studies too.
    expect(linkedCaseStudies(list(health.html))).toEqual(['patient-portal-accessibility']);
    expect(health.html).toMatch(/aria-current="page"[^>]*>Healthcare</);

    const automation = await renderRoute('/work', '/work?service=ai-automation', work);
    expect(linkedCaseStudies(list(automation.html))).toEqual(['freight-invoice-automation']);
    // The other filter's links keep this one, so the two combine without JavaScript.
    expect(automation.html).toContain('href="/work?service=ai-automation&amp;industry=logistics"');

    const none = await renderRoute('/work', '/work?service=ai-automation&industry=government', work);
    expect(linkedCaseStudies(list(none.html))).toEqual([]);
    expect(none.html).toContain('No case study matches both filters yet.');
  });

  it('ignores a filter that names nothing, and never fails on it', async () => {
    const odd = await renderRoute('/work', `/work?service=${encodeURIComponent('<script>')}&industry=mars`, work);
    expect(odd.status).toBe(200);
    expect(linkedCaseStudies(list(odd.html))).toHaveLength(3);
    expect(odd.html).not.toContain('<script>');
  });
});

function Header() {
  const data = useLoaderData<typeof root.loader>();
  return <SiteHeader companyName={data.settings.companyName} navigation={data.settings.navigation} />;
}

/** The links a menu marks as the current page, by label. */
function currentIn(html: string, menu: 'Main' | 'Mobile'): string[] {
  const start = html.indexOf(`aria-label="${menu}"`);
  const nav = html.slice(start, html.indexOf('</nav>', start));
  return [...nav.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]+)</g)].map((match) => match[1] ?? '');
}

describe('the menus on a case study page', () => {
  it('mark "Work" as the current section, as on /work, and not "Home"', async () => {
    for (const path of ['/work', '/work/county-permit-kiosks']) {
      const { html } = await renderRoute('*', path, { loader: root.loader, default: Header });
      expect(currentIn(html, 'Main')).toEqual(['Work']);
      expect(currentIn(html, 'Mobile')).toEqual(['Work']);
    }
    const home = await renderRoute('*', '/', { loader: root.loader, default: Header });
    expect(currentIn(home.html, 'Mobile')).toEqual(['Home']);
  });
});

describe('a case study page', () => {
  it('opens with the outcome, then tells the story, and names the client, services and testimonial', async () => {
    const { status, html } = await renderRoute('/work/:slug', '/work/patient-portal-accessibility', caseStudyRoute);
    expect(status).toBe(200);
    const order = [
      '212 → 0',
      'WCAG 2.2 AA failures on the patient portal',
      'in 10 weeks',
      'A community health network asked',
      'The challenge',
      'The approach',
      'The result',
      'Pictures from the project',
      'We expected a report.',
      'Services used',
    ];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(html).toContain('Marcus Reed');
    expect(html).toContain('href="/work?service=accessibility-audits"');
  });

  it('gives every picture its size, alternative text and a srcset of resized files', async () => {
    const { html } = await renderRoute('/work/:slug', '/work/county-permit-kiosks', caseStudyRoute);
    const pictures = images(html);
    expect(pictures.length).toBeGreaterThanOrEqual(3);
    // The client's logo is a vector drawing: served as it is, at any width, so it has no srcset.
    const rasters = pictures.filter((picture) => !picture.src?.includes('.svg'));
    expect(pictures.length - rasters.length).toBe(1);
    for (const picture of pictures) {
      expect(Number(picture.width)).toBeGreaterThan(0);
      expect(Number(picture.height)).toBeGreaterThan(0);
      expect(picture.alt).toBeDefined();
    }
    for (const picture of rasters) expect(picture.srcSet).toMatch(/\?w=320\S* 320w/);
    // The client's portrait beside their name is decorative (alt=""); every other picture is described.
    expect(rasters.filter((picture) => (picture.alt ?? '').length > 20)).toHaveLength(rasters.length - 1);
  });

  it('answers 404 for a slug no case study has', async () => {
    expect(
      statusOf(await settle(caseStudyRoute.loader(loaderArgs('/work/nothing-here', { slug: 'nothing-here' })))),
    ).toBe(404);
  });

  it('describes itself to search engines as a CreativeWork for the client', async () => {
    const data = await caseStudyRoute.loader(
      loaderArgs('/work/freight-invoice-automation', { slug: 'freight-invoice-automation' }),
    );
    const site = {
      origin: 'https://www.studio.example',
      companyName: 'Bluebonnet Labs',
      description: '',
      phone: '',
      location: '',
      logoUrl: '',
      businessHours: [],
      socialLinks: [],
    };
    const work = pageGraph(site, '/work/freight-invoice-automation', data).find(
      (thing) => typeof thing === 'object' && '@type' in thing && thing['@type'] === 'CreativeWork',
    );
    expect(work).toMatchObject({
      name: 'Carrier invoices reconciled in hours, not days',
      url: 'https://www.studio.example/work/freight-invoice-automation',
      datePublished: '2026-08-30',
      funder: { name: 'Prairie Freight Co.' },
    });
  });
});

describe('proof on the other pages', () => {
  it('home shows featured work before anything else, and its results come from case studies and link to them', async () => {
    const { html } = await renderRoute('/', '/', contentPage);
    const firstSection = html.indexOf('Outcomes our clients measured');
    const resultsBand = html.indexOf('Proven Results');
    expect(firstSection).toBeGreaterThan(0);
    expect(firstSection).toBeLessThan(html.indexOf('Built for Scale'));
    const results = html.slice(resultsBand, html.indexOf('</section>', resultsBand));
    expect(results).toContain('5 days → 2 hours');
    expect(results).toContain('Prairie Freight Co., from the first month in production.');
    expect(linkedCaseStudies(results)).toHaveLength(3);
    expect(html).toContain('Elena Vargas');
  });

  it('shows each client by its logo, named once: by its alt where a case study is named, decorative beside the written name', async () => {
    const clients = ['Brazos Valley County', 'Trinity Community Health', 'Prairie Freight Co.'];
    const logos = (html: string) => images(html).filter((image) => image.src?.includes('-240x64.svg'));

    const index = await renderRoute('/work', '/work', work);
    expect(logos(list(index.html)).map((image) => image.alt)).toEqual(clients);

    const story = await renderRoute('/work/:slug', '/work/county-permit-kiosks', caseStudyRoute);
    const header = story.html.slice(0, story.html.indexOf('</header>'));
    expect(logos(header)).toMatchObject([{ alt: 'Brazos Valley County', width: '240', height: '64' }]);

    const { html } = await renderRoute('/', '/', contentPage);
    const workBand = html.slice(html.indexOf('Outcomes our clients measured'));
    expect(logos(workBand.slice(0, workBand.indexOf('</section>'))).map((image) => image.alt)).toEqual(clients);
    const results = html.slice(html.indexOf('Proven Results'));
    const resultLogos = logos(results.slice(0, results.indexOf('</section>')));
    expect(resultLogos).toHaveLength(3);
    for (const logo of resultLogos) expect(logo.alt).toBe('');
  });

  it('about and careers show the team; pricing and a product page quote a named client', async () => {
    const aboutHtml = (await renderRoute('/about', '/about', contentPage)).html;
    for (const name of ['Maya Okafor', 'Daniel Nguyen', 'Priya Raman', 'Sam Whitfield'])
      expect(aboutHtml).toContain(name);
    expect((await renderRoute('/careers', '/careers', careers)).html).toContain('Meet some of the team');
    expect((await renderRoute('/pricing', '/pricing', contentPage)).html).toContain('Marcus Reed');
    const product = await renderRoute('/products/:slug', '/products/automate-flow', products);
    expect(product.html).toContain('Grace Thompson');
  });

  it('service and product pages show the work their services were used in', async () => {
    const related = (html: string) => {
      const start = html.indexOf('Related work');
      expect(start).toBeGreaterThan(0);
      return linkedCaseStudies(html.slice(start, html.indexOf('</section>', start)));
    };
    expect(related((await renderRoute('/automation', '/automation', contentPage)).html)).toEqual([
      'freight-invoice-automation',
    ]);
    expect(related((await renderRoute('/professional-audit', '/professional-audit', professionalAudit)).html)).toEqual([
      'patient-portal-accessibility',
      'county-permit-kiosks',
    ]);
    const product = await renderRoute('/products/:slug', '/products/automate-flow', products);
    expect(related(product.html)).toEqual(['freight-invoice-automation']);
  });

  it('opens each route family with its subject: work on home, the report on pricing, the people on about and careers', async () => {
    const hero = (html: string) => images(html.slice(0, html.indexOf('</section>')));
    const [homeHero] = hero((await renderRoute('/', '/', contentPage)).html);
    expect(homeHero).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
    expect(homeHero?.alt).toContain('Prairie Freight Co.');
    const [pricingHero] = hero((await renderRoute('/pricing', '/pricing', contentPage)).html);
    expect(pricingHero?.alt).toContain('accessibility audit report');
    expect(pricingHero?.srcSet).toMatch(/ 320w/);
    for (const [path, module, count, name] of [
      ['/about', contentPage, 4, 'Maya'],
      ['/careers', careers, 3, 'Daniel'],
    ] as const) {
      const { html } = await renderRoute(path, path, module);
      const faces = hero(html);
      expect(faces).toHaveLength(count);
      // One picture per band loads first; the faces are named in words beside them.
      expect(faces.filter((face) => face.fetchpriority === 'high')).toHaveLength(1);
      for (const face of faces) expect(face).toMatchObject({ alt: '', width: expect.any(String) });
      expect(html.slice(0, html.indexOf('</section>'))).toContain(`>${name}<`);
    }
  });

  it('lists /work and every case study in the sitemap', async () => {
    const response = await sitemapLoader(loaderArgs('/sitemap.xml'));
    const xml = await (response as Response).text();
    for (const path of [
      '/work',
      '/work/county-permit-kiosks',
      '/work/patient-portal-accessibility',
      '/work/freight-invoice-automation',
    ]) {
      expect(xml).toContain(`/${path.slice(1)}</loc>`);
    }
  });
});

describe('the bundled image route', () => {
  it('resizes, cuts and converts a raster file as the address asks, as Sanity’s CDN does', async () => {
    const caseStudy = await getContent().caseStudy('county-permit-kiosks');
    const url = new URL(caseStudy?.heroImage.asset.url ?? '', 'http://site.test');
    const [, , , projectId = '', dataset = '', file = ''] = url.pathname.split('/');
    const get = (query: string, accept = 'image/avif,image/webp,*/*') =>
      mediaLoader({
        request: new Request(`http://site.test${url.pathname}${query}`, { headers: { accept } }),
        params: { projectId, dataset, file },
        context: {},
      });

    const small = await get('?w=320&auto=format');
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect(small.headers.get('vary')).toBe('Accept');
    const smallMeta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([320, 200]);

    const avif = await get('?w=320&fm=avif');
    expect(avif.headers.get('content-type')).toBe('image/avif');
    const card = await get('?rect=0,100,1600,840&w=1200&h=630&fm=jpg&fit=crop');
    expect(card.headers.get('content-type')).toBe('image/jpeg');
    const cardMeta = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
    expect([cardMeta.width, cardMeta.height]).toEqual([1200, 630]);

    // Never enlarged; the original when nothing is asked.
    const big = await sharp(Buffer.from(await (await get('?w=4000&fm=webp')).arrayBuffer())).metadata();
    expect(big.width).toBe(1600);
    const original = await get('');
    expect(original.headers.get('content-type')).toBe('image/webp');

    for (const bad of ['?w=-1', '?w=abc', '?rect=1,2,3', '?fm=bmp', `?w=${10_000}`]) {
      expect((await get(bad)).status, bad).toBe(400);
    }
  });
});
