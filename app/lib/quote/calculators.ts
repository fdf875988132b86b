/** What the visitor sent, by field name; checkboxes send 'on' and are absent when unticked. */
export type QuoteFormValues = Record<string, string | undefined>;

type QuoteResult = {
  total: number;
  lines: readonly { label: string; amount: number }[];
  timeline: { label: string; duration: string };
};

type Option = { readonly value: number | string; readonly label: string };

/**
 * Everything the quote form and its result view need to know about one calculator, so one
 * component serves both pages and the browser and the server price with the same function.
 * Each calculator lives beside its prices (mobile-quote.ts, web-quote.ts), so a quote page
 * ships only its own.
 */
export type QuoteCalculator = {
  kind: 'mobile' | 'web';
  /** The result's title, and the base price the formula starts from (shown beside the form). */
  resultTitle: string;
  basePrice: number;
  size: { name: string; label: string; hint: string; options: readonly Option[]; defaultNote: string };
  features: readonly { key: string; label: string; amount: number }[];
  integrations: { label: string; options: readonly Option[]; unitPrice: number };
  timelines: readonly { value: string; label: string; duration: string; adjustment: number }[];
  defaultTimeline: string;
  /** Field names in the order a plain form submission lists them. */
  fieldNames: readonly string[];
  quote: (values: QuoteFormValues) => QuoteResult;
};
