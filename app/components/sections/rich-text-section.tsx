import { Container } from '~/components/ui/container';
import type { SectionOf } from '~/content/schemas/sections';
import { cn } from '~/lib/cn';
import { PortableTextBody } from './portable-text-body';
import { SectionFigure } from './section-figure';
import { headingId } from './section-shell';
import { HeadingText } from './heading-text';

export function RichTextSection({ section }: { section: SectionOf<'richTextSection'> }) {
  const text = (
    <div className={cn(!section.image && 'mx-auto max-w-3xl')}>
      {section.eyebrow ? (
        <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">{section.eyebrow}</p>
      ) : null}
      <h2 id={headingId(section)} className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
        <HeadingText>{section.heading}</HeadingText>
      </h2>
      {section.intro ? <p className="mt-4 text-xl leading-relaxed text-ink-800">{section.intro}</p> : null}
      <PortableTextBody value={section.body} className="mt-6 text-lg text-ink-700" />
    </div>
  );
  return (
    <section id={section.anchor} aria-labelledby={headingId(section)} className="band-light py-20 sm:py-24">
      <Container>
        {section.image ? (
          <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
            {text}
            <SectionFigure image={section.image} className={cn(section.imagePosition === 'left' && 'lg:order-first')} />
          </div>
        ) : (
          text
        )}
      </Container>
    </section>
  );
}
