import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import type { JobPosition } from '~/content/schemas/job-position';
import { JobMeta } from './job-meta';

/** The body of a position: shown in the detail dialog and on the position's own page. */
export function JobDetails({ job, headingLevel: Heading = 'h3' }: { job: JobPosition; headingLevel?: 'h2' | 'h3' }) {
  return (
    <div className="space-y-6">
      <JobMeta job={job} />
      <div className="space-y-2">
        <Heading className="text-base font-bold">About the role</Heading>
        <p className="leading-relaxed text-ink-700">{job.description}</p>
      </div>
      {job.requirements.length > 0 ? (
        <div className="space-y-3">
          <Heading className="text-base font-bold">Requirements</Heading>
          <ul className="space-y-2.5">
            {job.requirements.map((requirement) => (
              <li key={requirement} className="flex gap-3 text-ink-700">
                <SpriteSvg symbol="circle-check" aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>{requirement}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
