import { Link } from '@remix-run/react';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import type { JobPosition } from '~/content/schemas/job-position';
import { JobMeta } from './job-meta';
import { Card } from '~/components/ui/card';

/**
 * A position in the careers list. Rendered on the server (positions.server.tsx); with JavaScript
 * the list opens the detail dialog when its View Details link is followed.
 */
export function JobCard({ job }: { job: JobPosition }) {
  return (
    <Card
      as="article"
      lift
      className="group relative flex flex-col gap-5 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-7"
    >
      <div className="space-y-3">
        <h2 className="text-xl font-bold tracking-tight">{job.title}</h2>
        <JobMeta job={job} />
      </div>
      <Link
        to={`/careers/${job.slug}`}
        className="inline-flex shrink-0 items-center gap-2 self-start rounded-full border border-ink-200 px-5 py-2.5 text-sm font-semibold text-ink-900 transition-colors group-hover:border-brand-600 group-hover:text-brand-700 hover:bg-brand-50 sm:self-center"
      >
        View Details
        <span className="sr-only">: {job.title}</span>
        <SpriteSvg
          symbol="arrow-right"
          aria-hidden="true"
          className="size-4 transition-transform group-hover:translate-x-0.5"
        />
      </Link>
    </Card>
  );
}
