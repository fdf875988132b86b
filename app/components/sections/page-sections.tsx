import type { Section } from '~/content/schemas/sections';
import { ApiEndpointsSection, ApiQuickStartSection } from './api-sections';
import { CardGridSection } from './card-grid-section';
import { CtaSection } from './cta-section';
import { DemoSection } from './demo-section';
import { FaqSection } from './faq-section';
import { LogoStripSection } from './logo-strip-section';
import { PricingSection, type EnquiryLinks } from './pricing-section';
import { ProcessSection } from './process-section';
import { ResultsSection } from './results-section';
import { RichTextSection } from './rich-text-section';
import { SplitSection } from './split-section';
import { StatsSection } from './stats-section';
import { TeamSection } from './team-section';
import { TestimonialSection } from './testimonial-section';
import { WebsiteOfferSection } from './website-offer-section';
import { WorkSection } from './work-section';

const NO_ENQUIRIES: EnquiryLinks = {};

/** Renders a page's sections in the order the editor arranged them. */
export function PageSections({
  sections,
  enquiries = NO_ENQUIRIES,
}: {
  sections: Section[];
  enquiries?: EnquiryLinks;
}) {
  return (
    <>
      {sections.map((section) => {
        switch (section._type) {
          case 'cardGridSection':
            return <CardGridSection key={section._key} section={section} />;
          case 'processSection':
            return <ProcessSection key={section._key} section={section} />;
          case 'faqSection':
            return <FaqSection key={section._key} section={section} />;
          case 'statsSection':
            return <StatsSection key={section._key} section={section} />;
          case 'logoStripSection':
            return <LogoStripSection key={section._key} section={section} />;
          case 'pricingSection':
            return <PricingSection key={section._key} section={section} enquiries={enquiries} />;
          case 'richTextSection':
            return <RichTextSection key={section._key} section={section} />;
          case 'resultsSection':
            return <ResultsSection key={section._key} section={section} />;
          case 'ctaSection':
            return <CtaSection key={section._key} section={section} />;
          case 'splitSection':
            return <SplitSection key={section._key} section={section} />;
          case 'demoSection':
            return <DemoSection key={section._key} section={section} />;
          case 'apiEndpointsSection':
            return <ApiEndpointsSection key={section._key} section={section} />;
          case 'apiQuickStartSection':
            return <ApiQuickStartSection key={section._key} section={section} />;
          case 'websiteOfferSection':
            return <WebsiteOfferSection key={section._key} section={section} />;
          case 'workSection':
            return <WorkSection key={section._key} section={section} />;
          case 'testimonialSection':
            return <TestimonialSection key={section._key} section={section} />;
          case 'teamSection':
            return <TeamSection key={section._key} section={section} />;
        }
      })}
    </>
  );
}
