import type { HTMLAttributes } from 'react';
import { cn } from '~/lib/cn';

const BADGE_TONES = {
  brand: 'bg-brand-50 text-brand-700 ring-1 ring-brand-200 ring-inset',
  neutral: 'bg-ink-50 text-ink-700 ring-1 ring-ink-200 ring-inset',
  success: 'bg-success-50 text-success-700 ring-1 ring-success-700/20 ring-inset',
  warning: 'bg-warning-50 text-warning-700 ring-1 ring-warning-700/20 ring-inset',
  danger: 'bg-danger-50 text-danger-700 ring-1 ring-danger-700/20 ring-inset',
  highlight: 'bg-sun-100 text-sun-700 ring-1 ring-sun-400/40 ring-inset',
};

export function Badge({
  className,
  tone,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof BADGE_TONES | undefined }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold tracking-wide',
        BADGE_TONES[tone ?? 'brand'],
        className,
      )}
      {...props}
    />
  );
}
