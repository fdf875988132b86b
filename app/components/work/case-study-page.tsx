import { Container } from '~/components/ui/container';
import { SiteImage } from '~/components/ui/site-image';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { TestimonialQuote } from '~/components/sections/testimonial-section';
import type { CaseStudy } from '~/content/schemas/case-study';
import { INDUSTRY_NAMES } from '~/lib/industries';
import { ClientMark } from './client-mark';
import { workFilterPath } from './work-filters';
import { StoryBody } from './story-body';

const STORY = [
  { field: 'challenge', heading: 'The challenge' },
  { field: 'approach', heading: 'The approach' },
  { field: 'result', heading: 'The result' },
] as const;

/**
 * One case study, told outcome first: the figure with what it measures and when, then the
 * summary, the challenge, the approach, the result, the pictures, the client's words and the
 * services it used. Rendered on the server (it has no behavior of its own), shown as markup.
 */
export function CaseStudyPage({ caseStudy }: { caseStudy: CaseStudy }) {
  return (
    <article>
      <header className="relative isolate overflow-hidden bg-ink-950 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-brand-700),transparent_60%)]"
        />
        <Container className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1fr_1.1fr]">
          <div>
            <a
              href="/work"
              className="inline-flex items-center gap-2 text-sm font-semibold text-brand-100 hover:underline"
            >
              <SpriteSvg symbol="arrow-left" aria-hidden="true" className="size-4" />
              All work
            </a>
            <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm font-bold tracking-widest text-brand-100 uppercase">
              <ClientMark client={caseStudy.client} className="h-10" />
              <a href={workFilterPath({ industry: caseStudy.client.industry })} className="hover:underline">
                {INDUSTRY_NAMES[caseStudy.client.industry]}
              </a>
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{caseStudy.title}</h1>
            <div className="mt-8 rounded-card border border-white/15 bg-white/5 p-6">
              <p className="font-display text-5xl font-extrabold tracking-tight text-sun-300 sm:text-6xl">
                {caseStudy.outcome.value}
              </p>
              <p className="mt-2 text-xl font-bold">{caseStudy.outcome.measure}</p>
              <p className="mt-1 text-ink-300">{caseStudy.outcome.timeFrame}</p>
            </div>
          </div>
          <SiteImage
            image={caseStudy.heroImage}
            sizes="(min-width: 1024px) 40rem, 100vw"
            priority
            className="w-full rounded-card shadow-lift"
          />
        </Container>
      </header>

      <Container className="max-w-3xl py-14 sm:py-20">
        <p className="text-xl leading-relaxed text-ink-900 sm:text-2xl">{caseStudy.summary}</p>
        {STORY.map(({ field, heading }) =>
          caseStudy[field].length > 0 ? (
            <section key={field} aria-labelledby={`story-${field}`} className="mt-14">
              <h2 id={`story-${field}`} className="text-3xl font-extrabold tracking-tight text-ink-950">
                {heading}
              </h2>
              <div className="mt-5">
                <StoryBody parts={caseStudy[field]} />
              </div>
            </section>
          ) : null,
        )}
      </Container>

      {caseStudy.gallery.length > 0 ? (
        <section aria-labelledby="story-gallery" className="bg-ink-50 py-14 sm:py-20">
          <Container>
            <h2 id="story-gallery" className="text-3xl font-extrabold tracking-tight text-ink-950">
              Pictures from the project
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-2">
              {caseStudy.gallery.map((image) => (
                <li key={image.asset._id}>
                  <SiteImage
                    image={image}
                    sizes="(min-width: 768px) 50vw, 100vw"
                    className="w-full rounded-card shadow-card"
                  />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}

      {caseStudy.testimonial ? (
        <section aria-labelledby="story-client" className="py-14 sm:py-20">
          <Container className="max-w-3xl">
            <h2 id="story-client" className="text-3xl font-extrabold tracking-tight text-ink-950">
              In the client’s words
            </h2>
            <div className="mt-8">
              <TestimonialQuote testimonial={{ ...caseStudy.testimonial, caseStudy: undefined }} large />
            </div>
          </Container>
        </section>
      ) : null}

      <section aria-labelledby="story-services" className="border-t border-ink-100 py-14">
        <Container className="grid gap-10 md:grid-cols-2">
          <div>
            <h2 id="story-services" className="text-2xl font-bold text-ink-950">
              Services used
            </h2>
            <ul className="mt-4 flex flex-wrap gap-3">
              {caseStudy.services.map((service) => (
                <li key={service.slug} className="flex gap-2">
                  <a
                    href="/services"
                    className="inline-flex rounded-full bg-brand-50 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-100"
                  >
                    {service.title}
                  </a>
                  <a
                    href={workFilterPath({ service: service.slug })}
                    className="self-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    More work<span className="sr-only"> using {service.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {caseStudy.technologies.length > 0 ? (
            <div>
              <h2 className="text-2xl font-bold text-ink-950">Technologies</h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {caseStudy.technologies.map((technology) => (
                  <li key={technology} className="rounded-md bg-ink-100 px-3 py-1.5 text-sm font-semibold text-ink-800">
                    {technology}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </Container>
      </section>
    </article>
  );
}
