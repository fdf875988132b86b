import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import type { JobPosition } from '~/content/schemas';

/** Department, location and employment type, as a description list so each value has its name. */
export function JobMeta({ job }: { job: Pick<JobPosition, 'department' | 'location' | 'type'> }) {
  const items = [
    { term: 'Department', value: job.department, symbol: 'briefcase' as const },
    { term: 'Location', value: job.location, symbol: 'map-pin' as const },
    { term: 'Type', value: job.type, symbol: 'clock' as const },
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
