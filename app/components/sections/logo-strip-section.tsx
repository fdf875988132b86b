import { Pause, Play } from 'lucide-react';
import { useId } from 'react';
import { Icon } from '~/components/ui/icon';
import type { SectionOf } from '~/content/schemas';
import { cn } from '~/lib/cn';
import { SectionShell } from './section-shell';

type Logo = SectionOf<'logoStripSection'>['logos'][number];

function Wordmark({ logo }: { logo: Logo }) {
  if (logo.image) {
    return <img src={logo.image.src} alt={logo.image.alt || logo.name} className="h-10 w-auto" loading="lazy" />;
  }
  return (
    <span className="flex items-center gap-2.5 font-display text-base font-extrabold tracking-tight whitespace-nowrap text-ink-600 sm:text-lg">
      <span className="grid size-9 place-items-center rounded-xl bg-ink-100 text-ink-700">
        <Icon name={logo.icon} className="size-5" />
      </span>
      {logo.name}
    </span>
  );
}

/**
 * A row of client or partner wordmarks. The scrolling version loops every 20 seconds (the
 * marquee animation in app.css), pauses on hover or focus and with its own pause switch
 * (a checkbox, so it works without JavaScript), and stands still for reduced motion.
 */
export function LogoStripSection({ section }: { section: SectionOf<'logoStripSection'> }) {
  const pauseId = useId();
  if (!section.scrolling) {
    return (
      <SectionShell section={section} className="py-16 sm:py-20">
        <ul className="mx-auto mt-10 grid max-w-4xl gap-x-10 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {section.logos.map((logo) => (
            <li key={logo.name} className="flex justify-center">
              <Wordmark logo={logo} />
            </li>
          ))}
        </ul>
      </SectionShell>
    );
  }

  return (
    <SectionShell section={section} tone="tinted" className="py-14 sm:py-16">
      <div className="group/strip relative mt-10">
        <input id={pauseId} type="checkbox" className="peer sr-only" />
        <label
          htmlFor={pauseId}
          className="absolute -top-9 right-0 inline-flex cursor-pointer items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold text-ink-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:bg-ink-100 motion-reduce:hidden"
        >
          <Pause aria-hidden="true" className="size-3.5 group-has-[:checked]/strip:hidden" />
          <Play aria-hidden="true" className="hidden size-3.5 group-has-[:checked]/strip:block" />
          <span>Pause logos</span>
        </label>
        <div
          className={cn(
            'overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]',
            'motion-reduce:[mask-image:none]',
          )}
        >
          <div
            data-testid="logo-marquee"
            className={cn(
              'flex w-max animate-marquee hover:[animation-play-state:paused]',
              'group-focus-within/strip:[animation-play-state:paused] group-has-[:checked]/strip:[animation-play-state:paused]',
              'motion-reduce:w-full motion-reduce:animate-none',
            )}
          >
            {[0, 1].map((copy) => (
              <ul
                key={copy}
                // The second copy only makes the loop seamless; assistive technology hears the list once.
                aria-hidden={copy === 1 ? true : undefined}
                className={cn(
                  'flex shrink-0 items-center gap-14 pr-14',
                  copy === 1 && 'motion-reduce:hidden',
                  'motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-x-10 motion-reduce:gap-y-6 motion-reduce:pr-0',
                )}
              >
                {section.logos.map((logo) => (
                  <li key={logo.name}>
                    <Wordmark logo={logo} />
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </div>
      </div>
    </SectionShell>
  );
}
