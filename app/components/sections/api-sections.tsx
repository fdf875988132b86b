import { KeyRound } from '~/components/ui/icons/icons';
import type { SectionOf } from '~/content/schemas/sections';
import { contrastApiSample } from '~/lib/api-sample';
import { CodeBlock } from './code-block';
import { SectionLinks } from './section-links';
import { SectionShell } from './section-shell';
import { Card } from '~/components/ui/card';

export function ApiEndpointsSection({ section }: { section: SectionOf<'apiEndpointsSection'> }) {
  return (
    <SectionShell section={section} align="left">
      {section.authNote ? (
        <p className="mt-8 flex max-w-3xl gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5 text-ink-800">
          <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>{section.authNote}</span>
        </p>
      ) : null}
      <ul className="mt-10 space-y-6">
        {section.endpoints.map((endpoint) => (
          <Card as="li" key={endpoint._key} className="p-6 sm:p-8">
            <h3 className="flex flex-wrap items-center gap-3 font-mono text-base sm:text-lg">
              <span className="rounded-lg bg-success-50 px-2.5 py-1 text-sm font-bold text-success-700">
                {endpoint.method}
              </span>
              <code className="font-semibold break-all text-ink-950">{endpoint.path}</code>
            </h3>
            <p className="mt-3 leading-relaxed text-ink-700">{endpoint.summary}</p>
            {endpoint.fields.length > 0 ? (
              <dl className="mt-5 divide-y divide-ink-100 rounded-2xl border border-ink-100 text-sm">
                {endpoint.fields.map((field) => (
                  <div key={field.name} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
                    <dt>
                      <code className="font-semibold text-ink-950">{field.name}</code>{' '}
                      <span className="text-ink-600">{field.type}</span>
                    </dt>
                    <dd className="text-ink-700">{field.description}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </Card>
        ))}
      </ul>
    </SectionShell>
  );
}

export function ApiQuickStartSection({ section }: { section: SectionOf<'apiQuickStartSection'> }) {
  const sample = contrastApiSample({
    baseUrl: section.sampleBaseUrl,
    endpoint: section.sampleEndpoint,
    foreground: section.sampleForeground,
    background: section.sampleBackground,
  });
  return (
    <SectionShell section={section} tone="tinted" align="left">
      <div className="mt-12 grid gap-10 lg:grid-cols-[2fr_3fr]">
        <div>
          <ol className="space-y-6">
            {section.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-bold">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </h3>
                  {step.body ? <p className="mt-1 leading-relaxed text-ink-700">{step.body}</p> : null}
                </div>
              </li>
            ))}
          </ol>
          <SectionLinks links={section.links} align="left" className="mt-10" />
        </div>
        {sample ? (
          <div className="min-w-0 space-y-6">
            <CodeBlock label="Sample request" code={sample.request} />
            <CodeBlock label="Sample response" code={sample.responseText} />
          </div>
        ) : null}
      </div>
    </SectionShell>
  );
}
