import { ArrowLeft, ArrowRight, Check, PlayCircle } from '~/components/ui/icons/icons';
import { useCallback, useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Icon } from '~/components/ui/icon';
import { useHydrated } from '~/render/use-hydrated';
import type { SectionOf } from '~/content/schemas/sections';
import { cn } from '~/lib/cn';
import { SectionLinks } from './section-links';
import { SectionShell } from './section-shell';
import { Card } from '~/components/ui/card';

type Demo = SectionOf<'demoSection'>['demos'][number];

function StepList({ demo }: { demo: Demo }) {
  return (
    <ol className="space-y-4">
      {demo.steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-700"
          >
            {index + 1}
          </span>
          <div>
            <p className="font-semibold text-ink-950">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </p>
            <p className="mt-1 text-sm leading-relaxed text-ink-600">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function DemoWalkthrough({ demo, onClose }: { demo: Demo; onClose: () => void }) {
  // Finishing closes the native dialog first, so focus goes back to the demo's button.
  const [open, setOpen] = useState(true);
  const [current, setCurrent] = useState(0);
  const total = demo.steps.length;
  const step = demo.steps[current];
  const last = current === total - 1;
  return (
    <Dialog open={open} title={demo.title} description={demo.summary} onClose={onClose}>
      <div className="flex items-center gap-2" aria-hidden="true">
        {demo.steps.map((item, index) => (
          <span
            key={item.title}
            className={cn('h-1.5 flex-1 rounded-full', index <= current ? 'bg-brand-600' : 'bg-ink-100')}
          />
        ))}
      </div>
      <div aria-live="polite" className="mt-6 min-h-40">
        <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">
          Step {current + 1} of {total}
        </p>
        {step ? (
          <>
            <h3 className="mt-2 text-2xl font-bold">{step.title}</h3>
            <p className="mt-3 text-lg leading-relaxed text-ink-700">{step.body}</p>
          </>
        ) : null}
      </div>
      <div className="mt-8 flex items-center justify-between gap-3 border-t border-ink-100 pt-6">
        <Button
          variant="secondary"
          onClick={() => setCurrent((value) => Math.max(0, value - 1))}
          disabled={current === 0}
        >
          <ArrowLeft aria-hidden="true" />
          Previous step
        </Button>
        {last ? (
          <Button onClick={() => setOpen(false)}>
            <Check aria-hidden="true" />
            Finish demo
          </Button>
        ) : (
          <Button onClick={() => setCurrent((value) => Math.min(total - 1, value + 1))}>
            Next step
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </Dialog>
  );
}

/**
 * Demo cards. On the server (and without JavaScript) each card's steps sit in a <details>
 * disclosure; once the page is interactive the disclosure becomes a button that opens a
 * step-by-step walk-through dialog.
 */
export function DemoSection({ section }: { section: SectionOf<'demoSection'> }) {
  const interactive = useHydrated();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const close = useCallback(() => setOpenKey(null), []);
  const open = section.demos.find((demo) => demo._key === openKey);

  return (
    <SectionShell section={section}>
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.demos.map((demo) => (
          <Card as="li" key={demo._key} className="flex flex-col p-7">
            <div className="flex items-start justify-between gap-3">
              <div className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon name={demo.icon} className="size-6" />
              </div>
              {demo.outcome ? <Badge tone="success">{demo.outcome}</Badge> : null}
            </div>
            <h3 className="mt-5 text-lg font-bold">{demo.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-600">{demo.summary}</p>
            <div className="mt-auto pt-6">
              {interactive ? (
                <Button variant="secondary" className="w-full" onClick={() => setOpenKey(demo._key)}>
                  <PlayCircle aria-hidden="true" />
                  Watch the {demo.steps.length}-step demo
                  <span className="sr-only">: {demo.title}</span>
                </Button>
              ) : (
                <details className="group rounded-2xl border border-ink-100">
                  <summary className="flex cursor-pointer list-none items-center justify-center gap-2 rounded-2xl px-4 py-3 font-semibold text-ink-900 hover:bg-ink-50 [&::-webkit-details-marker]:hidden">
                    <PlayCircle aria-hidden="true" className="size-4" />
                    Watch the {demo.steps.length}-step demo
                    <span className="sr-only">: {demo.title}</span>
                  </summary>
                  <div className="border-t border-ink-100 p-5">
                    <StepList demo={demo} />
                  </div>
                </details>
              )}
            </div>
          </Card>
        ))}
      </ul>
      <SectionLinks links={section.links} />
      {open ? <DemoWalkthrough key={open._key} demo={open} onClose={close} /> : null}
    </SectionShell>
  );
}
