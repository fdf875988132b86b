import type { SectionOf } from '~/content/schemas/sections';
import { SectionShell } from './section-shell';

export function ProcessSection({ section }: { section: SectionOf<'processSection'> }) {
  return (
    <SectionShell section={section} tone="tinted">
      <ol className="relative mt-14 grid gap-6 sm:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none">
        {section.steps.map((step, index) => (
          <li
            key={step.title}
            // On phones the number stands beside the step, so four steps do not make four tall cards.
            className="relative grid grid-cols-[auto_minmax(0,1fr)] gap-x-5 rounded-card bg-white p-6 shadow-card sm:block sm:p-7"
          >
            <span
              aria-hidden="true"
              className="row-span-2 grid size-11 place-items-center rounded-full bg-brand-600 font-display text-lg font-extrabold text-white ring-8 ring-brand-50"
            >
              {index + 1}
            </span>
            <h3 className="mt-2 text-lg font-bold sm:mt-5">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            {step.body ? <p className="mt-2 leading-relaxed text-ink-600">{step.body}</p> : null}
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
