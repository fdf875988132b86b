import { Container } from '~/components/ui/container';
import type { CaseStudyCard as CaseStudyCardContent } from '~/content/schemas/case-study';
import { CaseStudyCard } from './case-study-card';
import { WorkFilters, type WorkFilter } from './work-filters';

/** The case studies on /work, with the filters above them and a way back when none match. */
export function WorkIndex({
  caseStudies,
  shown,
  filter,
}: {
  caseStudies: CaseStudyCardContent[];
  shown: CaseStudyCardContent[];
  filter: WorkFilter;
}) {
  const filtered = Boolean(filter.service || filter.industry);
  return (
    <section aria-labelledby="work-list-heading" className="bg-ink-50 py-14 sm:py-20">
      <Container>
        <h2 id="work-list-heading" className="sr-only">
          Case studies
        </h2>
        <WorkFilters caseStudies={caseStudies} filter={filter} />
        <p role="status" className="mt-8 text-sm font-semibold text-ink-700">
          {shown.length === 1 ? '1 case study' : `${shown.length} case studies`}
          {filtered ? ' match the filter' : ''}
        </p>
        {shown.length > 0 ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((caseStudy, index) => (
              <li key={caseStudy.slug} className={index === 0 && shown.length > 2 ? 'lg:col-span-2' : undefined}>
                <CaseStudyCard caseStudy={caseStudy} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-ink-800">
            No case study matches both filters yet.{' '}
            <a href="/work" className="font-semibold text-brand-700 underline underline-offset-2">
              Show all work
            </a>
          </p>
        )}
      </Container>
    </section>
  );
}
