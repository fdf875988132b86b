import { CaseStudyCard } from '~/components/work/case-study-card';
import type { SectionOf } from '~/content/schemas/sections';
import { cn } from '~/lib/cn';
import { SectionLinks } from './section-links';
import { SectionShell } from './section-shell';

// One or two case studies (related work on a service page) stand centered, not in a row of three.
const COLUMNS = {
  1: 'max-w-md',
  2: 'max-w-4xl sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
} as const;

/** Case studies an editor chose, or the featured ones, as cards linking to their stories. */
export function WorkSection({ section }: { section: SectionOf<'workSection'> }) {
  if (section.caseStudies.length === 0) return null;
  return (
    <SectionShell section={section} tone="tinted">
      <ul className={cn('mx-auto mt-12 grid gap-6', COLUMNS[Math.min(section.caseStudies.length, 3) as 1 | 2 | 3])}>
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
