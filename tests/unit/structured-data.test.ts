import { JSDOM } from 'jsdom';
import type { Thing } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import {
  jobPosting,
  jsonLd,
  offerCatalog,
  openingHours,
  organization,
  pageGraph,
  plainText,
  type SiteFacts,
} from '~/seo/structured-data';
import { graphNodes, structuredDataProblems, typesOf } from '../support/structured-data-rules';

/** A node's problems, read as a crawler reads the published JSON. */
const problemsOf = (node: unknown) =>
  graphNodes({ '@graph': [JSON.parse(JSON.stringify(node))] }).flatMap(structuredDataProblems);

const site: SiteFacts = {
  origin: 'https://studio.example',
  companyName: 'Studio',
  description: 'A studio.',
  phone: '(214) 555-0142',
  location: 'Dallas-Fort Worth, Texas',
  logoUrl: 'https://studio.example/social/logo.png',
  businessHours: [
    { days: 'Monday – Friday', hours: '9am-5pm CST' },
    { days: 'Saturday – Sunday', hours: 'Closed' },
  ],
  socialLinks: [{ url: 'https://social.example/studio' }],
};

const job = {
  slug: 'designer',
  title: 'Designer',
  description: 'Design <things> & more.',
  location: 'Remote / Dallas',
  type: 'Full-time',
  requirements: ['Taste'],
  postedAt: '2026-10-06T15:00:00Z',
  validThrough: '2027-03-31',
};

