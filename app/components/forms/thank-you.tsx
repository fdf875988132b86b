import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { useEffect, useState } from 'react';
import { ButtonLink, buttonVariants } from '~/components/ui/button';
import { cn } from '~/lib/cn';

/** docs/specification.md section 9: the thank-you animation flag flips after two seconds. */
const THANK_YOU_ANIMATION_DELAY_MS = 2000;

/** What the specification gives a visit with no navigation state as the service type. */
const DIRECT_SERVICE_TITLE = 'service';

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The thank-you card. The words are there from the first paint (and without JavaScript); the
 * entrance animation only celebrates them, and is skipped for visitors who ask for less motion.
 */
export function ThankYou({
  firstName,
  serviceTitle,
  mailto,
}: {
  firstName: string;
  serviceTitle: string;
  mailto?: string | undefined;
}) {
  const [entered, setEntered] = useState(false);
  const direct = !firstName && serviceTitle === DIRECT_SERVICE_TITLE;
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = setTimeout(() => setEntered(true), THANK_YOU_ANIMATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // Reached directly (no request behind it): one message, without a success tick or a promise
  // to be in touch, and the way to start a request.
  if (direct) {
    return (
      <div className="mx-auto max-w-2xl text-center">
        <span className="mx-auto grid size-20 place-items-center rounded-full bg-brand-100 text-brand-800">
          <SpriteSvg symbol="info" aria-hidden="true" className="size-10" />
        </span>
        <h1 className="mt-8 text-4xl font-extrabold tracking-tight sm:text-5xl">No request sent yet</h1>
        <p className="mt-5 text-lg text-ink-700">
          This page thanks you after a request. Tell us what you need and we will answer within 24 hours.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <ButtonLink to="/get-started" size="lg">
            Start a request
          </ButtonLink>
          <ButtonLink to="/" size="lg" variant="secondary">
            <SpriteSvg symbol="house" aria-hidden="true" />
            Return to Home
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div data-entered={entered} className="mx-auto max-w-2xl text-center">
      <div className="relative mx-auto grid size-20 place-items-center">
        <span
          aria-hidden="true"
          className={cn('absolute inset-0 rounded-full bg-success-700/20', entered && 'animate-[ping_1s_ease-out_1]')}
        />
        <span
          className={cn(
            'relative grid size-20 place-items-center rounded-full bg-success-700 text-white shadow-lift',
            entered && 'animate-fade-up',
          )}
        >
          <SpriteSvg symbol="check" aria-hidden="true" className="size-10" strokeWidth={3} />
        </span>
      </div>
      <h1 className="mt-8 text-4xl font-extrabold tracking-tight sm:text-5xl">
        {firstName ? `Thank You, ${firstName}!` : 'Thank You!'}
      </h1>
      <p className={cn('mt-5 text-lg text-ink-700', entered && 'animate-fade-up')}>
        Your request for <strong className="text-ink-950">{serviceTitle}</strong> has been received.
      </p>
      <p className={cn('mt-2 text-2xl font-bold text-brand-700', entered && 'animate-fade-up')}>
        We'll be in touch soon!
      </p>
      {mailto ? (
        <div className="mt-8 rounded-card border border-brand-200 bg-brand-50 p-6 text-left">
          <h2 className="text-lg font-bold">One last step: send your email</h2>
          <p className="mt-1 text-ink-700">
            Your request is written out in an email draft. Open it in your email app and press send.
          </p>
          <a href={mailto} className={cn(buttonVariants({ size: 'lg' }), 'mt-4')}>
            <SpriteSvg symbol="mail" aria-hidden="true" />
            Open your email draft
          </a>
        </div>
      ) : null}
      <ButtonLink to="/" size="lg" variant={mailto ? 'secondary' : 'primary'} className="mt-10">
        <SpriteSvg symbol="house" aria-hidden="true" />
        Return to Home
      </ButtonLink>
    </div>
  );
}
