import type { ReactNode } from 'react';
import { Badge } from '~/components/ui/badge';
import { Container } from '~/components/ui/container';
import type { Hero } from '~/content/schemas';
import { cn } from '~/lib/cn';
import { ContentLink } from './content-link';
import { TypedHeading } from './typed-heading';

const HEADING_CLASS = 'mt-5 text-4xl font-extrabold tracking-tight text-white sm:text-6xl';

/** The opening band of a content page: badge, heading, introduction and calls to action. */
export function PageHero({ hero, children }: { hero: Hero; children?: ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden bg-ink-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-brand-600),transparent_60%),radial-gradient(40rem_24rem_at_0%_120%,var(--color-brand-800),transparent_60%)] opacity-90"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:48px_48px]"
      />
      <Container className={cn('py-20 sm:py-28', hero.image && 'grid items-center gap-12 lg:grid-cols-[1.15fr_1fr]')}>
        <div className="max-w-3xl">
          {hero.eyebrow ? (
            <Badge tone="brand" className="bg-white/10 text-brand-100 ring-white/20">
              {hero.eyebrow}
            </Badge>
          ) : null}
          {hero.typewriter ? (
            <TypedHeading text={hero.heading} className={HEADING_CLASS} />
          ) : (
            <h1 className={HEADING_CLASS}>{hero.heading}</h1>
          )}
          {hero.subheading ? (
            <p className="mt-6 text-lg leading-relaxed text-ink-200 sm:text-xl">{hero.subheading}</p>
          ) : null}
          {hero.links.length > 0 ? (
            <div className="mt-10 flex flex-wrap gap-3">
              {hero.links.map((link) => (
                <ContentLink key={link.href + link.label} link={link} tone="dark" />
              ))}
            </div>
          ) : null}
          {children}
        </div>
        {hero.image ? (
          <img
            src={hero.image.src}
            alt={hero.image.alt}
            width={560}
            height={440}
            className="hidden h-auto w-full max-w-xl justify-self-end drop-shadow-2xl lg:block"
          />
        ) : null}
      </Container>
    </section>
  );
}
