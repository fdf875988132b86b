import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '~/lib/cn';

/**
 * A native <select> in the site's field style. The native control keeps the platform's own
 * accessible picker (a wheel on phones, type-ahead on desktop); only the arrow is drawn.
 */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  function NativeSelect({ className, children, ...props }, ref) {
    return (
      <div className="relative">
        <select
          ref={ref}
          className={cn(
            'block w-full appearance-none rounded-xl border border-ink-300 bg-white py-2.5 pr-10 pl-4 text-base text-ink-950 hover:border-ink-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
            className,
          )}
          {...props}
        >
          {children}
        </select>
        <SpriteSvg
          symbol="chevron-down"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-ink-600"
        />
      </div>
    );
  },
);
