import { describe, expect, it } from 'vitest';
import { getContent } from '~/content/content.server';
import { enquiryLinks } from '~/pages/load-page.server';
import type { Page } from '~/content/schemas/page';
import type { ProductPage } from '~/content/schemas/product-page';
import type { Section, SectionOf } from '~/content/schemas/sections';
import { checkContrast } from '~/lib/contrast';
import * as contentPage from '~/routes/content-page';
import * as products from '~/routes/product';
import { renderRoute } from '../support/render-route';
import { loaderArgs as args, settle, statusOf } from '../support/route-args';
import { CONTENT_PAGE_ROUTES, isSiteRoute } from '../support/site-routes';

const ENQUIRY_EMAIL = 'hello@bluebonnetlabs.studio';

function section<Type extends Section['_type']>(
  page: Page | ProductPage,
  type: Type,
  heading?: string,
): SectionOf<Type> {
  const found = page.sections.find(
    (item): item is SectionOf<Type> => item._type === type && (heading === undefined || item.heading === heading),
  );
  if (!found) throw new Error(`No ${type}${heading ? ` "${heading}"` : ''} on ${page.slug}`);
  return found;
}

/**
 * The document a content route shows, read as its loader reads it: the loader itself sends the
 * rendered markup (renderRoute checks that), these tests check the content.
 */
async function pageData(slug: string) {
  const page = await getContent().page(slug);
  if (!page) throw new Error(`No page ${slug}`);
  return { page, enquiries: enquiryLinks(page.sections, ENQUIRY_EMAIL) };
}

async function productData(slug: string) {
  const page = await getContent().productPage(slug);
  if (!page) throw new Error(`No product page ${slug}`);
  return { page };
}

const titles = (items: { title: string }[]) => items.map((item) => item.title);

/** Every href an editor wrote on a page: hero, sections, cards, tiers, product calls to action. */
function contentLinks(page: Page | ProductPage): string[] {
  const hrefs = page.hero.links.map((link) => link.href);
  for (const item of page.sections) {
    if ('links' in item) hrefs.push(...item.links.map((link) => link.href));
    if (item._type === 'cardGridSection')
      hrefs.push(...item.cards.flatMap((card) => (card.link ? [card.link.href] : [])));
    if (item._type === 'pricingSection') hrefs.push(...item.tiers.flatMap((tier) => (tier.cta ? [tier.cta.href] : [])));
  }
  if ('links' in page) hrefs.push(...page.links.map((link) => link.href));
  return hrefs;
}

describe('home page loader', () => {
  it('types the last word of the hero and scrolls to the services section', async () => {
    const { page } = await pageData('home');
    expect(page.hero.heading).toBe('Architecting & Engineering Performance');
    expect(page.hero.typewriter).toBe(true);
    expect(page.hero.links[0]).toMatchObject({ label: 'View Our Services', href: '#services' });
    const servicesSection = page.sections.find((item) => item.anchor === 'services');
    expect(servicesSection?._type).toBe('cardGridSection');
    if (servicesSection?._type !== 'cardGridSection') return;
    expect(titles(servicesSection.cards)).toEqual([
      'Mobile Engineering',
      'Design Systems & UI/UX',
      'AI & Automation',
      'Cloud & Infrastructure',
    ]);
    expect(servicesSection.links).toEqual([{ label: 'Start Your Project', href: '/book-call', variant: 'primary' }]);
  });

  it('shows the certifications, industries, choices and results the specification lists', async () => {
    const { page } = await pageData('home');
    expect(titles(section(page, 'cardGridSection', 'Certified enterprise architects').cards)).toEqual([
      'Splunk Certified',
      'NIST Compliance',
      'FedRAMP',
      'HIPAA',
      'PCI DSS',
      'TOGAF',
      'ZACHMAN',
    ]);
    expect(section(page, 'cardGridSection', 'Industries We Serve').cards).toHaveLength(6);
    // One band after another in a different layout, and a grid without one keeps the icon cards.
    expect(
      page.sections.flatMap((item) => (item._type === 'cardGridSection' ? [[item.heading, item.layout]] : [])),
    ).toEqual([
      ['Certified enterprise architects', 'list'],
      ['Services engineered for performance', 'cards'],
      ['Choose Your Service', 'numbered'],
      ['Industries We Serve', 'bento'],
    ]);
    expect(
      section(page, 'cardGridSection', 'Choose Your Service').cards.map((card) => [card.title, card.link?.href]),
    ).toEqual([
      ['Build Your App', '/mobile-app-quote'],
      ['Explore Services', '/services'],
      ['Get Started', '/contact'],
    ]);
    const results = section(page, 'resultsSection', 'Proven Results');
    // Each figure is a case study's headline outcome, with its client and time frame (docs/decisions/0024).
    expect(
      results.results.map((result) => [
        `${result.metric} ${result.label}`,
        result.caseStudy?.client,
        result.caseStudy?.slug,
      ]),
    ).toEqual([
      ['5 days → 2 hours to reconcile a week of carrier invoices', 'Prairie Freight Co.', 'freight-invoice-automation'],
      ['41% shorter average wait at the permit counter', 'Brazos Valley County', 'county-permit-kiosks'],
      [
        '212 → 0 WCAG 2.2 AA failures on the patient portal',
        'Trinity Community Health',
        'patient-portal-accessibility',
      ],
    ]);
    expect(results.links.map((link) => link.href)).toEqual(['/work', '/mobile-app-quote', '/automation']);
    expect(section(page, 'logoStripSection').scrolling).toBe(true);
  });

  it('renders the whole hero heading in the server HTML', async () => {
    const { html } = await renderRoute('/', '/', contentPage);
    expect(html).toContain('<span class="sr-only">Architecting &amp; Engineering Performance</span>');
    expect(html).toContain('data-typed-word="Performance"');
  });
});

