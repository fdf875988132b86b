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

/**
 * A pricing tier's price, by the name text writes it with: a tier whose placeholder name is
 * `api-starter` is `{api-starter price}` in text, filled in as "$29".
 */
export interface TierPrice {
  key: string;
  price: number;
}

const TIER_PLACEHOLDER_SUFFIX = ' price';

/** The placeholder a tier's price is written with, without its braces: `api-starter price`. */
export function tierPlaceholderName(key: string): string {
  return `${key}${TIER_PLACEHOLDER_SUFFIX}`;
}

/** The tier key a placeholder names (`api-starter` for `api-starter price`), if it has the form. */
function tierKeyOf(name: string): string | undefined {
  return name.endsWith(TIER_PLACEHOLDER_SUFFIX) ? name.slice(0, -TIER_PLACEHOLDER_SUFFIX.length) : undefined;
}

// A word or words in braces is a placeholder: known ones are filled in, any other is refused by
// the Studio, so a typo ({flat-rate}, {Flat Rate}) never reaches visitors. Code samples in
// content ({"a": 1}) never match.
const PLACEHOLDER = /\{([A-Za-z][\w -]*)\}/g;

function isPlaceholderName(name: string): name is PlaceholderName {
  return Object.hasOwn(OFFER_PLACEHOLDERS, name);
}

/**
 * The placeholders of a text that are not known, e.g. a typo like {flat-rate} or {price}, or a
 * tier's price under a name no tier has (`tierKeys` are the names the tiers have).
 */
export function unknownPlaceholders(text: string, tierKeys: ReadonlySet<string> = new Set()): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? '')
    .filter((name) => !isPlaceholderName(name) && !tierKeys.has(tierKeyOf(name) ?? ''));
}

function hasPlaceholder(text: string): boolean {
  return /\{[A-Za-z][\w -]*\}/.test(text);
}

/**
 * The text with every known placeholder replaced by its figure: the offer's, or a tier's price.
 * A placeholder whose document is missing (no offer, no tier of that name) stays as typed.
 */
export function fillPlaceholders(text: string, offer: WebsiteOffer | null, tiers: readonly TierPrice[] = []): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (isPlaceholderName(name)) return offer ? OFFER_PLACEHOLDERS[name].fill(offer) : whole;
    const key = tierKeyOf(name);
    const tier = key === undefined ? undefined : tiers.find((item) => item.key === key);
    return tier ? formatUsd(tier.price) : whole;
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether any string inside a query result (strings, lists, objects, Portable Text) has a placeholder. */
export function containsPlaceholder(value: unknown): boolean {
  if (typeof value === 'string') return hasPlaceholder(value);
  if (Array.isArray(value)) return value.some(containsPlaceholder);
  if (isRecord(value)) return Object.values(value).some(containsPlaceholder);
  return false;
}

/** Whether any string inside a query result names one of the website offer's figures. */
export function namesOfferPlaceholder(value: unknown): boolean {
  if (typeof value === 'string')
    return [...value.matchAll(PLACEHOLDER)].some((match) => isPlaceholderName(match[1] ?? ''));
  if (Array.isArray(value)) return value.some(namesOfferPlaceholder);
  if (isRecord(value)) return Object.values(value).some(namesOfferPlaceholder);
  return false;
}

/** A copy of a query result with the placeholders of every string filled in. */
export function fillPlaceholdersDeep(
  value: unknown,
  offer: WebsiteOffer | null,
  tiers: readonly TierPrice[] = [],
): unknown {
  if (typeof value === 'string') return hasPlaceholder(value) ? fillPlaceholders(value, offer, tiers) : value;
  if (Array.isArray(value)) return value.map((item) => fillPlaceholdersDeep(item, offer, tiers));
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillPlaceholdersDeep(item, offer, tiers)]),
    );
  }
  return value;
}

type PathSegment = string | number | { _key: string };

/**
 * Every text of a document with the path of the field it sits in, for the Studio's validation.
 * Array members are addressed by key, as the Studio does; system fields (`_type`, `_key`) are left out.
 */
function textsOf(value: unknown, path: PathSegment[] = []): { text: string; path: PathSegment[] }[] {
  if (typeof value === 'string') return [{ text: value, path }];
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown, index) => {
      const key = isRecord(item) && typeof item._key === 'string' ? { _key: item._key } : index;
      return textsOf(item, [...path, key]);
    });
  }
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([key, item]) => (key.startsWith('_') ? [] : textsOf(item, [...path, key])));
  }
  return [];
}

/** Every unknown placeholder in a document, with the path of the field it sits in. */
export function unknownPlaceholderPaths(
  value: unknown,
  tierKeys: ReadonlySet<string> = new Set(),
): { path: PathSegment[]; names: string[] }[] {
  return textsOf(value).flatMap(({ text, path }) => {
    const names = unknownPlaceholders(text, tierKeys);
    return names.length > 0 ? [{ path, names }] : [];
  });
}

// A dollar amount as text types it: $29, $1,200, $1200, $3,500.00.
const DOLLAR_AMOUNT = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?(?!\d)/g;

/**
 * Every dollar amount typed in a document, with the path of its field and the amount as written
 * and as a number, for the Studio's check that a tier's price is never typed out.
 */
export function typedAmounts(value: unknown): { path: PathSegment[]; written: string; amount: number }[] {
  return textsOf(value).flatMap(({ text, path }) =>
    [...text.matchAll(DOLLAR_AMOUNT)].map((match) => ({
      path,
      written: match[0],
      amount: Number((match[1] ?? '').replaceAll(',', '')),
    })),
  );
}

/** The sentence the Studio shows under text fields and in errors: which placeholders exist. */
export const PLACEHOLDER_HELP = `Prices are typed once, in their own document. In text, write the Website offer's figures as ${Object.entries(
  OFFER_PLACEHOLDERS,
)
  .map(([name, { example }]) => `{${name}} (${example})`)
  .join(', ')}, and a pricing tier's price as {<its placeholder name> price}, for example {api-starter price}.`;
