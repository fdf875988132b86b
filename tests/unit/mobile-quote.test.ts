import { describe, expect, it } from 'vitest';
import {
  MOBILE_API_INTEGRATION_OPTIONS,
  MOBILE_BASE_PRICE,
  MOBILE_DEFAULT_SCREENS,
  MOBILE_DEFAULT_TIMELINE,
  MOBILE_FEATURES,
  MOBILE_SCREEN_OPTIONS,
  MOBILE_TIMELINE_OPTIONS,
  calculateMobileQuote,
  parseMobileQuoteForm,
  type MobileFeatureKey,
  type MobileQuoteResult,
} from '~/lib/quote/mobile-quote';

function sumOfLines(result: MobileQuoteResult): number {
  return result.lines.reduce((sum, line) => sum + line.amount, 0);
}

describe('mobile quote options', () => {
  it('offers the screen options from the spec', () => {
    expect(MOBILE_SCREEN_OPTIONS).toEqual([
      { value: 3, label: '3-5' },
      { value: 8, label: '6-10' },
      { value: 15, label: '11-20' },
      { value: 25, label: '20+' },
    ]);
  });

  it('offers integration counts 0, 2, 5 and 8', () => {
    expect(MOBILE_API_INTEGRATION_OPTIONS.map((option) => option.value)).toEqual([0, 2, 5, 8]);
  });

  it('describes each timeline with its duration and adjustment', () => {
    expect(MOBILE_TIMELINE_OPTIONS).toEqual([
      { value: 'rush', label: 'Rush', duration: '2-4 weeks', adjustment: 1000 },
      { value: 'standard', label: 'Standard', duration: '6-8 weeks', adjustment: 0 },
      { value: 'flexible', label: 'Flexible', duration: '10+ weeks', adjustment: -500 },
    ]);
    expect(MOBILE_DEFAULT_TIMELINE).toBe('standard');
  });

  it('lists the six features with their prices', () => {
    expect(MOBILE_FEATURES.map((feature) => [feature.key, feature.amount])).toEqual([
      ['userAuth', 500],
      ['pushNotifications', 300],
      ['paymentProcessing', 800],
      ['fileUploads', 400],
      ['adminPanel', 1200],
      ['storeSubmission', 500],
    ]);
  });
});

describe('calculateMobileQuote', () => {
  it('charges only the base price for an empty input (5 screens, standard timeline)', () => {
    const result = calculateMobileQuote({});
    expect(MOBILE_BASE_PRICE).toBe(2500);
    expect(MOBILE_DEFAULT_SCREENS).toBe(5);
    expect(result.total).toBe(2500);
    expect(result.lines).toEqual([{ label: 'Base mobile app development', amount: 2500 }]);
    expect(result.timeline).toEqual({
      value: 'standard',
      label: 'Standard',
      duration: '6-8 weeks',
    });
  });

  it.each([
    [1, 2500],
    [3, 2500],
    [5, 2500],
    [6, 3250],
    [8, 3250],
    [10, 3250],
    [11, 4000],
    [15, 4000],
    [20, 4000],
    [25, 4000],
    [100, 4000],
  ])('prices %i screens at $%i (exclusive tiers)', (screens, total) => {
    expect(calculateMobileQuote({ screens }).total).toBe(total);
  });

  it('labels the screen tier line', () => {
    expect(calculateMobileQuote({ screens: 8 }).lines[1]).toEqual({
      label: 'Screens (6-10)',
      amount: 750,
    });
    expect(calculateMobileQuote({ screens: 15 }).lines[1]).toEqual({
      label: 'Screens (11 or more)',
      amount: 1500,
    });
  });

  it('treats a non-finite screen count as the default', () => {
    expect(calculateMobileQuote({ screens: Number.NaN }).total).toBe(2500);
  });

  it.each([
    ['userAuth', 'User Authentication', 500],
    ['pushNotifications', 'Push Notifications', 300],
    ['paymentProcessing', 'Payment Processing', 800],
    ['fileUploads', 'File Uploads', 400],
    ['adminPanel', 'Admin Panel', 1200],
    ['storeSubmission', 'App Store Submission', 500],
  ] satisfies [MobileFeatureKey, string, number][])('adds %s as "%s" for $%i', (key, label, amount) => {
    const result = calculateMobileQuote({ [key]: true });
    expect(result.total).toBe(2500 + amount);
    expect(result.lines).toEqual([
      { label: 'Base mobile app development', amount: 2500 },
      { label, amount },
    ]);
    expect(calculateMobileQuote({ [key]: false }).total).toBe(2500);
  });

  it.each([
    [0, 0],
    [2, 400],
    [5, 1000],
    [8, 1600],
  ])('charges $200 per integration: %i integrations add $%i', (apiIntegrations, amount) => {
    const result = calculateMobileQuote({ apiIntegrations });
    expect(result.total).toBe(2500 + amount);
    expect(result.lines.some((line) => line.label.startsWith('API integrations'))).toBe(amount > 0);
  });

  it('labels the integrations line with count and unit price', () => {
    expect(calculateMobileQuote({ apiIntegrations: 5 }).lines[1]).toEqual({
      label: 'API integrations (5 × $200)',
      amount: 1000,
    });
  });

  it('ignores negative and fractional integration counts rather than discounting', () => {
    expect(calculateMobileQuote({ apiIntegrations: -3 }).total).toBe(2500);
    expect(calculateMobileQuote({ apiIntegrations: 2.9 }).total).toBe(2900);
  });

  it('adds $1,000 for rush', () => {
    const result = calculateMobileQuote({ timeline: 'rush' });
    expect(result.total).toBe(3500);
    expect(result.lines.at(-1)).toEqual({ label: 'Rush timeline (2-4 weeks)', amount: 1000 });
    expect(result.timeline).toEqual({ value: 'rush', label: 'Rush', duration: '2-4 weeks' });
  });

  it('adds nothing and no line for standard', () => {
    const result = calculateMobileQuote({ timeline: 'standard' });
    expect(result.total).toBe(2500);
    expect(result.lines).toHaveLength(1);
  });

  it('takes $500 off for flexible', () => {
    const result = calculateMobileQuote({ timeline: 'flexible' });
    expect(result.total).toBe(2000);
    expect(result.lines.at(-1)).toEqual({ label: 'Flexible timeline (10+ weeks)', amount: -500 });
    expect(result.timeline.duration).toBe('10+ weeks');
  });

  it('prices the full example: every feature, 25 screens, 8 integrations, rush', () => {
    const result = calculateMobileQuote({
      screens: 25,
      userAuth: true,
      pushNotifications: true,
      paymentProcessing: true,
      fileUploads: true,
      apiIntegrations: 8,
      adminPanel: true,
      storeSubmission: true,
      timeline: 'rush',
      additionalFeatures: 'Offline mode',
    });
    // 2500 + 1500 + (500+300+800+400+1200+500) + 1600 + 1000
    expect(result.total).toBe(10300);
    expect(result.lines).toEqual([
      { label: 'Base mobile app development', amount: 2500 },
      { label: 'Screens (11 or more)', amount: 1500 },
      { label: 'User Authentication', amount: 500 },
      { label: 'Push Notifications', amount: 300 },
      { label: 'Payment Processing', amount: 800 },
      { label: 'File Uploads', amount: 400 },
      { label: 'Admin Panel', amount: 1200 },
      { label: 'App Store Submission', amount: 500 },
      { label: 'API integrations (8 × $200)', amount: 1600 },
      { label: 'Rush timeline (2-4 weeks)', amount: 1000 },
    ]);
    expect(sumOfLines(result)).toBe(result.total);
  });

  it('keeps lines summing to the total for a discounted quote', () => {
    const result = calculateMobileQuote({
      screens: 8,
      fileUploads: true,
      apiIntegrations: 2,
      timeline: 'flexible',
    });
    expect(result.total).toBe(2500 + 750 + 400 + 400 - 500);
    expect(sumOfLines(result)).toBe(result.total);
  });
});

