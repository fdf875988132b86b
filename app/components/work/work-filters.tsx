import type { CaseStudyCard } from '~/content/schemas/case-study';
import { INDUSTRY_NAMES, type Industry } from '~/lib/industries';
import { cn } from '~/lib/cn';

/** What /work is filtered by: a service's slug, an industry, or both; unknown values are ignored. */
export interface WorkFilter {
  service?: string;
  industry?: Industry;
}

function isIndustry(value: string): value is Industry {
  return Object.hasOwn(INDUSTRY_NAMES, value);
}

/** The filter a visitor asked for in the address, kept only where it names something that exists. */
export function readWorkFilter(searchParams: URLSearchParams, caseStudies: CaseStudyCard[]): WorkFilter {
  const service = searchParams.get('service') ?? '';
  const industry = searchParams.get('industry') ?? '';
  return {
    ...(caseStudies.some((item) => item.services.some((entry) => entry.slug === service)) ? { service } : {}),
    ...(isIndustry(industry) ? { industry } : {}),
  };
}

export function workFilterPath(filter: WorkFilter): string {
  const params = new URLSearchParams();
  if (filter.service) params.set('service', filter.service);
  if (filter.industry) params.set('industry', filter.industry);
  const query = params.toString();
  return query ? `/work?${query}` : '/work';
}

export function matchesFilter(caseStudy: CaseStudyCard, filter: WorkFilter): boolean {
  return (
    (!filter.service || caseStudy.services.some((service) => service.slug === filter.service)) &&
    (!filter.industry || caseStudy.client.industry === filter.industry)
  );
}

function FilterLinks({
  label,
  options,
  current,
  pathFor,
}: {
  label: string;
  options: { value: string; title: string }[];
  current: string | undefined;
  pathFor: (value: string | undefined) => string;
}) {
  const link = (value: string | undefined, title: string) => {
    const selected = current === value;
    return (
      <li key={value ?? 'all'}>
        <a
          href={pathFor(value)}
          aria-current={selected ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold',
            selected
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-ink-200 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-800',
          )}
        >
          {title}
        </a>
      </li>
    );
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <h2 className="w-28 shrink-0 pt-3 text-sm font-bold text-ink-900">{label}</h2>
      <ul className="flex flex-wrap gap-2">
        {link(undefined, 'All')}
        {options.map((option) => link(option.value, option.title))}
      </ul>
    </div>
  );
}

/**
 * The /work filters: plain links that keep the other filter, so they work without JavaScript and
 * every filtered list has an address to share. Only services and industries with work are offered.
 */
export function WorkFilters({ caseStudies, filter }: { caseStudies: CaseStudyCard[]; filter: WorkFilter }) {
  const services = new Map<string, string>();
  for (const item of caseStudies) for (const service of item.services) services.set(service.slug, service.title);
  const industries = [...new Set(caseStudies.map((item) => item.client.industry))];
  return (
    <nav aria-label="Filter case studies" className="space-y-3">
      <FilterLinks
        label="Service"
        current={filter.service}
        options={[...services]
          .map(([value, title]) => ({ value, title }))
          .sort((a, b) => a.title.localeCompare(b.title))}
        pathFor={(service) => workFilterPath({ ...filter, service })}
      />
      <FilterLinks
        label="Industry"
        current={filter.industry}
        options={industries.map((value) => ({ value, title: INDUSTRY_NAMES[value] }))}
        pathFor={(industry) => workFilterPath({ ...filter, industry: industry as Industry | undefined })}
      />
    </nav>
  );
}
