import { Link } from '@remix-run/react';
import { buttonVariants } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { ServerHtml } from '~/render/server-html';
import type { ApplicationFormComponent } from './lazy-application-form';
import type { ListedPosition } from './positions.server';

export type PositionStep = 'detail' | 'apply';

interface PositionDialogsProps {
  job: ListedPosition;
  step: PositionStep;
  onStep: (step: PositionStep | null) => void;
  /** The application form once its code has arrived (lazy-application-form.tsx). */
  form: { Form: ApplicationFormComponent | null; failed: boolean };
}

/**
 * The detail dialog and, over it, the application dialog. Escape closes the top one; a sent
 * application closes both. The links inside are the no-JavaScript routes to the same views.
 */
export function PositionDialogs({ job, step, onStep, form: { Form, failed } }: PositionDialogsProps) {
  return (
    <>
      <Dialog open title={job.title} onClose={() => onStep(null)}>
        <ServerHtml html={job.details} />
        <div className="mt-8 flex justify-end border-t border-ink-100 pt-6">
          <Link
            to={`/careers/${job.slug}/apply`}
            className={buttonVariants({ size: 'lg' })}
            onClick={(event) => {
              // If the form's code could not be fetched, the link leads to the apply page.
              if (failed) return;
              event.preventDefault();
              onStep('apply');
            }}
          >
            Apply for this position
          </Link>
        </div>
      </Dialog>
      {/* A click before the form's code has arrived opens the dialog as soon as it has. */}
      {step === 'apply' && Form ? (
        <Dialog
          open
          title={`Apply for ${job.title}`}
          description="We read every application. Fields marked * are required."
          onClose={() => onStep('detail')}
        >
          <Form job={job} onSubmitted={() => onStep(null)} />
        </Dialog>
      ) : null}
    </>
  );
}