describe('parseMobileQuoteForm', () => {
  it('reads checked boxes, selects and free text', () => {
    expect(
      parseMobileQuoteForm({
        screens: '15',
        userAuth: 'on',
        pushNotifications: 'on',
        apiIntegrations: '5',
        storeSubmission: 'on',
        timeline: 'flexible',
        additionalFeatures: '  Apple Pay and offline sync  ',
      }),
    ).toEqual({
      screens: 15,
      userAuth: true,
      pushNotifications: true,
      paymentProcessing: false,
      fileUploads: false,
      apiIntegrations: 5,
      adminPanel: false,
      storeSubmission: true,
      timeline: 'flexible',
      additionalFeatures: 'Apple Pay and offline sync',
    });
  });

  it('falls back to defaults for an empty form', () => {
    expect(parseMobileQuoteForm({})).toEqual({
      screens: 5,
      userAuth: false,
      pushNotifications: false,
      paymentProcessing: false,
      fileUploads: false,
      apiIntegrations: 0,
      adminPanel: false,
      storeSubmission: false,
      timeline: 'standard',
      additionalFeatures: '',
    });
  });

  it('falls back to defaults for values outside the option lists', () => {
    const input = parseMobileQuoteForm({
      screens: '12',
      apiIntegrations: '100',
      timeline: 'yesterday',
      userAuth: 'yes',
    });
    expect(input.screens).toBe(5);
    expect(input.apiIntegrations).toBe(0);
    expect(input.timeline).toBe('standard');
    expect(input.userAuth).toBe(false);
  });

  it('accepts every listed option value', () => {
    for (const option of MOBILE_SCREEN_OPTIONS) {
      expect(parseMobileQuoteForm({ screens: String(option.value) }).screens).toBe(option.value);
    }
    for (const option of MOBILE_TIMELINE_OPTIONS) {
      expect(parseMobileQuoteForm({ timeline: option.value }).timeline).toBe(option.value);
    }
  });

  it('produces input the calculator prices end to end', () => {
    const input = parseMobileQuoteForm({
      screens: '8',
      paymentProcessing: 'on',
      apiIntegrations: '2',
      timeline: 'rush',
    });
    expect(calculateMobileQuote(input).total).toBe(2500 + 750 + 800 + 400 + 1000);
  });
});
