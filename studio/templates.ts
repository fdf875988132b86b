import type { Template } from 'sanity';
import { FAQ_GROUPS } from './schema-types/faq-type';
import { PRICING_GROUPS } from './schema-types/pricing-tier-type';

/** The id of the template that creates a document of a type already set to a group. */
export function groupTemplateId(schemaType: 'pricingTier' | 'faq', group: string): string {
  return `${schemaType}-${group}`;
}

/**
 * One template per pricing group and per FAQ group, so "new" in a grouped list of the desk
 * (studio/structure.ts) creates a document that already belongs to that group.
 */
export const GROUP_TEMPLATES: Template[] = [
  ...PRICING_GROUPS.map((group) => ({
    id: groupTemplateId('pricingTier', group.value),
    title: `Pricing tier: ${group.title}`,
    schemaType: 'pricingTier',
    value: { group: group.value },
  })),
  ...FAQ_GROUPS.map((group) => ({
    id: groupTemplateId('faq', group.value),
    title: `FAQ: ${group.title}`,
    schemaType: 'faq',
    value: { group: group.value },
  })),
];
