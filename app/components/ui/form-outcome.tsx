import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

/** What a submission achieved, shown in place of the form (a live region, so it is announced). */
export function SuccessPanel({
  id,
  title,
  children,
  className,
  focusOnMount = false,
}: {
  /** FORM_OUTCOME_ANCHOR when the panel replaces a form after a plain submission. */
  id?: string;
  title: string;
  children?: ReactNode;
  className?: string;
  /** Take focus when shown: the control that was used (a submit button) may be gone or disabled. */
  focusOnMount?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <div
      ref={ref}
      id={id}
      role="status"
      tabIndex={focusOnMount ? -1 : undefined}
      className={cn(
        'rounded-card border border-success-700/25 bg-success-50 p-6 focus-visible:outline-offset-4 sm:p-8',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <SpriteSvg symbol="circle-check" aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success-700" />
        <div>
          <h2 className="text-xl font-bold text-ink-950">{title}</h2>
          {children ? <div className="mt-2 text-ink-700">{children}</div> : null}
        </div>
      </div>
    </div>
  );
}

/** A submission a service failed to carry out; the form below still holds the visitor's values. */
export function FailurePanel({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-danger-600/40 bg-danger-50 p-4 text-danger-700">
      <SpriteSvg symbol="triangle-exclamation-point" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        {children ? <p className="mt-1 text-sm">{children}</p> : null}
      </div>
    </div>
  );
}