describe('structured data', () => {
  it('reads business hours as editors write them, and skips closed days', () => {
    expect(openingHours(site.businessHours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
    ]);
    expect(openingHours([{ days: 'Mon - Thu', hours: '8:30am – 12pm' }])[0]).toMatchObject({
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
      opens: '08:30',
      closes: '12:00',
    });
    expect(openingHours([{ days: 'Weekdays', hours: 'by appointment' }])).toEqual([]);
  });

  it('describes the studio as a local professional service with what search engines require', () => {
    const studio = organization(site);
    expect(problemsOf(studio)).toEqual([]);
    expect(studio).toMatchObject({
      address: { addressLocality: 'Dallas-Fort Worth', addressRegion: 'Texas', addressCountry: 'US' },
      sameAs: ['https://social.example/studio'],
    });
  });

  it('publishes a remote position as telecommuting with where applicants may live, and its office', () => {
    const posting = jobPosting(job, site);
    expect(problemsOf(posting)).toEqual([]);
    expect(posting).toMatchObject({
      employmentType: 'FULL_TIME',
      datePosted: '2026-10-06',
      jobLocationType: 'TELECOMMUTE',
      directApply: true,
      jobLocation: [{ address: { addressLocality: 'Dallas', addressCountry: 'US' } }],
    });
    // The description is HTML; the editor's text is escaped into it and reads as the editor wrote it.
    const description = JSDOM.fragment(String(posting.description));
    expect([...description.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Design <things> & more.',
      'Requirements:',
    ]);
    expect([...description.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Taste']);
    expect(description.querySelector('things')).toBeNull();
  });

  it('publishes an office position with its place and no telecommuting', () => {
    const posting = jobPosting({ ...job, location: 'Washington DC (requires clearance)' }, site);
    expect(problemsOf(posting)).toEqual([]);
    expect(posting).not.toHaveProperty('jobLocationType');
    expect(posting).toMatchObject({ jobLocation: [{ address: { addressLocality: 'Washington DC' } }] });
  });

  it('a position without a publication date fails the rules (the rules can fail)', () => {
    const { postedAt: _postedAt, ...undated } = job;
    expect(problemsOf(jobPosting(undated, site))).toContain('JobPosting "Designer": missing datePosted');
  });

  it('publishes the last day to apply, and the salary only where the editor gave one', () => {
    expect(jobPosting(job, site)).toMatchObject({ validThrough: '2027-03-31T23:59:59-06:00' });
    expect(jobPosting(job, site)).not.toHaveProperty('baseSalary');
    const paid = jobPosting(
      { ...job, baseSalary: { minValue: 90000, maxValue: 120000, unitText: 'YEAR', currency: 'USD' } },
      site,
    );
    expect(problemsOf(paid)).toEqual([]);
    expect(paid.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 90000, maxValue: 120000, unitText: 'YEAR' },
    });
    const { validThrough: _validThrough, ...open } = job;
    expect(problemsOf(jobPosting(open, site))).toContain('JobPosting "Designer": missing validThrough');
  });

  it('prices per month as a unit price for a month, as the page shows "$29 /month"', () => {
    const catalog = offerCatalog(
      'API plans',
      [
        { name: 'Starter', price: 29, unit: '/month', description: 'Small.' },
        { name: 'Basic', price: 500, unit: '/mo', description: 'Care.' },
        { name: 'Audit', price: 1200, unit: 'per mobile app', description: 'One app.' },
        { name: 'Once', price: 500, description: 'Flat.' },
      ],
      'https://studio.example/api-pricing',
    );
    expect(problemsOf(catalog)).toEqual([]);
    expect(catalog).toMatchObject({
      itemListElement: [
        {
          price: 29,
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: 29,
            priceCurrency: 'USD',
            unitCode: 'MON',
            referenceQuantity: { value: 1, unitCode: 'MON' },
          },
        },
        { priceSpecification: { unitCode: 'MON', unitText: 'month' } },
        { priceSpecification: { unitText: 'mobile app', referenceQuantity: { value: 1, unitText: 'mobile app' } } },
        { price: 500 },
      ],
    });
    expect(catalog?.itemListElement).toHaveLength(4);
    // A monthly price written as a bare one-time price fails the rules.
    const bare = {
      '@type': 'Offer',
      name: 'Starter',
      price: 29,
      priceCurrency: 'USD',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 29, priceCurrency: 'USD' },
    };
    expect(problemsOf({ '@type': 'OfferCatalog', name: 'x', itemListElement: [bare] })).toEqual([
      'OfferCatalog "x" offer: unit price names no unit (unitCode or referenceQuantity)',
    ]);
  });

  it('gives a product the offers its page shows, and none it does not', () => {
    const graph = pageGraph(
      site,
      '/products/hub',
      { page: { name: 'Hub', slug: 'hub', seo: { description: 'A hub.' } } },
      [
        {
          _type: 'pricingSection',
          heading: 'Plans',
          tiers: [{ name: 'Team', price: 49, unit: '/month', description: 'Team.' }],
        },
      ],
    );
    const product = graph.find((node) => typesOf(JSON.parse(JSON.stringify(node))).includes('SoftwareApplication'));
    expect(product).toMatchObject({ offers: [{ price: 49, priceSpecification: { unitCode: 'MON' } }] });
    expect(graph.flatMap(problemsOf)).toEqual([]);
    const unpriced = pageGraph(site, '/products/hub', {
      page: { name: 'Hub', slug: 'hub', seo: { description: 'A hub.' } },
    });
    expect(JSON.stringify(unpriced)).not.toContain('"offers"');
  });

  it('offers only priced tiers, in US dollars', () => {
    const catalog = offerCatalog(
      'Audits',
      [
        { name: 'Basic', price: 500, description: 'One app.' },
        { name: 'Enterprise', description: 'Custom.' },
      ],
      'https://studio.example/pricing',
    );
    expect(catalog).toMatchObject({ itemListElement: [{ name: 'Basic', price: 500, priceCurrency: 'USD' }] });
    expect(offerCatalog('Custom only', [{ name: 'Enterprise', description: 'Custom.' }], 'x')).toBeNull();
  });

  it('builds breadcrumbs, FAQs and prices from a content page’s sections', () => {
    const graph = pageGraph(site, '/services', { page: { title: 'Services', slug: 'services' } }, [
      {
        _type: 'faqSection',
        faqs: [
          {
            question: 'How long?',
            answer: [{ _type: 'block', children: [{ _type: 'span', text: 'Three months.' }] }],
          },
        ],
      },
      { _type: 'pricingSection', heading: 'Plans', tiers: [{ name: 'Basic', price: 99, description: 'Small.' }] },
    ]);
    const types = graphNodes(JSON.parse(JSON.stringify({ '@graph': graph }))).flatMap(typesOf);
    expect(types).toEqual(['ProfessionalService', 'WebSite', 'BreadcrumbList', 'FAQPage', 'OfferCatalog']);
    expect(graph.flatMap(problemsOf)).toEqual([]);
  });

  it('writes JSON-LD that no text in it can end or hide the end of, and that reads back unchanged', () => {
    const graph = [
      {
        '@type': 'JobPosting',
        title: '</script><img src=x onerror="alert(1)">',
        description: '<!--<script> & </SCRIPT > \u2028 "quoted" \\ end',
      },
    ] as Thing[];
    const text = jsonLd(graph);
    expect(text).not.toContain('<');
    const { document } = new JSDOM(
      `<!DOCTYPE html><body><script type="application/ld+json">${text}</script><p>after</p></body>`,
    ).window;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('p')?.textContent).toBe('after');
    expect(JSON.parse(document.querySelector('script')?.textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@graph': graph,
    });
  });

  it('turns Portable Text into plain paragraphs', () => {
    expect(
      plainText([
        { _type: 'block', children: [{ text: 'One ' }, { text: 'two.' }] },
        { _type: 'image' },
        { _type: 'block', children: [{ text: 'Three.' }] },
      ]),
    ).toBe('One two.\n\nThree.');
  });
});
