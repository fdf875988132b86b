import { Link } from '@remix-run/react';
import { ArrowRight, Check } from '~/components/ui/icons/icons';
import { Icon } from '~/components/ui/icon';
import type { Card, SectionOf } from '~/content/schemas';
import { cn } from '~/lib/cn';
import { SectionLinks } from './section-links';
import { SectionShell } from './section-shell';

// Cards wrap and centre, so a last row with fewer cards (7 certifications, 13 services)
// still looks deliberate.
const CARD_WIDTHS = {
  2: 'sm:w-[calc((100%-1.5rem)/2)]',
  3: 'sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]',
  4: 'sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]',
} as const;

export function CardGridSection({ section }: { section: SectionOf<'cardGridSection'> }) {
  return (
    <SectionShell section={section}>
      <ul className="mt-14 flex flex-wrap justify-center gap-6">
        {section.cards.map((card) => (
          <li key={card.title} className={cn('flex w-full', CARD_WIDTHS[section.columns])}>
            <CardItem card={card} compact={section.columns === 4} />
          </li>
        ))}
      </ul>
      <SectionLinks links={section.links} />
    </SectionShell>
  );
}

function CardItem({ card, compact }: { card: Card; compact: boolean }) {
  return (
    <div
      className={cn(
        'flex w-full flex-col rounded-card border border-ink-100 bg-white shadow-card transition-shadow hover:shadow-lift',
        compact ? 'p-6' : 'p-7',
      )}
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
          className="mt-auto inline-flex items-center gap-1.5 self-start pt-6 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {card.link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
