import type { SectionOf } from '~/content/schemas';
import { SectionShell } from './section-shell';

export function ProcessSection({ section }: { section: SectionOf<'processSection'> }) {
  return (
    <SectionShell section={section} tone="tinted">
      <ol className="relative mt-14 grid gap-6 sm:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none">
        {section.steps.map((step, index) => (
          <li key={step.title} className="relative rounded-card bg-white p-7 shadow-card">
            <span
              aria-hidden="true"
              className="grid size-11 place-items-center rounded-full bg-brand-600 font-display text-lg font-extrabold text-white ring-8 ring-brand-50"
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-lg font-bold">
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
