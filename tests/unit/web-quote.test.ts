import { describe, expect, it } from 'vitest';
import {
  WEB_API_INTEGRATION_OPTIONS,
  WEB_BASE_PRICE,
  WEB_DEFAULT_PAGES,
  WEB_DEFAULT_TIMELINE,
  WEB_FEATURES,
  WEB_PAGE_OPTIONS,
  WEB_TIMELINE_OPTIONS,
  calculateWebQuote,
  parseWebQuoteForm,
  type WebFeatureKey,
  type WebQuoteResult,
} from '~/lib/quote/web-quote';

function sumOfLines(result: WebQuoteResult): number {
  return result.lines.reduce((sum, line) => sum + line.amount, 0);
}

describe('web quote options', () => {
  it('offers page options 3, 6, 12 and 20 with labels matching the tiers', () => {
    expect(WEB_PAGE_OPTIONS).toEqual([
      { value: 3, label: '1-3' },
      { value: 6, label: '4-8' },
      { value: 12, label: '9-15' },
      { value: 20, label: '16+' },
    ]);
  });

  it('offers integration counts 0, 2, 5 and 8', () => {
    expect(WEB_API_INTEGRATION_OPTIONS.map((option) => option.value)).toEqual([0, 2, 5, 8]);
  });

  it('describes each timeline with its duration and adjustment', () => {
    expect(WEB_TIMELINE_OPTIONS).toEqual([
      { value: 'rush', label: 'Rush', duration: '1-3 weeks', adjustment: 800 },
      { value: 'standard', label: 'Standard', duration: '4-6 weeks', adjustment: 0 },
      { value: 'flexible', label: 'Flexible', duration: '8+ weeks', adjustment: -300 },
    ]);
    expect(WEB_DEFAULT_TIMELINE).toBe('standard');
  });

  it('lists the seven features with their prices', () => {
    expect(WEB_FEATURES.map((feature) => [feature.key, feature.amount])).toEqual([
      ['userAuth', 400],
      ['ecommerce', 1500],
      ['paymentProcessing', 600],
      ['cms', 800],
      ['adminDashboard', 1000],
      ['seoOptimization', 500],
      ['responsiveDesign', 300],
    ]);
  });
});

