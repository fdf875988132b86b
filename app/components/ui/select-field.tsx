import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { useId, type SelectHTMLAttributes } from 'react';
import { cn } from '~/lib/cn';
import { controlClass, FieldShell } from './form';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  name: string;
  label: string;
  hint?: string;
  error?: string[];
  options: readonly { value: string; label: string }[];
  /** The first, empty choice ("Select..."); leave out when a value is always chosen. */
  placeholder?: string;
  /** Marked required, but left to the server to enforce (the browser shows no bubble). */
  serverRequired?: boolean;
};

/** A native select with the same label, hint and error wiring as the other fields. */
export function SelectField({
  label,
  hint,
  error,
  id,
  className,
  required,
  serverRequired,
  options,
  placeholder,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? `${generated}-${props.name}`;
  return (
    <FieldShell id={fieldId} label={label} required={required || serverRequired} hint={hint} error={error}>
      {(describedBy) => (
        <div className="relative">
          <select
            id={fieldId}
            required={required}
            aria-required={serverRequired || undefined}
            aria-invalid={error?.length ? true : undefined}
            aria-describedby={describedBy}
            className={cn(controlClass, 'appearance-none pr-10', className)}
            {...props}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <SpriteSvg
            symbol="chevron-down"
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-600"
          />
        </div>
      )}
    </FieldShell>
  );
}
