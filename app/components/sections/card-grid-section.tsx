import { Link } from '@remix-run/react';
import { ArrowRight, Check } from '~/components/ui/icons/icons';
import { Icon } from '~/components/ui/icon';
import { Card } from '~/components/ui/card';
import type { Card as CardContent, SectionOf } from '~/content/schemas/sections';
import { cn } from '~/lib/cn';
import { SectionHeading } from './section-heading';
import { SectionLinks } from './section-links';
import { headingId, SectionShell } from './section-shell';

type CardGrid = SectionOf<'cardGridSection'>;

/**
 * A card grid in the layout its editor chose, so a page reads as a sequence of different
 * bands rather than one grid repeated: icon cards, a bento with one emphasized card, numbered
 * columns, or a compact list beside the heading.
 */
export function CardGridSection({ section }: { section: CardGrid }) {
  switch (section.layout) {
    case 'bento':
      return <BentoGrid section={section} />;
    case 'numbered':
      return <NumberedGrid section={section} />;
    case 'list':
      return <ListGrid section={section} />;
    default:
      return <IconCardGrid section={section} />;
  }
}

// Cards wrap and center, so a last row with fewer cards (7 certifications, 13 services)
// still looks deliberate.
const CARD_WIDTHS = {
  2: 'sm:w-[calc((100%-1.5rem)/2)]',
  3: 'sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]',
  4: 'sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]',
} as const;

function IconCardGrid({ section }: { section: CardGrid }) {
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

function CardItem({ card, compact }: { card: CardContent; compact: boolean }) {
  return (
    <Card lift className={cn('flex w-full flex-col', compact ? 'p-6' : 'p-7')}>
      <IconTile icon={card.icon} />
      <h3 className="mt-5 text-lg font-bold">{card.title}</h3>
      {card.body ? <p className="mt-2 leading-relaxed text-ink-600">{card.body}</p> : null}
      <CardPoints points={card.points} />
      <CardLink card={card} />
    </Card>
  );
}

/**
 * The first card large and dark, lit by the page's accent; the rest around it. On wide screens
 * the grid has four columns: it takes two of one row (as tall as its words, so it never stands
 * half empty beside taller cards), the next two cards stand beside it, the others fill rows of
 * four, and the last card of a short row stretches across what is left.
 */
// The span of the last card on wide screens, by how many cards its row holds.
const LG_LAST_SPAN = ['lg:col-span-1', 'lg:col-span-4', 'lg:col-span-3', 'lg:col-span-2'] as const;

function BentoGrid({ section }: { section: CardGrid }) {
  const [lead, ...rest] = section.cards;
  if (!lead) return null;
  const afterSide = rest.length - 2;
  // A single card beside the lead takes the other half of its row.
  const lgLastRow = afterSide > 0 ? afterSide % 4 : rest.length === 1 ? 3 : 0;
  return (
    <SectionShell section={section}>
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <li className="relative isolate flex flex-col overflow-hidden rounded-card bg-ink-950 p-8 text-ink-200 shadow-lift sm:col-span-2 sm:p-10">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_22rem_at_100%_0%,var(--accent-glow),transparent_65%)] opacity-80"
          />
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] bg-[size:40px_40px] [mask-image:linear-gradient(to_bottom_left,black,transparent_70%)]"
          />
          {lead.icon ? (
            <Icon
              name={lead.icon}
              className="pointer-events-none absolute -top-10 -right-10 -z-10 size-64 text-white/[0.07]"
            />
          ) : null}
          <div className="grid size-14 place-items-center rounded-2xl bg-white/10 text-(--accent-bright) ring-1 ring-white/15">
            <Icon name={lead.icon} className="size-7" />
          </div>
          <h3 className="mt-auto pt-8 text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{lead.title}</h3>
          {lead.body ? <p className="mt-3 max-w-xl text-lg leading-relaxed text-ink-200">{lead.body}</p> : null}
          <CardPoints points={lead.points} tone="dark" />
          <CardLink card={lead} tone="dark" />
        </li>
        {rest.map((card, index) => {
          const last = index === rest.length - 1;
          return (
            <Card
              as="li"
              key={card.title}
              className={cn(
                'flex gap-4 p-5 sm:flex-col sm:gap-5 sm:p-7',
                last && rest.length % 2 === 1 && 'sm:col-span-2',
                last && LG_LAST_SPAN[lgLastRow],
              )}
            >
              <IconTile icon={card.icon} />
              <div className="flex min-w-0 grow flex-col">
                <h3 className="text-lg font-bold">{card.title}</h3>
                {card.body ? <p className="mt-2 leading-relaxed text-ink-600">{card.body}</p> : null}
                <CardPoints points={card.points} />
                <CardLink card={card} />
              </div>
            </Card>
          );
        })}
      </ul>
      <SectionLinks links={section.links} />
    </SectionShell>
  );
}

