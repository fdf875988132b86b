import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { cn } from '~/lib/cn';

const LOGO_PULSE_MS = 1000;
const LOGO_PULSE_MIN_GAP_MS = 2000;
const LOGO_PULSE_MAX_GAP_MS = 5000;

/** The next wait before a pulse: uniformly between 2 and 5 seconds. */
export function nextPulseDelay(random: () => number = Math.random) {
  return LOGO_PULSE_MIN_GAP_MS + random() * (LOGO_PULSE_MAX_GAP_MS - LOGO_PULSE_MIN_GAP_MS);
}

/** Pulses now and then, never while the visitor asks for less motion (followed as it changes). */
function usePulse() {
  const [pulsing, setPulsing] = useState(false);
  useEffect(() => {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        setPulsing(true);
        timer = setTimeout(() => {
          setPulsing(false);
          schedule();
        }, LOGO_PULSE_MS);
      }, nextPulseDelay());
    };
    const follow = () => {
      clearTimeout(timer);
      setPulsing(false);
      if (!reducedMotion.matches) schedule();
    };
    follow();
    reducedMotion.addEventListener('change', follow);
    return () => {
      reducedMotion.removeEventListener('change', follow);
      clearTimeout(timer);
    };
  }, []);
  return pulsing;
}

export function LogoMark({ className }: { className?: string }) {
  // A stylised bluebonnet: three petals over a stem, drawn so it reads at 24 px.
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="9" className="fill-brand-600" />
      <path
        d="M16 6.5c2.6 0 4.3 2.3 3.6 4.8-.5 1.8-2 3-3.6 3s-3.1-1.2-3.6-3c-.7-2.5 1-4.8 3.6-4.8Z"
        className="fill-white"
      />
      <path
        d="M9.2 12.8c2-.9 4.4.3 4.9 2.4.4 1.6-.3 3.2-1.6 4-1.4.8-3.3.6-4.4-.6-1.6-1.7-1-4.8 1.1-5.8Z"
        className="fill-brand-200"
      />
      <path
        d="M22.8 12.8c2.1 1 2.7 4.1 1.1 5.8-1.1 1.2-3 1.4-4.4.6-1.3-.8-2-2.4-1.6-4 .5-2.1 2.9-3.3 4.9-2.4Z"
        className="fill-brand-200"
      />
      <path d="M16 16.5v9" className="stroke-sun-400" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ companyName }: { companyName: string }) {
  const pulsing = usePulse();
  return (
    <Link to="/" className="group flex items-center gap-2.5 rounded-lg" aria-label={`${companyName}, home`}>
      <LogoMark
        className={cn('size-9 shrink-0 transition-transform group-hover:rotate-6', pulsing && 'animate-logo-pulse')}
      />
      <span className="font-display text-base font-extrabold tracking-tight whitespace-nowrap text-ink-950 sm:text-lg">
        {companyName}
      </span>
    </Link>
  );
}
