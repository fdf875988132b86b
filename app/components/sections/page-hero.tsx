import { Badge } from '~/components/ui/badge';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { cn } from '~/lib/cn';
import { SiteImage } from '~/components/ui/site-image';
import type { SectionOf } from '~/content/schemas/sections';
import type { Hero } from '~/content/schemas/shared';

type Person = SectionOf<'teamSection'>['people'][number];
import { ContentLink } from './content-link';
import { HeroArt } from './hero-art';
import { TypedHeading } from './typed-heading';
import { HeadingText } from './heading-text';

const HEADING_CLASS = 'mt-5 text-4xl font-extrabold tracking-tight text-white sm:text-6xl';

/** Content heroes carry every field; heroes written in code (the tool pages) may leave these out. */
export type PageHeroContent = Omit<Hero, 'typewriter' | 'image' | 'notes'> &
  Partial<Pick<Hero, 'typewriter' | 'image' | 'notes'>>;

/**
 * Up to four of the people the page introduces, face and first name: the subject of a page about
 * the team shown before any words about it. Their full names, roles and bios follow in the team
 * section, so the portraits here are decorative and only the first name is text.
 */
function HeroPeople({ people }: { people: Person[] }) {
  const shown = people.filter((person) => person.photo).slice(0, 4);
  return (
    // Two or four faces stand in staggered pairs; three in one row. Held at the top of the band
    // beside the words: centered, they moved whenever the words' height changed as the web font
    // arrived late (a layout shift on a loaded machine).
    <ul
      className={cn(
        'mx-auto grid w-full max-w-sm gap-3 sm:gap-4 lg:mx-0 lg:max-w-md lg:self-start lg:justify-self-end',
        shown.length === 3 ? 'grid-cols-3' : 'grid-cols-2',
      )}
    >
      {shown.map((person, index) => (
        <li
          key={person._id}
          className={cn(
            'relative overflow-hidden rounded-card ring-1 ring-white/15',
            shown.length !== 3 && index % 2 === 1 && 'translate-y-6',
          )}
        >
          {person.photo ? (
            <SiteImage
              image={{ ...person.photo, alt: '' }}
              // The first face is the band's largest picture: it loads first, the others as usual.
              priority={index === 0}
              aspect={1}
              sizes="(min-width: 1024px) 14rem, (min-width: 640px) 12rem, 45vw"
              className="aspect-square w-full object-cover"
            />
          ) : null}
          {/* Wraps rather than clips: with text enlarged a name may be wider than a phone's third. */}
          <p className="absolute inset-x-2 bottom-2 rounded-lg bg-ink-950/75 px-2.5 py-1 text-sm leading-tight font-semibold [overflow-wrap:anywhere] text-white">
            {person.name.split(' ')[0]}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The opening band of a content page: badge, heading, introduction and calls to action, with
 * the page's picture on the right; a page with a team and no picture shows their faces; any
 * other the studio's tile pattern, so the band uses its whole width.
 */
export function PageHero({ hero, people = [] }: { hero: PageHeroContent; people?: Person[] }) {
  return (
    <section className="relative isolate overflow-hidden bg-ink-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--accent-glow),transparent_60%),radial-gradient(40rem_24rem_at_0%_120%,var(--color-brand-800),transparent_60%)] opacity-90"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:48px_48px]"
      />
      <Container className="grid items-center gap-12 py-20 sm:py-28 lg:grid-cols-[1.15fr_1fr]">
        <div className="max-w-3xl">
          {hero.eyebrow ? (
            <Badge tone="brand" className="bg-white/10 text-brand-100 ring-white/20">
              {hero.eyebrow}
            </Badge>
          ) : null}
          {hero.typewriter ? (
            <TypedHeading text={hero.heading} className={HEADING_CLASS} />
          ) : (
            <h1 className={HEADING_CLASS}>
              <HeadingText>{hero.heading}</HeadingText>
            </h1>
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
          {hero.notes && hero.notes.length > 0 ? (
            <ul className="mt-10 grid gap-3 sm:grid-cols-3">
              {hero.notes.map((note) => (
                <li key={note.title} className="rounded-2xl bg-white/5 p-4 ring-1 ring-white/15">
                  <p className="flex items-center gap-2 font-semibold text-white">
                    <Icon name={note.icon} className="size-4 text-sun-300" />
                    {note.title}
                  </p>
                  <p className="mt-1.5 text-sm text-ink-200">{note.body}</p>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {hero.image ? (
          // The hero's picture is the page's largest above the fold: it loads first.
          <SiteImage
            image={hero.image}
            priority
            sizes="(min-width: 1024px) 36rem, min(24rem, calc(100vw - 2.5rem))"
            className="mx-auto h-auto w-full max-w-sm rounded-card drop-shadow-2xl lg:mx-0 lg:max-w-xl lg:justify-self-end"
          />
        ) : people.some((person) => person.photo) ? (
          <HeroPeople people={people} />
        ) : (
          <HeroArt seed={hero.heading} />
        )}
      </Container>
    </section>
  );
}