/** Editorial columns: a large figure, a rule, the title and text; no boxes, no icons. */
function NumberedGrid({ section }: { section: CardGrid }) {
  const columns = Math.min(section.columns, section.cards.length) as 2 | 3 | 4;
  return (
    <SectionShell section={section} align="left">
      <ol
        className={cn(
          'mt-14 grid gap-x-10 gap-y-12 sm:grid-cols-2',
          columns === 3 && 'lg:grid-cols-3',
          columns === 4 && 'lg:grid-cols-4',
        )}
      >
        {section.cards.map((card, index) => (
          <li key={card.title} className="flex flex-col border-t-2 border-ink-950 pt-6">
            <span
              aria-hidden="true"
              className="font-display text-5xl font-extrabold tracking-tight text-(--accent-ink)"
            >
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-6 text-xl font-bold">{card.title}</h3>
            {card.body ? <p className="mt-3 leading-relaxed text-ink-600">{card.body}</p> : null}
            <CardPoints points={card.points} />
            <CardLink card={card} />
          </li>
        ))}
      </ol>
      <SectionLinks links={section.links} align="left" />
    </SectionShell>
  );
}

/** The heading and its calls to action on the left, the cards as a compact list in one tinted panel on the right. */
function ListGrid({ section }: { section: CardGrid }) {
  // Three items or fewer read better as one column than as two with a gap.
  const twoColumns = section.cards.length > 3;
  return (
    <SectionShell section={section} heading={false}>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <div>
          <SectionHeading
            id={headingId(section)}
            eyebrow={section.eyebrow}
            heading={section.heading}
            intro={section.intro}
            align="left"
          />
          <SectionLinks links={section.links} align="left" className="mt-10" />
        </div>
        <ul
          className={cn(
            'grid gap-x-10 rounded-card bg-ink-50 px-6 py-2 ring-1 ring-ink-100 sm:px-10 sm:py-6',
            twoColumns && 'sm:grid-cols-2',
          )}
        >
          {section.cards.map((card) => (
            <li
              key={card.title}
              className={cn(
                'flex gap-4 border-b border-ink-100 py-6 last:border-b-0',
                twoColumns && 'sm:[&:nth-last-child(2):nth-child(odd)]:border-b-0',
              )}
            >
              <IconTile icon={card.icon} small />
              <div className="min-w-0">
                <h3 className="text-base font-bold">{card.title}</h3>
                {card.body ? <p className="mt-1.5 text-sm leading-relaxed text-ink-600">{card.body}</p> : null}
                <CardPoints points={card.points} />
                <CardLink card={card} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </SectionShell>
  );
}

function IconTile({ icon, small = false }: { icon: string | undefined; small?: boolean }) {
  return (
    <div
      className={cn(
        'grid shrink-0 place-items-center text-(--accent-ink)',
        small ? 'size-10 rounded-xl bg-white ring-1 ring-ink-100' : 'size-12 rounded-2xl bg-(--accent-soft)',
      )}
    >
      <Icon name={icon} className={small ? 'size-5' : 'size-6'} />
    </div>
  );
}

function CardPoints({ points, tone = 'light' }: { points: string[]; tone?: 'light' | 'dark' }) {
  if (points.length === 0) return null;
  return (
    <ul className={cn('mt-4 space-y-2 text-sm', tone === 'dark' ? 'text-ink-100' : 'text-ink-700')}>
      {points.map((point) => (
        <li key={point} className="flex gap-2">
          <Check
            aria-hidden="true"
            className={cn('mt-0.5 size-4 shrink-0', tone === 'dark' ? 'text-(--accent-bright)' : 'text-brand-600')}
          />
          {point}
        </li>
      ))}
    </ul>
  );
}

function CardLink({ card, tone = 'light' }: { card: CardContent; tone?: 'light' | 'dark' }) {
  if (!card.link) return null;
  return (
    <Link
      to={card.link.href}
      className={cn(
        'mt-auto inline-flex items-center gap-1.5 self-start pt-6 text-sm font-semibold hover:underline',
        tone === 'dark' ? 'text-white' : 'text-brand-700 hover:text-brand-800',
      )}
    >
      {card.link.label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
