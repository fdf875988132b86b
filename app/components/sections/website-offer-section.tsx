import { Link } from '@remix-run/react';
import { ArrowRight, Check } from '~/components/ui/icons/icons';
import { buttonVariants } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import type { SectionOf } from '~/content/schemas/sections';
import { cn } from '~/lib/cn';
import { HeadingText } from './heading-text';
import { headingId } from './section-shell';

/** The flat-rate website offer: the editor's words beside the price from the Website offer document. */
export function WebsiteOfferSection({ section }: { section: SectionOf<'websiteOfferSection'> }) {
  return (
    <section id={section.anchor} aria-labelledby={headingId(section)} className="pb-16 sm:pb-24">
      <Container>
        <div className="grid gap-8 overflow-hidden rounded-card bg-ink-950 p-8 text-white shadow-lift sm:p-12 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
          <div>
            {section.eyebrow ? (
              <p className="text-sm font-bold tracking-widest text-sun-300 uppercase">{section.eyebrow}</p>
            ) : null}
            <h2 id={headingId(section)} className="mt-3 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
              <HeadingText>{section.heading}</HeadingText>
            </h2>
            {section.intro ? <p className="mt-4 text-lg text-ink-200">{section.intro}</p> : null}
            {section.points.length > 0 ? (
              <ul className="mt-6 space-y-2.5 text-ink-200">
                {section.points.map((point) => (
                  <li key={point} className="flex gap-2.5">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sun-300" />
                    {point}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="rounded-2xl bg-white/5 p-6 text-center ring-1 ring-white/15 lg:min-w-64">
            <p className="font-display text-6xl font-extrabold text-white">{section.price}</p>
            {section.priceNote ? <p className="mt-1 text-ink-200">{section.priceNote}</p> : null}
            <Link
              to={section.link.href}
              className={cn(buttonVariants({ variant: 'highlight', size: 'lg' }), 'mt-6 w-full')}
            >
              {section.link.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
