import { Link, type LinkProps } from '@remix-run/react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '~/lib/cn';

// A label may wrap onto a second line (narrow screens, enlarged text): heights are minimums.
// Paper has nothing to press: buttons are not printed.
const BUTTON_BASE =
  'inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 print:hidden disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

// Every variant has a border, transparent where none is drawn: forced-colors modes (Windows
// High Contrast) drop backgrounds and paint borders in the system's color, so it is the
// button's only boundary there.
const BUTTON_VARIANTS = {
  primary:
    'border border-transparent bg-brand-600 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-600',
  secondary:
    'border border-ink-200 bg-white text-ink-900 hover:border-ink-300 hover:bg-ink-50 focus-visible:outline-brand-600',
  inverse: 'border border-transparent bg-white text-ink-950 hover:bg-brand-50 focus-visible:outline-white',
  ghost: 'border border-transparent text-ink-700 hover:bg-ink-50 hover:text-ink-950 focus-visible:outline-brand-600',
  highlight:
    'border border-transparent bg-sun-400 text-ink-950 shadow-sm hover:bg-sun-300 focus-visible:outline-sun-700',
};

const BUTTON_SIZES = {
  sm: 'min-h-9 px-4 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2 text-sm',
  lg: 'min-h-12 px-6 py-2.5 text-base',
};

interface ButtonVariantProps {
  variant?: keyof typeof BUTTON_VARIANTS | null | undefined;
  size?: keyof typeof BUTTON_SIZES | null | undefined;
}

/** A button's classes: the shape every button shares, its colors and its size. */
export function buttonVariants({ variant, size }: ButtonVariantProps = {}): string {
  return `${BUTTON_BASE} ${BUTTON_VARIANTS[variant ?? 'primary']} ${BUTTON_SIZES[size ?? 'md']}`;
}

export const Button = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps>(
  function Button({ className, variant, size, type = 'button', ...props }, ref) {
    return <button ref={ref} type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
  },
);

export function ButtonLink({ className, variant, size, ...props }: LinkProps & ButtonVariantProps) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
