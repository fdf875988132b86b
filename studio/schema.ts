import { bookingAvailabilityType } from './schema-types/booking-availability-type';
import { businessHoursType } from './schema-types/objects/business-hours-type';
import { heroType } from './schema-types/objects/hero-type';
import { linkType } from './schema-types/objects/link-type';
import { navLinkType } from './schema-types/objects/nav-link-type';
import { siteImageType } from './schema-types/objects/site-image-type';
import { seoType } from './schema-types/objects/seo-type';
import { socialLinkType } from './schema-types/objects/social-link-type';
import { faqType } from './schema-types/faq-type';
import { caseStudyType } from './schema-types/case-study-type';
import { jobPositionType } from './schema-types/job-position-type';
import { personType } from './schema-types/person-type';
import { testimonialType } from './schema-types/testimonial-type';
import { pageType } from './schema-types/page-type';
import { pricingTierType } from './schema-types/pricing-tier-type';
import { productPageType } from './schema-types/product-page-type';
import { redirectType } from './schema-types/redirect-type';
import { cardGridSectionType, cardType } from './schema-types/sections/card-grid-section-type';
import { ctaSectionType } from './schema-types/sections/cta-section-type';
import { faqSectionType } from './schema-types/sections/faq-section-type';
import { logoStripSectionType } from './schema-types/sections/logo-strip-section-type';
import { pricingSectionType } from './schema-types/sections/pricing-section-type';
import { processSectionType } from './schema-types/sections/process-section-type';
import { resultsSectionType } from './schema-types/sections/results-section-type';
import { richTextSectionType } from './schema-types/sections/rich-text-section-type';
import { statsSectionType } from './schema-types/sections/stats-section-type';
import { apiEndpointsSectionType } from './schema-types/sections/api-endpoints-section-type';
import { apiQuickStartSectionType } from './schema-types/sections/api-quick-start-section-type';
import { demoSectionType } from './schema-types/sections/demo-section-type';
import { teamSectionType } from './schema-types/sections/team-section-type';
import { testimonialSectionType } from './schema-types/sections/testimonial-section-type';
import { workSectionType } from './schema-types/sections/work-section-type';
import { splitSectionType } from './schema-types/sections/split-section-type';
import { websiteOfferSectionType } from './schema-types/sections/website-offer-section-type';
import { serviceType } from './schema-types/service-type';
import { siteSettingsType } from './schema-types/site-settings-type';
import { withPlaceholderCheck } from './schema-types/placeholder-validation';
import { withAddressHistory } from './address-history';
import { websiteOfferType } from './schema-types/website-offer-type';

// The one list the Studio and the offline schema tests both read. Every document's text is
// checked for placeholders that name no price (a typo would show braces) and for a tier's price
// typed out; every type with an address keeps its former slugs (studio/address-history.ts).
export const schemaTypes = [
  ...[
    siteSettingsType,
    pageType,
    productPageType,
    serviceType,
    pricingTierType,
    faqType,
    jobPositionType,
    caseStudyType,
    personType,
    testimonialType,
  ].map(withPlaceholderCheck),
  redirectType,
  websiteOfferType,
  bookingAvailabilityType,
  linkType,
  navLinkType,
  seoType,
  heroType,
  siteImageType,
  businessHoursType,
  socialLinkType,
  cardType,
  cardGridSectionType,
  processSectionType,
  faqSectionType,
  statsSectionType,
  logoStripSectionType,
  pricingSectionType,
  resultsSectionType,
  richTextSectionType,
  ctaSectionType,
  splitSectionType,
  demoSectionType,
  apiEndpointsSectionType,
  apiQuickStartSectionType,
  websiteOfferSectionType,
  workSectionType,
  testimonialSectionType,
  teamSectionType,
].map(withAddressHistory);
