import type { QuoteCalculator } from './calculators';
import { buildQuote, isChecked, pickOptionValue } from './quote-core';

export const WEB_BASE_PRICE = 1500;

export const WEB_DEFAULT_PAGES = 3;

export const WEB_PAGE_OPTIONS = [
  { value: 3, label: '1-3' },
  { value: 6, label: '4-8' },
  { value: 12, label: '9-15' },
  { value: 20, label: '16+' },
] as const satisfies readonly { value: number; label: string }[];

/** Price per integration; the option value is the number of integrations charged. */
const WEB_API_INTEGRATION_PRICE = 150;

export const WEB_API_INTEGRATION_OPTIONS = [
  { value: 0, label: 'None' },
  { value: 2, label: '1-2' },
  { value: 5, label: '3-5' },
  { value: 8, label: '6+' },
] as const satisfies readonly { value: number; label: string }[];

export type WebTimelineValue = 'rush' | 'standard' | 'flexible';

export type WebTimelineOption = {
  value: WebTimelineValue;
  label: string;
  duration: string;
  adjustment: number;
};

const WEB_RUSH: WebTimelineOption = {
  value: 'rush',
  label: 'Rush',
  duration: '1-3 weeks',
  adjustment: 800,
};
const WEB_STANDARD: WebTimelineOption = {
  value: 'standard',
  label: 'Standard',
  duration: '4-6 weeks',
  adjustment: 0,
};
const WEB_FLEXIBLE: WebTimelineOption = {
  value: 'flexible',
  label: 'Flexible',
  duration: '8+ weeks',
  adjustment: -300,
};

export const WEB_TIMELINE_OPTIONS: readonly WebTimelineOption[] = [WEB_RUSH, WEB_STANDARD, WEB_FLEXIBLE];

export const WEB_DEFAULT_TIMELINE: WebTimelineValue = WEB_STANDARD.value;

export type WebFeatureKey =
  'userAuth' | 'ecommerce' | 'paymentProcessing' | 'cms' | 'adminDashboard' | 'seoOptimization' | 'responsiveDesign';

export type WebFeature = { key: WebFeatureKey; label: string; amount: number };

export const WEB_FEATURES: readonly WebFeature[] = [
  { key: 'userAuth', label: 'User Authentication', amount: 400 },
  { key: 'ecommerce', label: 'E-commerce', amount: 1500 },
  { key: 'paymentProcessing', label: 'Payment Processing', amount: 600 },
  { key: 'cms', label: 'Content Management System', amount: 800 },
  { key: 'adminDashboard', label: 'Admin Dashboard', amount: 1000 },
  { key: 'seoOptimization', label: 'SEO Optimization', amount: 500 },
  { key: 'responsiveDesign', label: 'Responsive Design', amount: 300 },
];

/** Contact details are collected by the form but never affect the price, so they are not part of this type. */
export type WebQuoteInput = {
  pages?: number;
  userAuth?: boolean;
  ecommerce?: boolean;
  paymentProcessing?: boolean;
  cms?: boolean;
  apiIntegrations?: number;
  adminDashboard?: boolean;
  seoOptimization?: boolean;
  responsiveDesign?: boolean;
  timeline?: WebTimelineValue;
  additionalFeatures?: string;
};

type WebQuoteLine = { label: string; amount: number };

export type WebQuoteResult = {
  total: number;
  lines: WebQuoteLine[];
  timeline: { value: WebTimelineValue; label: string; duration: string };
};

function webPageTier(pages: number): WebQuoteLine | null {
  // Tiers are exclusive: a large site pays the top tier only, not every tier below it.
  if (pages > 15) return { label: 'Pages (16 or more)', amount: 1200 };
  if (pages > 8) return { label: 'Pages (9-15)', amount: 600 };
  if (pages > 3) return { label: 'Pages (4-8)', amount: 300 };
  return null;
}

function findWebTimeline(value: string | undefined): WebTimelineOption {
  return WEB_TIMELINE_OPTIONS.find((option) => option.value === value) ?? WEB_STANDARD;
}

export function calculateWebQuote(input: WebQuoteInput): WebQuoteResult {
  const pages = input.pages !== undefined && Number.isFinite(input.pages) ? input.pages : WEB_DEFAULT_PAGES;

  return buildQuote({
    base: { label: 'Base web app development', amount: WEB_BASE_PRICE },
    tier: webPageTier(pages),
    features: WEB_FEATURES.filter((feature) => input[feature.key] === true).map(({ label, amount }) => ({
      label,
      amount,
    })),
    integrations: { count: input.apiIntegrations, unitPrice: WEB_API_INTEGRATION_PRICE },
    timeline: findWebTimeline(input.timeline),
  });
}

export function parseWebQuoteForm(values: Record<string, string | undefined>): Required<WebQuoteInput> {
  return {
    pages: pickOptionValue(values['pages'], WEB_PAGE_OPTIONS, WEB_DEFAULT_PAGES),
    userAuth: isChecked(values['userAuth']),
    ecommerce: isChecked(values['ecommerce']),
    paymentProcessing: isChecked(values['paymentProcessing']),
    cms: isChecked(values['cms']),
    apiIntegrations: pickOptionValue(values['apiIntegrations'], WEB_API_INTEGRATION_OPTIONS, 0),
    adminDashboard: isChecked(values['adminDashboard']),
    seoOptimization: isChecked(values['seoOptimization']),
    responsiveDesign: isChecked(values['responsiveDesign']),
    timeline: findWebTimeline(values['timeline']?.trim()).value,
    additionalFeatures: values['additionalFeatures']?.trim() ?? '',
  };
}

export const WEB_QUOTE_CALCULATOR: QuoteCalculator = {
  kind: 'web',
  resultTitle: 'Your Web App Quote',
  basePrice: WEB_BASE_PRICE,
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
