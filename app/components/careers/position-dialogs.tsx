import { Link } from '@remix-run/react';
import { buttonVariants } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import type { JobPosition } from '~/content/schemas';
import { ApplicationForm } from './application-form';
import { JobDetails } from './job-details';

export type PositionStep = 'detail' | 'apply';

interface PositionDialogsProps {
  job: JobPosition;
  step: PositionStep;
  onStep: (step: PositionStep | null) => void;
}

/**
 * The detail dialog and, over it, the application dialog. Escape closes the top one; a sent
 * application closes both. The links inside are the no-JavaScript routes to the same views.
 */
export function PositionDialogs({ job, step, onStep }: PositionDialogsProps) {
  return (
    <>
      <Dialog open title={job.title} onClose={() => onStep(null)}>
        <JobDetails job={job} />
        <div className="mt-8 flex justify-end border-t border-ink-100 pt-6">
          <Link
            to={`/careers/${job.slug}/apply`}
            className={buttonVariants({ size: 'lg' })}
            onClick={(event) => {
              event.preventDefault();
              onStep('apply');
            }}
          >
            Apply for this position
          </Link>
        </div>
      </Dialog>
      {step === 'apply' ? (
        <Dialog
          open
          title={`Apply for ${job.title}`}
          description="We read every application. Fields marked * are required."
          onClose={() => onStep('detail')}
        >
          <ApplicationForm job={job} onSubmitted={() => onStep(null)} />
        </Dialog>
      ) : null}
    </>
  );
}
