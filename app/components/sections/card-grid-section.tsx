import { Link } from '@remix-run/react';
import { ArrowRight, Check } from 'lucide-react';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import type { Section } from '~/content/schemas';
import { ContentLink } from './content-link';
import { SectionHeading } from './section-heading';

type CardGridSectionData = Extract<Section, { _type: 'cardGridSection' }>;

export function CardGridSection({ section }: { section: CardGridSectionData }) {
  const headingId = `${section._key}-heading`;
  return (
    <section id={section.anchor} aria-labelledby={headingId} className="scroll-mt-20 py-20 sm:py-24">
      <Container>
        <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {section.cards.map((card) => (
            <li
              key={card.title}
              className="flex flex-col rounded-card border border-ink-100 bg-white p-7 shadow-card transition-shadow hover:shadow-lift"
            >
              <div className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon name={card.icon} className="size-6" />
              </div>
              <h3 className="mt-5 text-lg font-bold">{card.title}</h3>
              {card.body ? <p className="mt-2 leading-relaxed text-ink-600">{card.body}</p> : null}
              {card.points.length > 0 ? (
                <ul className="mt-4 space-y-2 text-sm text-ink-700">
                  {card.points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                      {point}
                    </li>
                  ))}
                </ul>
              ) : null}
              {card.link ? (
                <Link
                  to={card.link.href}
                  className="mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
                >
                  {card.link.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
        {section.links.length > 0 ? (
          <div className="mt-12 flex flex-wrap justify-center gap-3">
            {section.links.map((link) => (
              <ContentLink key={link.href + link.label} link={link} />
            ))}
          </div>
        ) : null}
      </Container>
    </section>
  );
}
