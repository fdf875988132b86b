import type { Path, ValidationContext } from 'sanity';
import {
  PLACEHOLDER_HELP,
  tierPlaceholderName,
  typedAmounts,
  unknownPlaceholderPaths,
  type WebsiteOffer,
} from '../../app/lib/website-offer';
import { PRICING_GROUPS } from './pricing-tier-type';

const API_VERSION = '2025-02-19';

interface DocumentTypeDefinition {
  name: string;
  type: 'document';
  validation?: unknown;
}

interface PricedTier {
  key: string;
  name: string;
  group?: string;
  price?: number;
}

function textOf(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const item: unknown = Object.entries(value).find(([name]) => name === key)?.[1];
  return typeof item === 'string' ? item : undefined;
}

function numberOf(value: unknown, key: string): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const item: unknown = Object.entries(value).find(([name]) => name === key)?.[1];
  return typeof item === 'number' ? item : undefined;
}

/** The published tiers with a placeholder name, and the published website offer. */
async function prices(context: ValidationContext): Promise<{ tiers: PricedTier[]; offer: Partial<WebsiteOffer> }> {
  const found: unknown = await context.getClient({ apiVersion: API_VERSION }).fetch(
    `{
      "tiers": *[_type == "pricingTier" && defined(key.current) && !(_id in path("drafts.**"))]{ "key": key.current, name, group, price },
      "offer": *[_type == "websiteOffer" && _id == "websiteOffer"][0]
    }`,
    {},
  );
  const list: unknown =
    typeof found === 'object' && found !== null ? Object.entries(found).find(([name]) => name === 'tiers')?.[1] : [];
  const offerDocument: unknown =
    typeof found === 'object' && found !== null ? Object.entries(found).find(([name]) => name === 'offer')?.[1] : null;
  const tiers = (Array.isArray(list) ? list : []).flatMap((item: unknown): PricedTier[] => {
    const key = textOf(item, 'key');
    if (!key) return [];
    return [{ key, name: textOf(item, 'name') ?? key, group: textOf(item, 'group'), price: numberOf(item, 'price') }];
  });
  const offer: Partial<WebsiteOffer> = {};
  for (const name of ['flatRate', 'extraPagePrice', 'supportPrice'] as const) {
    const figure = numberOf(offerDocument, name);
    if (figure !== undefined) offer[name] = figure;
  }
  return { tiers, offer };
}

function groupTitle(group: string | undefined): string | undefined {
  return PRICING_GROUPS.find((item) => item.value === group)?.title;
}

/** The tiers' placeholders that show an amount, each with the tier it names. */
function tierPlaceholdersFor(amount: number, tiers: PricedTier[]): string[] {
  return tiers
    .filter((tier) => tier.price === amount)
    .map((tier) => {
      const group = groupTitle(tier.group);
      return `{${tierPlaceholderName(tier.key)}} (${tier.name}${group ? `, ${group}` : ''})`;
    });
}

/** The website offer's placeholders that show an amount: "$500" may be its flat rate. */
function offerPlaceholdersFor(amount: number, offer: Partial<WebsiteOffer>): string[] {
  const figures: [string, number | undefined][] = [
    ['flat rate', offer.flatRate],
    ['extra page price', offer.extraPagePrice],
    ['support price', offer.supportPrice],
  ];
  return figures.filter(([, figure]) => figure === amount).map(([name]) => `{${name}} (Website offer)`);
}

/**
 * Adds to a document type a check of every text in it: a {placeholder} that names no figure of
 * the website offer and no pricing tier is an error on the field that holds it, and so is a price
 * typed out ("$1,200") that a tier has: written as its placeholder, it follows the tier.
 */
export function withPlaceholderCheck<T extends DocumentTypeDefinition>(type: T): T {
  if (type.validation) throw new Error(`${type.name} has its own document validation; combine it with the check`);
  return {
    ...type,
    // An error: publishing is blocked until the text is fixed.
    validation: (rule: {
      custom: (
        check: (document: unknown, context: ValidationContext) => Promise<true | { message: string; path: Path }[]>,
      ) => { error: () => unknown };
    }) =>
      rule
        .custom(async (document, context) => {
          if (!document) return true;
          const { tiers, offer } = await prices(context);
          const unknown = unknownPlaceholderPaths(document, new Set(tiers.map((tier) => tier.key))).map(
            ({ path, names }) => ({
              message: `Unknown placeholder ${names.map((name) => `{${name}}`).join(', ')}. ${PLACEHOLDER_HELP}`,
              path,
            }),
          );
          const typed = typedAmounts(document).flatMap(({ path, written, amount }) => {
            const placeholders = tierPlaceholdersFor(amount, tiers);
            if (placeholders.length === 0) return [];
            const all = [...placeholders, ...offerPlaceholdersFor(amount, offer)];
            return [
              {
                message: `"${written}" is a pricing tier's price typed out: write ${all.join(' or ')} instead, so the text shows the price the tier has and follows it when it changes.`,
                path,
              },
            ];
          });
          const problems = [...unknown, ...typed];
          return problems.length > 0 ? problems : true;
        })
        .error(),
  };
}
