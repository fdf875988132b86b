import { describe, expect, it } from 'vitest';
import { quoteFormSchema, quoteValues } from '~/submissions/quote-schema';
import { parseSubmission } from '~/submissions/parse-submission';
import { MOBILE_QUOTE_CALCULATOR } from '~/lib/quote/mobile-quote';
import { WEB_QUOTE_CALCULATOR } from '~/lib/quote/web-quote';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe('quote form schema', () => {
  it('requires name and email and leaves every other field optional', () => {
    const result = parseSubmission(quoteFormSchema(MOBILE_QUOTE_CALCULATOR), form({}));
    expect(result.status).toBe('error');
    if (result.status === 'error') expect(Object.keys(result.fieldErrors).sort()).toEqual(['email', 'name']);
  });

  it('keeps the calculator fields and drops the empty optional ones', () => {
    const result = parseSubmission(
      quoteFormSchema(WEB_QUOTE_CALCULATOR),
      form({
        name: ' Ada ',
        email: 'ada@example.com',
        company: '',
        pages: '6',
        cms: 'on',
        additionalFeatures: '  ',
        unknownField: 'x',
      }),
    );
    expect(result).toEqual({
      status: 'success',
      value: { name: 'Ada', email: 'ada@example.com', pages: '6', cms: 'on' },
    });
  });

  it('lists the form fields of each calculator in form order', () => {
    expect(MOBILE_QUOTE_CALCULATOR.fieldNames).toEqual([
      'screens',
      'userAuth',
      'pushNotifications',
      'paymentProcessing',
      'fileUploads',
      'adminPanel',
      'storeSubmission',
      'apiIntegrations',
      'timeline',
      'additionalFeatures',
    ]);
    expect(WEB_QUOTE_CALCULATOR.fieldNames).toContain('seoOptimization');
    expect(WEB_QUOTE_CALCULATOR.defaultTimeline).toBe('standard');
  });

  it('quoteValues keeps only text values', () => {
    expect(quoteValues({ a: 'x', b: ['y', 'z'], c: undefined, d: 3 })).toEqual({ a: 'x' });
  });
});

describe('calculator wiring', () => {
  it('prices form values with the mobile and web formulas', () => {
    expect(MOBILE_QUOTE_CALCULATOR.quote({}).total).toBe(2500);
    expect(MOBILE_QUOTE_CALCULATOR.quote({ screens: '8', fileUploads: 'on', timeline: 'flexible' }).total).toBe(
      2500 + 750 + 400 - 500,
    );
    expect(WEB_QUOTE_CALCULATOR.quote({}).total).toBe(1500);
    expect(WEB_QUOTE_CALCULATOR.quote({ pages: '6', responsiveDesign: 'on', timeline: 'rush' }).total).toBe(
      1500 + 300 + 300 + 800,
    );
  });
});
