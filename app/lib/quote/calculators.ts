import {
  MOBILE_API_INTEGRATION_OPTIONS,
  MOBILE_API_INTEGRATION_PRICE,
  MOBILE_DEFAULT_TIMELINE,
  MOBILE_FEATURES,
  MOBILE_SCREEN_OPTIONS,
  MOBILE_TIMELINE_OPTIONS,
  calculateMobileQuote,
  parseMobileQuoteForm,
} from '~/lib/quote/mobile-quote';
import {
  WEB_API_INTEGRATION_OPTIONS,
  WEB_API_INTEGRATION_PRICE,
  WEB_DEFAULT_TIMELINE,
  WEB_FEATURES,
  WEB_PAGE_OPTIONS,
  WEB_TIMELINE_OPTIONS,
  calculateWebQuote,
  parseWebQuoteForm,
} from '~/lib/quote/web-quote';

/** What the visitor sent, by field name; checkboxes send 'on' and are absent when unticked. */
export type QuoteFormValues = Record<string, string | undefined>;

export type QuoteResult = {
  total: number;
  lines: readonly { label: string; amount: number }[];
  timeline: { label: string; duration: string };
};

type Option = { readonly value: number | string; readonly label: string };

/**
 * Everything the quote form and its result view need to know about one calculator, so one
 * component serves both pages and the browser and the server price with the same function.
 */
export type QuoteCalculator = {
  kind: 'mobile' | 'web';
  size: { name: string; label: string; hint: string; options: readonly Option[]; defaultNote: string };
  features: readonly { key: string; label: string; amount: number }[];
  integrations: { label: string; options: readonly Option[]; unitPrice: number };
  timelines: readonly { value: string; label: string; duration: string; adjustment: number }[];
  defaultTimeline: string;
  /** Field names in the order a plain form submission lists them. */
  fieldNames: readonly string[];
  quote: (values: QuoteFormValues) => QuoteResult;
};

export const MOBILE_QUOTE_CALCULATOR: QuoteCalculator = {
  kind: 'mobile',
  size: {
    name: 'screens',
    label: 'Number of screens',
    hint: 'Count every distinct screen: sign-in, lists, details, settings.',
    options: MOBILE_SCREEN_OPTIONS,
    defaultNote: 'Not sure yet (priced as 5)',
  },
  features: MOBILE_FEATURES,
  integrations: {
    label: 'Third-party API integrations',
    options: MOBILE_API_INTEGRATION_OPTIONS,
    unitPrice: MOBILE_API_INTEGRATION_PRICE,
  },
  timelines: MOBILE_TIMELINE_OPTIONS,
  defaultTimeline: MOBILE_DEFAULT_TIMELINE,
  fieldNames: [
    'screens',
    ...MOBILE_FEATURES.map((feature) => feature.key),
    'apiIntegrations',
    'timeline',
    'additionalFeatures',
  ],
  quote: (values) => calculateMobileQuote(parseMobileQuoteForm(values)),
};

export const WEB_QUOTE_CALCULATOR: QuoteCalculator = {
  kind: 'web',
  size: {
    name: 'pages',
    label: 'Number of pages',
    hint: 'Count every distinct page or view: home, listings, detail, account, checkout.',
    options: WEB_PAGE_OPTIONS,
    defaultNote: 'Not sure yet (priced as 3)',
  },
  features: WEB_FEATURES,
  integrations: {
    label: 'Third-party API integrations',
    options: WEB_API_INTEGRATION_OPTIONS,
    unitPrice: WEB_API_INTEGRATION_PRICE,
  },
  timelines: WEB_TIMELINE_OPTIONS,
  defaultTimeline: WEB_DEFAULT_TIMELINE,
  fieldNames: [
    'pages',
    ...WEB_FEATURES.map((feature) => feature.key),
    'apiIntegrations',
    'timeline',
    'additionalFeatures',
  ],
  quote: (values) => calculateWebQuote(parseWebQuoteForm(values)),
};