describe('calculateWebQuote', () => {
  it('charges only the base price for an empty input (3 pages, standard timeline)', () => {
    const result = calculateWebQuote({});
    expect(WEB_BASE_PRICE).toBe(1500);
    expect(WEB_DEFAULT_PAGES).toBe(3);
    expect(result.total).toBe(1500);
    expect(result.lines).toEqual([{ label: 'Base web app development', amount: 1500 }]);
    expect(result.timeline).toEqual({
      value: 'standard',
      label: 'Standard',
      duration: '4-6 weeks',
    });
  });

  it.each([
    [1, 1500],
    [3, 1500],
    [4, 1800],
    [6, 1800],
    [8, 1800],
    [9, 2100],
    [12, 2100],
    [15, 2100],
    [16, 2700],
    [20, 2700],
    [50, 2700],
  ])('prices %i pages at $%i (exclusive tiers)', (pages, total) => {
    expect(calculateWebQuote({ pages }).total).toBe(total);
  });

  it('labels the page tier line', () => {
    expect(calculateWebQuote({ pages: 6 }).lines[1]).toEqual({ label: 'Pages (4-8)', amount: 300 });
    expect(calculateWebQuote({ pages: 12 }).lines[1]).toEqual({
      label: 'Pages (9-15)',
      amount: 600,
    });
    expect(calculateWebQuote({ pages: 20 }).lines[1]).toEqual({
      label: 'Pages (16 or more)',
      amount: 1200,
    });
  });

  it.each([
    ['userAuth', 'User Authentication', 400],
    ['ecommerce', 'E-commerce', 1500],
    ['paymentProcessing', 'Payment Processing', 600],
    ['cms', 'Content Management System', 800],
    ['adminDashboard', 'Admin Dashboard', 1000],
    ['seoOptimization', 'SEO Optimization', 500],
    ['responsiveDesign', 'Responsive Design', 300],
  ] satisfies [WebFeatureKey, string, number][])('adds %s as "%s" for $%i', (key, label, amount) => {
    const result = calculateWebQuote({ [key]: true });
    expect(result.total).toBe(1500 + amount);
    expect(result.lines).toEqual([
      { label: 'Base web app development', amount: 1500 },
      { label, amount },
    ]);
  });

  it.each([
    [0, 0],
    [2, 300],
    [5, 750],
    [8, 1200],
  ])('charges $150 per integration: %i integrations add $%i', (apiIntegrations, amount) => {
    expect(calculateWebQuote({ apiIntegrations }).total).toBe(1500 + amount);
  });

  it('labels the integrations line with count and unit price', () => {
    expect(calculateWebQuote({ apiIntegrations: 8 }).lines[1]).toEqual({
      label: 'API integrations (8 × $150)',
      amount: 1200,
    });
  });

  it.each([
    ['rush', 800, 'Rush timeline (1-3 weeks)'],
    ['flexible', -300, 'Flexible timeline (8+ weeks)'],
  ] as const)('adjusts a %s timeline by %i', (timeline, amount, label) => {
    const result = calculateWebQuote({ timeline });
    expect(result.total).toBe(1500 + amount);
    expect(result.lines.at(-1)).toEqual({ label, amount });
  });

  it('adds no line for the standard timeline', () => {
    expect(calculateWebQuote({ timeline: 'standard' }).lines).toHaveLength(1);
  });

  it('prices the full example: every feature, 20 pages, 8 integrations, rush', () => {
    const result = calculateWebQuote({
      pages: 20,
      userAuth: true,
      ecommerce: true,
      paymentProcessing: true,
      cms: true,
      apiIntegrations: 8,
      adminDashboard: true,
      seoOptimization: true,
      responsiveDesign: true,
      timeline: 'rush',
    });
    // 1500 + 1200 + (400+1500+600+800+1000+500+300) + 1200 + 800
    expect(result.total).toBe(9800);
    expect(result.lines.map((line) => line.label)).toEqual([
      'Base web app development',
      'Pages (16 or more)',
      'User Authentication',
      'E-commerce',
      'Payment Processing',
      'Content Management System',
      'Admin Dashboard',
      'SEO Optimization',
      'Responsive Design',
      'API integrations (8 × $150)',
      'Rush timeline (1-3 weeks)',
    ]);
    expect(sumOfLines(result)).toBe(result.total);
  });

  it('keeps lines summing to the total for a discounted quote', () => {
    const result = calculateWebQuote({ pages: 6, cms: true, timeline: 'flexible' });
    expect(result.total).toBe(1500 + 300 + 800 - 300);
    expect(sumOfLines(result)).toBe(result.total);
  });
});

describe('parseWebQuoteForm', () => {
  it('reads checked boxes, selects and free text', () => {
    expect(
      parseWebQuoteForm({
        pages: '12',
        ecommerce: 'on',
        cms: 'on',
        responsiveDesign: 'on',
        apiIntegrations: '2',
        timeline: 'rush',
        additionalFeatures: 'Multi-language support',
      }),
    ).toEqual({
      pages: 12,
      userAuth: false,
      ecommerce: true,
      paymentProcessing: false,
      cms: true,
      apiIntegrations: 2,
      adminDashboard: false,
      seoOptimization: false,
      responsiveDesign: true,
      timeline: 'rush',
      additionalFeatures: 'Multi-language support',
    });
  });

  it('falls back to defaults for empty and out-of-list values', () => {
    expect(parseWebQuoteForm({ pages: '7', apiIntegrations: 'three', timeline: '' })).toEqual({
      pages: 3,
      userAuth: false,
      ecommerce: false,
      paymentProcessing: false,
      cms: false,
      apiIntegrations: 0,
      adminDashboard: false,
      seoOptimization: false,
      responsiveDesign: false,
      timeline: 'standard',
      additionalFeatures: '',
    });
  });

  it('produces input the calculator prices end to end', () => {
    const input = parseWebQuoteForm({ pages: '20', seoOptimization: 'on', timeline: 'flexible' });
    expect(calculateWebQuote(input).total).toBe(1500 + 1200 + 500 - 300);
  });
});
