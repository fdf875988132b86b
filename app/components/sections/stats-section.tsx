import type { SectionOf } from '~/content/schemas/sections';
import { SectionShell } from './section-shell';

export function StatsSection({ section }: { section: SectionOf<'statsSection'> }) {
  return (
    <SectionShell section={section} tone="dark">
      <dl className="mt-14 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {section.stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse rounded-card border border-white/10 bg-white/5 px-5 py-8 text-center backdrop-blur"
          >
            <dt className="mt-2 text-sm font-semibold text-ink-200 sm:text-base">{stat.label}</dt>
            <dd className="font-display text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </SectionShell>
  );
}
