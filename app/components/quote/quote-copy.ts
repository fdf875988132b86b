import { MOBILE_BASE_PRICE } from '~/lib/quote/mobile-quote';
import { WEB_BASE_PRICE } from '~/lib/quote/web-quote';
import type { QuotePageCopy } from './quote-page';

// The calculators are typed tools, so their few words live beside their formulas, not in the CMS.

export const MOBILE_QUOTE_COPY: QuotePageCopy = {
  hero: {
    eyebrow: 'Instant quote',
    heading: 'Mobile App Quote Calculator',
    subheading:
      'Choose your screens, features and timeline and see an itemised estimate for your iOS and Android app in seconds. No sign-up, nothing sent.',
    links: [],
  },
  resultTitle: 'Your Mobile App Quote',
  basePrice: MOBILE_BASE_PRICE,
  included: [
    'Native-quality iOS and Android app from one codebase',
    'UI design with an accessible, reusable component set',
    'Up to 5 screens',
    '30 days of post-launch support',
  ],
  notes: [
    'Prices are in US dollars and cover design and development.',
    'A rush timeline is staffed in parallel; a flexible one lowers the price.',
    'Typical full mobile app delivery is 3-6 months; smaller apps ship far sooner.',
  ],
};

export const WEB_QUOTE_COPY: QuotePageCopy = {
  hero: {
    eyebrow: 'Instant quote',
    heading: 'Web App Quote Calculator',
    subheading:
      'Choose your pages, features and timeline and see an itemised estimate for your web application in seconds. No sign-up, nothing sent.',
    links: [],
  },
  resultTitle: 'Your Web App Quote',
  basePrice: WEB_BASE_PRICE,
  included: [
    'Custom design on an accessible component set',
    'Up to 3 pages or views',
    'Fast, server-rendered pages that work without JavaScript',
    '30 days of post-launch support',
  ],
  notes: [
    'Prices are in US dollars and cover design and development.',
    'A rush timeline is staffed in parallel; a flexible one lowers the price.',
    'Hosting and third-party subscriptions are billed at cost.',
  ],
};
