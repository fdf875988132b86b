import { defineArrayMember } from 'sanity';

/** The section types an editor can add to a page or product page, in the order they are offered. */
const PAGE_SECTION_TYPES = [
  'cardGridSection',
  'processSection',
  'faqSection',
  'statsSection',
  'logoStripSection',
  'pricingSection',
  'resultsSection',
  'workSection',
  'testimonialSection',
  'teamSection',
  'richTextSection',
  'ctaSection',
  'splitSection',
  'demoSection',
  'apiEndpointsSection',
  'apiQuickStartSection',
  'websiteOfferSection',
] as const;

export const pageSectionMembers = PAGE_SECTION_TYPES.map((type) => defineArrayMember({ type }));
