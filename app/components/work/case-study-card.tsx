import { SiteImage } from '~/components/ui/site-image';
import { ClientMark } from './client-mark';
import { caseStudyPath } from '~/lib/document-paths';
import type { CaseStudyCard as CaseStudyCardContent } from '~/content/schemas/case-study';
import { INDUSTRY_NAMES } from '~/lib/industries';
import { Card } from '~/components/ui/card';

/**
 * A case study in a list: its picture, the client's logo and industry, the headline outcome with its
 * time frame, and the title as the link (the whole card is its target).
 */
export function CaseStudyCard({
  caseStudy,
  headingLevel: Heading = 'h3',
  sizes = '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw',
}: {
  caseStudy: CaseStudyCardContent;
  headingLevel?: 'h2' | 'h3';
  sizes?: string;
}) {
  return (
    <Card as="article" lift className="group relative flex h-full flex-col overflow-hidden">
      <SiteImage
        image={caseStudy.heroImage}
        sizes={sizes}
        aspect={16 / 10}
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex min-h-8 flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-ink-600">
          <ClientMark client={caseStudy.client} className="text-ink-900" />
          <span>{INDUSTRY_NAMES[caseStudy.client.industry]}</span>
        </p>
        <Heading className="mt-2 text-xl font-bold tracking-tight text-ink-950">
          <a
            href={caseStudyPath(caseStudy.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline hover:underline"
          >
            {caseStudy.title}
          </a>
        </Heading>
        <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
          <span className="font-display text-3xl font-extrabold tracking-tight text-brand-700">
            {caseStudy.outcome.value}
          </span>
          <span className="font-semibold text-ink-900">{caseStudy.outcome.measure}</span>
        </p>
        <p className="mt-1 text-sm text-ink-600">{caseStudy.outcome.timeFrame}</p>
        <p className="mt-4 leading-relaxed text-ink-700">{caseStudy.summary}</p>
      </div>
    </Card>
  );
}
