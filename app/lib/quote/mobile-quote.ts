import type { QuoteCalculator } from './calculators';
import { buildQuote, isChecked, pickOptionValue } from './quote-core';

export const MOBILE_BASE_PRICE = 2500;

/** Used when the visitor leaves the screen count unset; deliberately not one of the option values. */
export const MOBILE_DEFAULT_SCREENS = 5;

export const MOBILE_SCREEN_OPTIONS = [
  { value: 3, label: '3-5' },
  { value: 8, label: '6-10' },
  { value: 15, label: '11-20' },
  { value: 25, label: '20+' },
] as const satisfies readonly { value: number; label: string }[];

/** Price per integration; the option value is the number of integrations charged. */
const MOBILE_API_INTEGRATION_PRICE = 200;

export const MOBILE_API_INTEGRATION_OPTIONS = [
  { value: 0, label: 'None' },
  { value: 2, label: '1-2' },
  { value: 5, label: '3-5' },
  { value: 8, label: '6+' },
] as const satisfies readonly { value: number; label: string }[];

export type MobileTimelineValue = 'rush' | 'standard' | 'flexible';

export type MobileTimelineOption = {
  value: MobileTimelineValue;
  label: string;
  duration: string;
  adjustment: number;
};

const MOBILE_RUSH: MobileTimelineOption = {
  value: 'rush',
  label: 'Rush',
  duration: '2-4 weeks',
  adjustment: 1000,
};
const MOBILE_STANDARD: MobileTimelineOption = {
  value: 'standard',
  label: 'Standard',
  duration: '6-8 weeks',
  adjustment: 0,
};
const MOBILE_FLEXIBLE: MobileTimelineOption = {
  value: 'flexible',
  label: 'Flexible',
  duration: '10+ weeks',
  adjustment: -500,
};

export const MOBILE_TIMELINE_OPTIONS: readonly MobileTimelineOption[] = [MOBILE_RUSH, MOBILE_STANDARD, MOBILE_FLEXIBLE];

export const MOBILE_DEFAULT_TIMELINE: MobileTimelineValue = MOBILE_STANDARD.value;

export type MobileFeatureKey =
  'userAuth' | 'pushNotifications' | 'paymentProcessing' | 'fileUploads' | 'adminPanel' | 'storeSubmission';

export type MobileFeature = { key: MobileFeatureKey; label: string; amount: number };

export const MOBILE_FEATURES: readonly MobileFeature[] = [
  { key: 'userAuth', label: 'User Authentication', amount: 500 },
  { key: 'pushNotifications', label: 'Push Notifications', amount: 300 },
  { key: 'paymentProcessing', label: 'Payment Processing', amount: 800 },
  { key: 'fileUploads', label: 'File Uploads', amount: 400 },
  { key: 'adminPanel', label: 'Admin Panel', amount: 1200 },
  { key: 'storeSubmission', label: 'App Store Submission', amount: 500 },
];

/** Contact details are collected by the form but never affect the price, so they are not part of this type. */
export type MobileQuoteInput = {
  screens?: number;
  userAuth?: boolean;
  pushNotifications?: boolean;
  paymentProcessing?: boolean;
  fileUploads?: boolean;
  apiIntegrations?: number;
  adminPanel?: boolean;
  storeSubmission?: boolean;
  timeline?: MobileTimelineValue;
  additionalFeatures?: string;
};

type MobileQuoteLine = { label: string; amount: number };

export type MobileQuoteResult = {
  total: number;
  lines: MobileQuoteLine[];
  timeline: { value: MobileTimelineValue; label: string; duration: string };
};

function mobileScreenTier(screens: number): MobileQuoteLine | null {
  // Tiers are exclusive: a large app pays the top tier only, not both.
  if (screens > 10) return { label: 'Screens (11 or more)', amount: 1500 };
  if (screens > 5) return { label: 'Screens (6-10)', amount: 750 };
  return null;
}

function findMobileTimeline(value: string | undefined): MobileTimelineOption {
  return MOBILE_TIMELINE_OPTIONS.find((option) => option.value === value) ?? MOBILE_STANDARD;
}

export function calculateMobileQuote(input: MobileQuoteInput): MobileQuoteResult {
  const screens =
    input.screens !== undefined && Number.isFinite(input.screens) ? input.screens : MOBILE_DEFAULT_SCREENS;

  return buildQuote({
    base: { label: 'Base mobile app development', amount: MOBILE_BASE_PRICE },
    tier: mobileScreenTier(screens),
    features: MOBILE_FEATURES.filter((feature) => input[feature.key] === true).map(({ label, amount }) => ({
      label,
      amount,
    })),
    integrations: { count: input.apiIntegrations, unitPrice: MOBILE_API_INTEGRATION_PRICE },
    timeline: findMobileTimeline(input.timeline),
  });
}

export function parseMobileQuoteForm(values: Record<string, string | undefined>): Required<MobileQuoteInput> {
  return {
    screens: pickOptionValue(values['screens'], MOBILE_SCREEN_OPTIONS, MOBILE_DEFAULT_SCREENS),
    userAuth: isChecked(values['userAuth']),
    pushNotifications: isChecked(values['pushNotifications']),
    paymentProcessing: isChecked(values['paymentProcessing']),
    fileUploads: isChecked(values['fileUploads']),
    apiIntegrations: pickOptionValue(values['apiIntegrations'], MOBILE_API_INTEGRATION_OPTIONS, 0),
    adminPanel: isChecked(values['adminPanel']),
    storeSubmission: isChecked(values['storeSubmission']),
    timeline: findMobileTimeline(values['timeline']?.trim()).value,
    additionalFeatures: values['additionalFeatures']?.trim() ?? '',
  };
}

export const MOBILE_QUOTE_CALCULATOR: QuoteCalculator = {
  kind: 'mobile',
  resultTitle: 'Your Mobile App Quote',
  basePrice: MOBILE_BASE_PRICE,
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
