import { Briefcase, Clock, MapPin } from '~/components/ui/icons/icons';
import type { JobPosition } from '~/content/schemas';

/** Department, location and employment type, as a description list so each value has its name. */
export function JobMeta({ job }: { job: Pick<JobPosition, 'department' | 'location' | 'type'> }) {
  const items = [
    { term: 'Department', value: job.department, Icon: Briefcase },
    { term: 'Location', value: job.location, Icon: MapPin },
    { term: 'Type', value: job.type, Icon: Clock },
  ];
  return (
    <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-600">
      {items.map(({ term, value, Icon }) => (
        <div key={term} className="flex items-center gap-1.5">
          <dt>
            <Icon aria-hidden="true" className="size-4 text-brand-600" />
            <span className="sr-only">{term}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
