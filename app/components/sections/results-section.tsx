import { ClientMark } from '~/components/work/client-mark';
import { caseStudyPath } from '~/lib/document-paths';
import type { SectionOf } from '~/content/schemas/sections';
import { SectionLinks } from './section-links';
import { SectionShell } from './section-shell';

export function ResultsSection({ section }: { section: SectionOf<'resultsSection'> }) {
  return (
    <SectionShell section={section} tone="dark">
      <ul className="mt-14 flex flex-wrap justify-center gap-5">
        {section.results.map((result) => (
          <li
            key={result.label}
            className="w-full rounded-card border border-white/10 bg-white/5 p-7 sm:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-2.5rem)/3)]"
          >
            {result.caseStudy?.logo ? (
              <ClientMark
                client={{ name: result.caseStudy.client, logo: result.caseStudy.logo }}
                decorative
                className="mb-5"
              />
            ) : null}
            <p className="font-display text-4xl font-extrabold tracking-tight text-sun-300">{result.metric}</p>
            <h3 className="mt-3 text-lg font-bold text-white">{result.label}</h3>
            {result.caseStudy ? (
              <p className="mt-2 leading-relaxed text-ink-300">
                {result.caseStudy.client}, {result.caseStudy.timeFrame}.{' '}
                <a
                  href={caseStudyPath(result.caseStudy.slug)}
                  className="font-semibold text-white underline underline-offset-2 hover:text-sun-300"
                >
                  Read the case study<span className="sr-only">: {result.caseStudy.client}</span>
                </a>
              </p>
            ) : null}
            {result.detail ? <p className="mt-2 leading-relaxed text-ink-300">{result.detail}</p> : null}
          </li>
        ))}
      </ul>
      <SectionLinks links={section.links} tone="dark" />
    </SectionShell>
  );
}
