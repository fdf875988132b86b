import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import type { JobPosition } from '~/content/schemas/job-position';
import { openUntilText, salaryText } from '~/lib/careers';

/**
 * Department, location, employment type and, when the editor gave them, pay and the last day to
 * apply, as a description list so each value has its name.
 */
export function JobMeta({
  job,
}: {
  job: Pick<JobPosition, 'department' | 'location' | 'type'> &
    Partial<Pick<JobPosition, 'baseSalary' | 'validThrough'>>;
}) {
  const items = [
    { term: 'Department', value: job.department, symbol: 'briefcase' as const },
    { term: 'Location', value: job.location, symbol: 'map-pin' as const },
    { term: 'Type', value: job.type, symbol: 'clock' as const },
    ...(job.baseSalary ? [{ term: 'Salary', value: salaryText(job.baseSalary), symbol: 'scale' as const }] : []),
    ...(job.validThrough
      ? [{ term: 'Closing date', value: openUntilText(job.validThrough), symbol: 'calendar-days' as const }]
      : []),
  ];
  return (
    <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-600">
      {items.map(({ term, value, symbol }) => (
        <div key={term} className="flex items-center gap-1.5">
          <dt>
            <SpriteSvg symbol={symbol} aria-hidden="true" className="size-4 text-brand-600" />
            <span className="sr-only">{term}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
