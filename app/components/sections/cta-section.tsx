import { Container } from '~/components/ui/container';
import type { SectionOf } from '~/content/schemas/sections';
import { SectionLinks } from './section-links';
import { headingId } from './section-shell';
import { HeadingText } from './heading-text';

export function CtaSection({ section }: { section: SectionOf<'ctaSection'> }) {
  return (
    <section id={section.anchor} aria-labelledby={headingId(section)} className="band-cta py-16 sm:py-20">
      <Container>
        {/* The page's accent (a product's own color; the brand elsewhere): its 700 carries white text at AA. */}
        <div className="relative isolate overflow-hidden rounded-card bg-[var(--accent-ink)] px-6 py-14 text-center shadow-lift sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_20rem_at_100%_0%,rgb(255_255_255/0.12),transparent_70%),radial-gradient(30rem_18rem_at_0%_100%,rgb(0_0_0/0.3),transparent_70%)]"
          />
          {section.eyebrow ? (
            <p className="text-sm font-bold tracking-widest text-white uppercase">{section.eyebrow}</p>
          ) : null}
          <h2
            id={headingId(section)}
            className="mx-auto mt-3 max-w-2xl text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
          >
            <HeadingText>{section.heading}</HeadingText>
          </h2>
          {section.intro ? (
            <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-white">{section.intro}</p>
          ) : null}
          <SectionLinks links={section.links} tone="dark" className="mt-10" />
        </div>
      </Container>
    </section>
  );
}
