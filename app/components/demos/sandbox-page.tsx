import { PageHero } from '~/components/sections/page-hero';
import { PageSections } from '~/components/sections/page-sections';
import { Container } from '~/components/ui/container';
import type { ContentLink, Page, Section } from '~/content/schemas';
import type { ColorPairValue } from './contrast-checker';
import { SandboxDemos } from './sandbox-demos';

/**
 * The button of the page's first call to action: the audit request draft (app/mail/drafts.ts).
 * Its words stay here, beside the draft they open; the section's heading, text and other links are content.
 */
function withAuditRequest(sections: Section[], mailto: string): Section[] {
  const first = sections.findIndex((section) => section._type === 'ctaSection');
  const request: ContentLink = { label: 'Request a Professional Audit', href: mailto, variant: 'primary' };
  return sections.map((section, index) =>
    index === first && section._type === 'ctaSection' ? { ...section, links: [request, ...section.links] } : section,
  );
}

/** /sandbox: the page document's hero (with its disclaimers), the demos (typed tools), then its sections. */
export function SandboxPage({
  page,
  mailto,
  initialColors,
}: {
  page: Page;
  mailto: string;
  initialColors: ColorPairValue;
}) {
  return (
    <>
      <PageHero hero={page.hero} />

      <section aria-labelledby="demos-heading" className="bg-ink-50 py-14 sm:py-20">
        <Container>
          <h2 id="demos-heading" className="sr-only">
            Demos
          </h2>
          <SandboxDemos initialColors={initialColors} />
        </Container>
      </section>

      <PageSections sections={withAuditRequest(page.sections, mailto)} />
    </>
  );
}
