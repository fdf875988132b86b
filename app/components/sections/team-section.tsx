import { SiteImage } from '~/components/ui/site-image';
import type { SectionOf } from '~/content/schemas/sections';
import { SectionLinks } from './section-links';
import { SectionShell } from './section-shell';

/** The people behind the work: face, name, role, a few lines, and where to find them. */
export function TeamSection({ section }: { section: SectionOf<'teamSection'> }) {
  return (
    <SectionShell section={section} tone="tinted">
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.people.map((person) => (
          <li
            key={person._id}
            id={person._id}
            className="flex scroll-mt-24 flex-col rounded-card bg-white p-6 shadow-card"
          >
            {person.photo ? (
              <SiteImage
                image={person.photo}
                sizes="(min-width: 1024px) 16rem, (min-width: 640px) 45vw, 90vw"
                aspect={1}
                className="aspect-square w-full rounded-2xl object-cover"
              />
            ) : null}
            <h3 className="mt-5 text-lg font-bold text-ink-950">{person.name}</h3>
            <p className="text-sm font-semibold text-brand-700">{person.role}</p>
            <p className="mt-3 flex-1 leading-relaxed text-ink-700">{person.bio}</p>
            {person.links.length > 0 ? (
              <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {person.links.map((link) => (
                  <li key={link.url}>
                    <a
                      href={link.url}
                      rel="noopener noreferrer"
                      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      {link.label}
                      <span className="sr-only"> ({person.name})</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <SectionLinks links={section.links} />
    </SectionShell>
  );
}
