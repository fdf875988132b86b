import { formatUsd } from './quote/format';

// The website offer (docs/specification.md section 9: "$500 flat for up to 5 pages; $75 per extra page;
// ongoing support $50/month with 1 hour of updates included") is one content document. Text
// anywhere in the content names its figures with placeholders such as {flat rate}, which the
// content module fills in when it reads the text, so a price is typed once. The Studio refuses
// placeholders not listed here. Shared by the site and the Studio, so it imports nothing aliased.

export interface WebsiteOffer {
  /** The flat rate in US dollars. */
  flatRate: number;
  /** Pages the flat rate includes. */
  pagesIncluded: number;
  /** Price of each page beyond those, in US dollars. */
  extraPagePrice: number;
  /** Ongoing support, US dollars a month. */
  supportPrice: number;
  /** Hours of updates a month of support includes. */
  supportHours: number;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** 5 → 'five' (how a sentence writes a small count); larger numbers stay digits. */
function countInWords(count: number): string {
  return NUMBER_WORDS[count] ?? String(count);
}

function hours(count: number): string {
  return `${count} ${count === 1 ? 'hour' : 'hours'}`;
}

/** The offer as the specification states it: the length a text will have once filled in, for the Studio's limits. */
export const EXAMPLE_OFFER: WebsiteOffer = {
  flatRate: 500,
  pagesIncluded: 5,
  extraPagePrice: 75,
  supportPrice: 50,
  supportHours: 1,
};

/** Every placeholder an editor may type, what it shows, and how it is filled in. */
export const OFFER_PLACEHOLDERS = {
  'flat rate': { example: '$500', fill: (offer: WebsiteOffer) => formatUsd(offer.flatRate) },
  'pages included': { example: '5', fill: (offer: WebsiteOffer) => String(offer.pagesIncluded) },
  'pages included in words': { example: 'five', fill: (offer: WebsiteOffer) => countInWords(offer.pagesIncluded) },
  'extra page price': { example: '$75', fill: (offer: WebsiteOffer) => formatUsd(offer.extraPagePrice) },
  'support price': { example: '$50', fill: (offer: WebsiteOffer) => formatUsd(offer.supportPrice) },
  'support hours': { example: '1 hour', fill: (offer: WebsiteOffer) => hours(offer.supportHours) },
} as const satisfies Record<string, { example: string; fill: (offer: WebsiteOffer) => string }>;

type PlaceholderName = keyof typeof OFFER_PLACEHOLDERS;

// A word or words in braces is a placeholder: known ones are filled in, any other is refused by
// the Studio, so a typo ({flat-rate}, {Flat Rate}) never reaches visitors. Code samples in
// content ({"a": 1}) never match.
const PLACEHOLDER = /\{([A-Za-z][\w -]*)\}/g;

function isPlaceholderName(name: string): name is PlaceholderName {
  return Object.hasOwn(OFFER_PLACEHOLDERS, name);
}

/** The placeholders of a text that are not known, e.g. a typo like {flat-rate} or {price}. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((name) => !isPlaceholderName(name));
}

function hasPlaceholder(text: string): boolean {
  return /\{[A-Za-z][\w -]*\}/.test(text);
}

/** The text with every known placeholder replaced by the offer's figure; unknown ones stay as typed. */
export function fillPlaceholders(text: string, offer: WebsiteOffer): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    isPlaceholderName(name) ? OFFER_PLACEHOLDERS[name].fill(offer) : whole,
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether any string inside a query result (strings, lists, objects, Portable Text) has a placeholder. */
/** Objects whose text is shown exactly as written: code in an article (`{amount}` in a Python f-string). */
function isVerbatim(value: Record<string, unknown>): boolean {
  return value._type === 'codeBlock';
}

export function containsPlaceholder(value: unknown): boolean {
  if (typeof value === 'string') return hasPlaceholder(value);
  if (Array.isArray(value)) return value.some(containsPlaceholder);
  if (isRecord(value)) return !isVerbatim(value) && Object.values(value).some(containsPlaceholder);
  return false;
}

/** A copy of a query result with the placeholders of every string filled in. */
export function fillPlaceholdersDeep(value: unknown, offer: WebsiteOffer): unknown {
  if (typeof value === 'string') return hasPlaceholder(value) ? fillPlaceholders(value, offer) : value;
  if (Array.isArray(value)) return value.map((item) => fillPlaceholdersDeep(item, offer));
  if (isRecord(value)) {
    if (isVerbatim(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPlaceholdersDeep(item, offer)]));
  }
  return value;
}

type PathSegment = string | number | { _key: string };

/**
 * Every unknown placeholder in a document, with the path of the field it sits in, for the
 * Studio's validation. Array members are addressed by key, as the Studio does.
 */
export function unknownPlaceholderPaths(
  value: unknown,
  path: PathSegment[] = [],
): { path: PathSegment[]; names: string[] }[] {
  if (typeof value === 'string') {
    const names = unknownPlaceholders(value);
    return names.length > 0 ? [{ path, names }] : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown, index) => {
      const key = isRecord(item) && typeof item._key === 'string' ? { _key: item._key } : index;
      return unknownPlaceholderPaths(item, [...path, key]);
    });
  }
  if (isRecord(value)) {
    if (isVerbatim(value)) return [];
    return Object.entries(value).flatMap(([key, item]) =>
      key.startsWith('_') ? [] : unknownPlaceholderPaths(item, [...path, key]),
    );
  }
  return [];
}

/** The sentence the Studio shows under text fields and in errors: which placeholders exist. */
export const PLACEHOLDER_HELP = `Prices of the website offer are typed once, in the Website offer document; in text write ${Object.entries(
  OFFER_PLACEHOLDERS,
)
  .map(([name, { example }]) => `{${name}} (${example})`)
  .join(', ')}.`;
