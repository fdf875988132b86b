// Shared by the site and the Studio, so it imports nothing aliased.

/** The industries a case study can be filed under, with their names (the Studio offers this list). */
export const INDUSTRY_NAMES = {
  government: 'Government',
  healthcare: 'Healthcare',
  education: 'Education',
  nonprofit: 'Nonprofit',
  'financial-services': 'Financial services',
  'professional-services': 'Professional services',
  retail: 'Retail',
  logistics: 'Logistics',
} as const;
export type Industry = keyof typeof INDUSTRY_NAMES;
