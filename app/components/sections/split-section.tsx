import { CircleCheck } from '~/components/ui/icons/icons';
import type { SectionOf } from '~/content/schemas/sections';
import { cn } from '~/lib/cn';
import { SectionFigure } from './section-figure';
import { SectionHeading } from './section-heading';
import { SectionLinks } from './section-links';
import { headingId, SectionShell } from './section-shell';

/** A feature band: heading, highlights and calls to action beside an illustration. */
export function SplitSection({ section }: { section: SectionOf<'splitSection'> }) {
  const dark = section.tone === 'dark';
  return (
    <SectionShell section={section} tone={section.tone} heading={false}>
      <div className={cn('grid items-center gap-12', section.image && 'lg:grid-cols-2 lg:gap-16')}>
        <div className={cn(!section.image && 'mx-auto max-w-3xl text-center')}>
          <SectionHeading
            id={headingId(section)}
            eyebrow={section.eyebrow}
            heading={section.heading}
            intro={section.intro}
            align={section.image ? 'left' : 'center'}
            tone={dark ? 'dark' : 'light'}
          />
          {section.points.length > 0 ? (
            <ul className={cn('mt-8 grid gap-3 sm:grid-cols-2', !section.image && 'text-left')}>
              {section.points.map((point) => (
                <li
                  key={point}
                  className={cn(
                    'flex gap-3',
                    dark ? 'text-ink-100' : 'text-ink-800',
                    // Without a picture the points are the band's visual: each on its own tile.
                    !section.image && !dark && 'rounded-xl bg-white px-4 py-3 shadow-card ring-1 ring-ink-100',
                  )}
                >
                  <CircleCheck
                    aria-hidden="true"
                    className={cn('mt-0.5 size-5 shrink-0', dark ? 'text-sun-300' : 'text-(--accent-ink)')}
                  />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <SectionLinks
            links={section.links}
            tone={dark ? 'dark' : 'light'}
            align={section.image ? 'left' : 'center'}
            className="mt-10"
          />
        </div>
        {section.image ? (
          <SectionFigure image={section.image} className={cn(section.imagePosition === 'left' && 'lg:order-first')} />
        ) : null}
      </div>
    </SectionShell>
  );
}