describe('about page loader', () => {
  it('has the values, the four stat tiles, a fallback image and Contact Us', async () => {
    const { page } = await pageData('about');
    expect(titles(section(page, 'cardGridSection', 'What we value').cards)).toEqual([
      'Excellence',
      'Innovation',
      'Integrity',
      'User-Centricity',
    ]);
    expect(section(page, 'statsSection').stats.map((stat) => stat.value)).toEqual(['50+', '100+', '10+', '25+']);
    const story = section(page, 'richTextSection');
    expect(story.image?.asset._id).toMatch(/^image-[\da-f]{40}-640x480-svg$/);
    expect(story.image?.alt).toMatch(/team planning an app/);
    expect(story.image?.fallback?.asset.url).toMatch(/^\/media\/images\/local\/production\/[\da-f]{40}-\d+x\d+\.svg$/);
    expect(story.image?.fallback?.asset._id).not.toBe(story.image?.asset._id);
    expect(contentLinks(page)).toContain('/contact');
  });
});

describe('services page loader', () => {
  it('shows four primary services, the nine others in full rows, the four-step process and eight FAQs', async () => {
    const { page } = await pageData('services');
    expect(titles(section(page, 'cardGridSection', 'AI-Powered Services').cards)).toEqual([
      'Mobile Engineering',
      'AI & Automation',
      'Accessibility & Compliance Audits',
      'Custom Web Applications',
    ]);
    const more = section(page, 'cardGridSection', 'More ways we help');
    // Nine in three full rows of three: no card alone in a row.
    expect([more.columns, more.cards.length]).toEqual([3, 9]);
    expect(titles(section(page, 'processSection').steps)).toEqual([
      'Discovery',
      'Strategy',
      'Design & Development',
      'Launch & Support',
    ]);
    const faq = section(page, 'faqSection');
    expect(faq.faqs).toHaveLength(8);
    expect(faq.faqs.every((item) => item.answer.length > 0)).toBe(true);
  });
});

describe('pricing page loader', () => {
  it('prices the three audit tiers and opens a mail draft for those without a link', async () => {
    const { page, enquiries } = await pageData('pricing');
    const tiers = section(page, 'pricingSection').tiers;
    expect(tiers.map((tier) => [tier.name, tier.price ?? tier.priceLabel, tier.badge])).toEqual([
      ['Demo Tools', 'Free', undefined],
      ['Professional Audit', 1200, 'Most Popular'],
      ['Enterprise', 'Custom', undefined],
    ]);
    const [demo, professional, enterprise] = tiers;
    expect(demo?.cta?.href).toBe('/sandbox');
    expect(enquiries[demo?._id ?? '']).toBeUndefined();
    expect(enquiries[professional?._id ?? '']).toMatch(
      new RegExp(`^mailto:${ENQUIRY_EMAIL}\\?subject=Pricing%20Inquiry%3A%20Professional%20Audit&body=`),
    );
    expect(enquiries[enterprise?._id ?? '']).toContain('subject=Pricing%20Inquiry%3A%20Enterprise');
    expect(titles(section(page, 'processSection').steps)).toEqual([
      'Submit Request',
      'Expert Review',
      'Detailed Report',
      'Implementation Support',
    ]);
  });

  it('states both timeline readings and the rush terms', async () => {
    const { html } = await renderRoute('/pricing', '/pricing', contentPage);
    expect(html).toContain('5-7 business days');
    expect(html).toContain('7-day delivery');
    expect(html).toContain('2-3 business days');
    expect(html).toContain('50%');
    expect(html).toMatch(
      /href="mailto:hello@bluebonnetlabs\.studio\?subject=Pricing%20Inquiry%3A%20Professional%20Audit/,
    );
  });
});

