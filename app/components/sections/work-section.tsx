import { CaseStudyCard } from '~/components/work/case-study-card';
import type { SectionOf } from '~/content/schemas';
import { SectionLinks } from './section-links';
import { SectionShell } from './section-shell';

/** Case studies an editor chose, or the featured ones, as cards linking to their stories. */
export function WorkSection({ section }: { section: SectionOf<'workSection'> }) {
  if (section.caseStudies.length === 0) return null;
  return (
    <SectionShell section={section} tone="tinted">
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {section.caseStudies.map((caseStudy) => (
          <li key={caseStudy.slug}>
            <CaseStudyCard caseStudy={caseStudy} />
          </li>
        ))}
      </ul>
      <SectionLinks links={section.links} />
    </SectionShell>
  );
}
