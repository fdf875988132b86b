import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { HONEYPOT_FIELD } from '~/submissions/field-facts';
import type { FieldErrors } from '~/submissions/submission';
import { cn } from '~/lib/cn';

export const controlClass =
  'block w-full rounded-xl border border-ink-300 bg-white px-4 py-2.5 text-base text-ink-950 shadow-xs transition-colors placeholder:text-ink-500 hover:border-ink-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 aria-invalid:border-danger-600 aria-invalid:focus-visible:outline-danger-600';

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string[];
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, control, hint and error, tied together so assistive technology reads them as one. */
export function FieldShell({ id, label, required, hint, error, children }: FieldShellProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error?.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger-700">
            *
          </span>
        ) : (
          <span className="ml-1.5 text-xs font-normal text-ink-600">(optional)</span>
        )}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {errorId ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
          <SpriteSvg symbol="circle-exclamation-point" aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error?.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  hint?: string;
  error?: string[];
};

export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(function InputField(
  { label, hint, error, id, className, required, ...props },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? `${generated}-${props.name}`;
  return (
    <FieldShell id={fieldId} label={label} required={required} hint={hint} error={error}>
      {(describedBy) => (
        <input
          ref={ref}
          id={fieldId}
          required={required}
          aria-invalid={error?.length ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            controlClass,
            props.type === 'file' &&
              'cursor-pointer py-2 file:mr-4 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-1.5 file:text-sm file:font-semibold file:text-brand-700',
            className,
          )}
          {...props}
        />
      )}
    </FieldShell>
  );
});

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  name: string;
  label: string;
  hint?: string;
  error?: string[];
};

export function TextareaField({ label, hint, error, id, className, required, ...props }: TextareaFieldProps) {
  const generated = useId();
  const fieldId = id ?? `${generated}-${props.name}`;
  return (
    <FieldShell id={fieldId} label={label} required={required} hint={hint} error={error}>
      {(describedBy) => (
        <textarea
          id={fieldId}
          required={required}
          aria-invalid={error?.length ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClass, 'min-h-32 resize-y', className)}
          {...props}
        />
      )}
    </FieldShell>
  );
}

interface ErrorSummaryProps {
  errors: FieldErrors;
  formError?: string;
  /** Field names in form order, with the id of their control, so each message links to it. */
  fields: { name: string; id: string; label: string }[];
  summaryRef: React.Ref<HTMLDivElement>;
  /** The visitor's mail draft, offered when the site could not keep the submission. */
  draft?: string | undefined;
}

/** Lists every problem at the top of the form; focus moves here after a failed submit. */
export function ErrorSummary({ errors, formError, fields, summaryRef, draft }: ErrorSummaryProps) {
  const titleId = useId();
  const listed = fields.filter((field) => errors[field.name]?.length);
  const other = Object.entries(errors)
    .filter(([name]) => !fields.some((field) => field.name === name))
    .flatMap(([, messages]) => messages);
  const messages = [...(formError ? [formError] : []), ...other];
  if (listed.length === 0 && messages.length === 0) return null;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className="rounded-xl border border-danger-600/40 bg-danger-50 p-4 text-sm text-danger-700 focus-visible:outline-danger-600"
    >
      <p id={titleId} className="font-semibold">
        {draft && listed.length === 0 ? 'Your message was not sent' : 'Please fix the following before sending:'}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
        {listed.map((field) => (
          <li key={field.name}>
            <a href={`#${field.id}`} className="underline underline-offset-2 hover:no-underline">
              {field.label}: {errors[field.name]?.join(' ')}
            </a>
          </li>
        ))}
      </ul>
      {draft ? (
        <a href={draft} className="mt-3 inline-block font-semibold underline underline-offset-2 hover:no-underline">
          Open your email draft
        </a>
      ) : null}
    </div>
  );
}

/** Hidden from people and assistive technology; bots that fill every field fill this one. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