describe('API docs loader', () => {
  it('lists the three endpoints and a quick start with sample colors', async () => {
    const { page } = await pageData('api-docs');
    expect(
      section(page, 'apiEndpointsSection').endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`),
    ).toEqual(['POST /api/v1/compliance-check', 'POST /api/v1/color-contrast', 'POST /api/v1/accessibility-scan']);
    expect(contentLinks(page)).toEqual(expect.arrayContaining(['/api-pricing', '/contact']));
  });

  it('renders a sample response computed by the site’s own contrast logic', async () => {
    const { page } = await pageData('api-docs');
    const quickStart = section(page, 'apiQuickStartSection');
    const expected = checkContrast(quickStart.sampleForeground, quickStart.sampleBackground);
    expect(expected).not.toBeNull();
    const { html } = await renderRoute('/api-docs', '/api-docs', contentPage);
    expect(html).toContain(`&quot;contrast_ratio&quot;: ${expected?.ratio}`);
    expect(html).toContain(`&quot;wcag_aa_normal&quot;: ${expected?.aaNormal}`);
    expect(html).toContain(`&quot;wcag_aa_large&quot;: ${expected?.aaLarge}`);
    expect(html).toContain(`&quot;wcag_aaa_normal&quot;: ${expected?.aaaNormal}`);
    expect(html).toContain(`&quot;wcag_aaa_large&quot;: ${expected?.aaaLarge}`);
    expect(html).toContain('Authorization: Bearer YOUR_API_KEY');
  });
});

describe('API pricing loader', () => {
  it('has the three plans, what counts as a call and the FAQ', async () => {
    const { page, enquiries } = await pageData('api-pricing');
    const tiers = section(page, 'pricingSection').tiers;
    expect(tiers.map((tier) => [tier.name, tier.price ?? tier.priceLabel, tier.unit])).toEqual([
      ['Starter', 29, '/month'],
      ['Professional', 99, '/month'],
      ['Enterprise', 'Custom', undefined],
    ]);
    expect(tiers[1]?.badge).toBe('Most Popular');
    expect(tiers.map((tier) => tier.features[0])).toEqual([
      '1,000 API calls per month',
      '10,000 API calls per month',
      'Unlimited API calls',
    ]);
    expect(Object.keys(enquiries)).toHaveLength(3);
    expect(titles(section(page, 'cardGridSection', 'What counts as a call').cards)).toEqual([
      'Single check',
      'Page scan',
      'Full report',
    ]);
    expect(section(page, 'faqSection').faqs.length).toBeGreaterThan(0);
  });
});

describe('website specials loader', () => {
  it('has three unpriced tiers with Get Quote to /contact and Book Consultation', async () => {
    const { page } = await pageData('website-specials');
    const packages = section(page, 'pricingSection');
    expect(packages.tiers.map((tier) => [tier.name, tier.price, tier.cta?.label, tier.cta?.href])).toEqual([
      ['Starter', undefined, 'Get Quote', '/contact'],
      ['Business', undefined, 'Get Quote', '/contact'],
      ['Pro', undefined, 'Get Quote', '/contact'],
    ]);
    expect(packages.tiers.map((tier) => tier.unit)).toEqual([
      '1 page · 1-day delivery',
      'Up to 3 pages · 5-day delivery',
      'Unlimited pages',
    ]);
    expect(packages.links).toEqual([{ label: 'Book Consultation', href: '/book-call', variant: 'secondary' }]);
  });
});

describe('automation loader', () => {
  it('has six demos of four steps, the 1-2 week setup and both calls to action', async () => {
    const { page } = await pageData('automation');
    const demos = section(page, 'demoSection').demos;
    expect(demos).toHaveLength(6);
    expect(demos.every((demo) => demo.steps.length === 4)).toBe(true);
    expect(section(page, 'processSection').intro).toContain('1-2 weeks');
    expect(contentLinks(page)).toEqual(expect.arrayContaining(['/contact', '/book-call']));
  });
});

describe('7-day app loader', () => {
  it('offers the Security Audit and Technology Consulting cards and the 30-day guarantee', async () => {
    const { page } = await pageData('7dayapp');
    expect(
      section(page, 'cardGridSection', 'Get it right before you build').cards.map((card) => [
        card.title,
        card.link?.href,
      ]),
    ).toEqual([
      ['Security Audit', '/book-call'],
      ['Technology Consulting', '/book-call'],
    ]);
    expect(titles(section(page, 'cardGridSection', 'Our guarantees').cards)).toContain(
      '30 days of post-launch support',
    );
    expect(section(page, 'processSection').steps.length).toBeGreaterThanOrEqual(3);
  });
});

describe('maintenance loader', () => {
  it('prices the three plans as docs/specification.md section 9 says', async () => {
    const { page } = await pageData('maintenance');
    const tiers = section(page, 'pricingSection').tiers;
    expect(tiers.map((tier) => [tier.name, tier.price, tier.unit, tier.features[0]])).toEqual([
      ['Basic', 500, '/mo', '5 hours of bug fixes each month'],
      ['Professional', 1500, '/mo', '15 hours of bug fixes and improvements each month'],
      ['Enterprise', 3500, '/mo', '10 hours of new feature work each month'],
    ]);
    expect(tiers[2]?.features).toContain('Unlimited bug fixes');
    expect(contentLinks(page)).toEqual(expect.arrayContaining(['/contact', '/book-call']));
  });
});

const PRODUCT_SLUGS = ['analytics-pro', 'content-hub', 'automate-flow', 'secure-id', 'mobile-core', 'support-engine'];

describe('product page loader', () => {
  it.each(PRODUCT_SLUGS)('loads %s with a contact or book-call link', async (slug) => {
    const { page } = await productData(slug);
    expect(page.slug).toBe(slug);
    expect(page.links.some((link) => link.href === '/contact' || link.href === '/book-call')).toBe(true);
  });

  it('takes each product’s accent from its document, and draws its features as a bento', async () => {
    const accents: Record<string, string> = {};
    for (const slug of PRODUCT_SLUGS) {
      const { page } = await productData(slug);
      accents[slug] = page.accent;
      expect(section(page, 'cardGridSection').layout).toBe('bento');
    }
    expect(accents).toEqual({
      'analytics-pro': 'sky',
      'content-hub': 'violet',
      'automate-flow': 'amber',
      'secure-id': 'emerald',
      'mobile-core': 'rose',
      'support-engine': 'teal',
    });
    const { html } = await renderRoute('/products/:slug', '/products/secure-id', products);
    expect(html).toContain('[--accent-glow:var(--color-emerald-600)]');
  });

  it('links mobile-core to the mobile app quote', async () => {
    const { page } = await productData('mobile-core');
    expect(page.links.map((link) => link.href)).toContain('/mobile-app-quote');
  });

  it('answers 404 for an unknown product', async () => {
    expect(statusOf(await settle(products.loader(args('/products/nope', { slug: 'nope' }))))).toBe(404);
  });
});

const PAGE_ROUTES = CONTENT_PAGE_ROUTES.map((path) => [path, contentPage] as const);

describe('every content page', () => {
  it.each(PAGE_ROUTES)(
    '%s has its own title and description, and links only to routes that exist',
    async (_path, route) => {
      const data = await route.loader(args(_path));
      const meta = route.meta({
        data,
        params: {},
        location: { pathname: _path, search: '', hash: '', state: null, key: '' },
        matches: [],
      });
      expect(meta).toEqual(
        expect.arrayContaining([
          { title: data.page.seo.title },
          { name: 'description', content: data.page.seo.description },
        ]),
      );
      for (const href of contentLinks((await pageData(_path.slice(1) || 'home')).page)) {
        if (href.startsWith('/')) expect(isSiteRoute(href), `${href} on ${_path}`).toBe(true);
        else expect(href, `${href} on ${_path}`).toMatch(/^(#[\w-]+|mailto:|https:\/\/)/);
      }
    },
  );

  it('titles are all different', async () => {
    const titlesSeen = await Promise.all(
      PAGE_ROUTES.map(async ([path, route]) => (await route.loader(args(path))).page.seo.title),
    );
    expect(new Set(titlesSeen).size).toBe(titlesSeen.length);
  });

  it('product pages link only to routes that exist', async () => {
    for (const slug of PRODUCT_SLUGS) {
      const { page } = await productData(slug);
      for (const href of contentLinks(page)) expect(isSiteRoute(href), `${href} on ${slug}`).toBe(true);
    }
  });
});
