import { SiteImage } from '~/components/ui/site-image';
import { caseStudyPath } from '~/lib/document-paths';
import type { SectionOf } from '~/content/schemas/sections';
import type { Testimonial } from '~/content/schemas/testimonial';
import { cn } from '~/lib/cn';
import { SectionShell } from './section-shell';
import { Card } from '~/components/ui/card';

/** One client's words, with their name, role, company and face, and the project they speak of. */
export function TestimonialQuote({ testimonial, large = false }: { testimonial: Testimonial; large?: boolean }) {
  return (
    <Card as="figure" className="flex h-full flex-col p-7">
      <blockquote className={cn('flex-1 leading-relaxed text-ink-800', large ? 'text-xl sm:text-2xl' : 'text-lg')}>
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        {testimonial.photo ? (
          <SiteImage
            image={testimonial.photo}
            sizes="3.5rem"
            aspect={1}
            className="size-14 rounded-full object-cover"
          />
        ) : null}
        <div>
          <p className="font-bold text-ink-950">{testimonial.name}</p>
          <p className="text-sm text-ink-600">
            {testimonial.role}, {testimonial.company}
          </p>
          {testimonial.caseStudy ? (
            <a
              href={caseStudyPath(testimonial.caseStudy.slug)}
              className="mt-1 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              Read the case study<span className="sr-only">: {testimonial.caseStudy.title}</span>
            </a>
          ) : null}
        </div>
      </figcaption>
    </Card>
  );
}

export function TestimonialSection({ section }: { section: SectionOf<'testimonialSection'> }) {
  const single = section.testimonials.length === 1;
  return (
    <SectionShell section={section}>
      <ul className={cn('mt-12 grid gap-6', single ? 'mx-auto max-w-3xl' : 'md:grid-cols-2 lg:grid-cols-3')}>
        {section.testimonials.map((testimonial) => (
          <li key={testimonial._id}>
            <TestimonialQuote testimonial={testimonial} large={single} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
