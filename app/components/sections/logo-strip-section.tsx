import { Pause, Play } from '~/components/ui/icons/icons';
import { useId } from 'react';
import { SiteImage } from '~/components/ui/site-image';
import type { SectionOf } from '~/content/schemas/sections';
import { cn } from '~/lib/cn';
import { SectionShell } from './section-shell';

type Logo = SectionOf<'logoStripSection'>['logos'][number];

function nameHash(text: string) {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

/** The outline each mark sits in; one per organization, picked from its name. */
const MARK_SHAPES = [
  <circle key="circle" cx="20" cy="20" r="18" />,
  <rect key="square" x="2" y="2" width="36" height="36" rx="10" />,
  <path key="hexagon" d="M20 2l15.6 9v18L20 38 4.4 29V11z" />,
  <path key="diamond" d="M20 1.5L38.5 20 20 38.5 1.5 20z" />,
  <path key="shield" d="M20 2l16 6v11c0 9.5-6.8 16.6-16 19-9.2-2.4-16-9.5-16-19V8z" />,
];

/** Three typographic treatments, so the set reads as different companies in one visual language. */
const NAME_STYLES = [
  'font-display text-base font-extrabold tracking-tight',
  'font-sans text-sm font-semibold tracking-[0.18em] uppercase',
  'font-display text-base font-medium tracking-wide',
];

function initials(name: string) {
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z]/.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * A client or partner mark, drawn rather than borrowed: a monochrome monogram in an outline
 * picked from the name, and the name in one of three type treatments. All marks share one ink
 * color, so the row reads as a set. An uploaded logo, when there is one, is shown in gray.
 */
function Wordmark({ logo }: { logo: Logo }) {
  if (logo.image) {
    const { width, height } = logo.image.asset;
    // Drawn 40 px tall: its width follows from its shape. The mark stands for the name, so a
    // logo marked decorative still says whose it is.
    return (
      <SiteImage
        image={{ ...logo.image, alt: logo.image.alt || logo.name }}
        sizes={`${Math.ceil((40 * width) / height)}px`}
        className="h-10 w-auto opacity-70 grayscale"
      />
    );
  }
  const seed = nameHash(logo.name);
  return (
    <span className="flex items-center gap-3 whitespace-nowrap text-ink-600">
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-10 shrink-0">
        <g fill="none" stroke="currentColor" strokeWidth="2.5">
          {MARK_SHAPES[seed % MARK_SHAPES.length]}
        </g>
        <text x="20" y="25" textAnchor="middle" fill="currentColor" className="font-display text-[13px] font-extrabold">
          {initials(logo.name)}
        </text>
      </svg>
      <span className={NAME_STYLES[Math.floor(seed / MARK_SHAPES.length) % NAME_STYLES.length]}>{logo.name}</span>
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
            <li key={logo.name} className="flex min-w-0 justify-center [&>span]:whitespace-normal">
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
        {/* With reduced motion nothing moves, so the switch goes entirely: its label is hidden
            then, and a checkbox left in the Tab order would be a focus stop nobody can see. */}
        <input id={pauseId} type="checkbox" className="peer sr-only motion-reduce:hidden" />
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
