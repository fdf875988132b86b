import { MOBILE_BASE_PRICE } from '~/lib/quote/mobile-quote';
import { WEB_BASE_PRICE } from '~/lib/quote/web-quote';

// What stays beside the formulas: the result's title and the base price the formula starts
// from. The page's hero, its lists and its search words are the page document's.

export interface QuoteCopy {
  resultTitle: string;
  basePrice: number;
}

export const MOBILE_QUOTE_COPY: QuoteCopy = {
  resultTitle: 'Your Mobile App Quote',
  basePrice: MOBILE_BASE_PRICE,
};

export const WEB_QUOTE_COPY: QuoteCopy = {
  resultTitle: 'Your Web App Quote',
  basePrice: WEB_BASE_PRICE,
};
