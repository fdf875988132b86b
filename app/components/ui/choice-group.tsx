import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { useId, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

type Choice = { value: string; label: ReactNode; description?: ReactNode; disabled?: boolean };

interface ChoiceGroupProps {
  type: 'radio' | 'checkbox';
  name: string;
  legend: ReactNode;
  /** Shown beside the legend for people; the legend itself stays short for screen readers. */
  hint?: string;
  choices: readonly Choice[];
  required?: boolean;
  error?: string[];
  /** Uncontrolled: the values checked at first. */
  defaultValue?: string | readonly string[];
  /** Controlled: the values checked now, with onValueChange. */
  value?: string | readonly string[];
  onValueChange?: (value: string, checked: boolean) => void;
  legendClassName?: string;
  className?: string;
  /** Extra classes for each tile, e.g. a fixed width for time slots. */
  tileClassName?: string;
}

const asList = (value: string | readonly string[] | undefined) =>
  value === undefined ? undefined : typeof value === 'string' ? [value] : value;

/**
 * A group of radio buttons or checkboxes drawn as selectable tiles. They are real inputs in a
 * fieldset, so they work and read correctly without JavaScript.
 */
export function ChoiceGroup({
  type,
  name,
  legend,
  hint,
  choices,
  required,
  error,
  defaultValue,
  value,
  onValueChange,
  legendClassName,
  className,
  tileClassName,
}: ChoiceGroupProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error?.length ? `${id}-error` : undefined;
  const checkedList = asList(value);
  const defaultList = asList(defaultValue);
  return (
    <fieldset
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={errorId ? true : undefined}
      className="min-w-0 space-y-2"
    >
      <legend className={cn('text-sm font-semibold text-ink-900', legendClassName)}>
        {legend}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger-700">
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      <div className={cn('grid gap-3', className)}>
        {choices.map((choice, index) => {
          // By position: a choice's value may hold spaces, which an id must not.
          const inputId = `${id}-${index}`;
          const controlled = checkedList !== undefined;
          return (
            <label
              key={choice.value}
              htmlFor={inputId}
              className={cn(
                'group relative flex cursor-pointer items-start gap-3 rounded-xl border border-ink-200 bg-white p-4 transition-colors hover:border-brand-400',
                'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                'has-[:disabled]:cursor-not-allowed has-[:disabled]:border-dashed has-[:disabled]:bg-ink-50 has-[:disabled]:hover:border-ink-200',
                tileClassName,
              )}
            >
              <input
                id={inputId}
                type={type}
                name={name}
                value={choice.value}
                disabled={choice.disabled}
                required={type === 'radio' ? required : undefined}
                {...(controlled
                  ? {
                      // A disabled choice is never shown as chosen: it would not be sent.
                      checked: !choice.disabled && checkedList.includes(choice.value),
                      onChange: (event) => onValueChange?.(choice.value, event.target.checked),
                    }
                  : {
                      defaultChecked: !choice.disabled && defaultList?.includes(choice.value),
                      onChange: onValueChange
                        ? (event) => onValueChange(choice.value, event.target.checked)
                        : undefined,
                    })}
                className="mt-0.5 size-5 shrink-0 check-control focus-visible:outline-none"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-ink-900 group-has-[:disabled]:text-ink-600">
                  {choice.label}
                </span>
                {/* A space, so the name a screen reader makes of the label keeps the two apart. */}
                {choice.description ? ' ' : null}
                {choice.description ? (
                  <span className="mt-1 block text-sm text-ink-600">{choice.description}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {errorId ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
          <SpriteSvg symbol="circle-exclamation-point" aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error?.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
