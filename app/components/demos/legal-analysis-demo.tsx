import { ArrowLeft, ArrowRight, CircleCheck, Scale, TriangleAlert, X } from '~/components/ui/icons/icons';
import { useId, useRef, useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import {
  FINDING_LABELS,
  LEGAL_DEMO_DISCLAIMER,
  OBLIGATIONS,
  POLICY_CLAUSES,
  SAMPLE_POLICY,
  findObligation,
  summarizeFindings,
  type Finding,
} from '~/lib/demo/legal-analysis';
import { cn } from '~/lib/cn';
import { DemoPanel } from './demo-panel';

const FINDING_TONE: Readonly<Record<Finding, 'success' | 'warning' | 'danger'>> = {
  meets: 'success',
  partial: 'warning',
  gap: 'danger',
};

/** Each finding's mark differs in shape as well as color, and the summary above is its legend. */
function FindingMark({ finding }: { finding: Finding }) {
  const className = cn(
    'size-4 shrink-0',
    { meets: 'text-success-700', partial: 'text-warning-700', gap: 'text-danger-600' }[finding],
  );
  if (finding === 'meets') return <CircleCheck aria-hidden="true" className={className} />;
  if (finding === 'partial') return <TriangleAlert aria-hidden="true" className={className} />;
  return <X aria-hidden="true" className={className} strokeWidth={3} />;
}

/**
 * A clause-by-clause walk through a fictional policy. With JavaScript one clause shows at a
 * time; without it every clause is listed in order.
 */
export function LegalAnalysisDemo() {
  const id = useId();
  const [index, setIndex] = useState(0);
  const clauseHeading = useRef<HTMLHeadingElement>(null);
  const summary = summarizeFindings();
  const total = POLICY_CLAUSES.length;

  function go(next: number) {
    setIndex(Math.min(Math.max(next, 0), total - 1));
    requestAnimationFrame(() => clauseHeading.current?.focus());
  }

  return (
    <DemoPanel
      headingId={`${id}-title`}
      title="Legal Analysis Demo"
      description="Walk through a sample cyber and accessibility policy, clause by clause, against the obligations a government agency or enterprise faces."
    >
      <p
        role="note"
        className="flex gap-3 rounded-xl border border-warning-700/30 bg-warning-50 p-4 text-sm text-warning-700"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          <strong>Not legal advice.</strong> {LEGAL_DEMO_DISCLAIMER}
        </span>
      </p>

      <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700"
          >
            <Scale className="size-6" />
          </span>
          <div>
            <p className="text-sm font-semibold text-ink-600">Sample policy under review</p>
            <p className="font-bold text-ink-950">{SAMPLE_POLICY.name}</p>
            <p className="text-sm text-ink-600">
              {SAMPLE_POLICY.organization} · {SAMPLE_POLICY.version}
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {(['meets', 'partial', 'gap'] as const).map((finding) => (
            <div key={finding} className="rounded-xl bg-ink-50 px-4 py-3">
              <dt className="flex items-center justify-center gap-1 text-xs font-semibold text-ink-600">
                <FindingMark finding={finding} />
                {FINDING_LABELS[finding]}
              </dt>
              <dd className="font-display text-2xl font-extrabold text-ink-950">{summary[finding]}</dd>
            </div>
          ))}
        </dl>
      </div>

      <details className="group mt-6 rounded-xl border border-ink-100 p-4 open:pb-5">
        <summary className="cursor-pointer font-semibold text-ink-900 marker:text-brand-700">
          Obligations checked ({OBLIGATIONS.length})
        </summary>
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {OBLIGATIONS.map((obligation) => (
            <li key={obligation.id} className="rounded-xl bg-ink-50 p-4">
              <p className="font-semibold text-ink-900">{obligation.name}</p>
              <p className="mt-0.5 text-xs font-semibold text-ink-600">Applies to: {obligation.appliesTo}</p>
              <p className="mt-2 text-sm text-ink-700">{obligation.summary}</p>
            </li>
          ))}
        </ul>
      </details>

      <div className="mt-8 flex flex-col gap-6 lg:flex-row">
        <nav aria-label="Policy clauses" data-js-only="" className="lg:w-64 lg:shrink-0">
          <ol className="space-y-1">
            {POLICY_CLAUSES.map((clause, position) => (
              <li key={clause.id}>
                <button
                  type="button"
                  aria-current={position === index ? 'step' : undefined}
                  onClick={() => go(position)}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm',
                    position === index ? 'bg-brand-50 font-semibold text-brand-800' : 'text-ink-700 hover:bg-ink-50',
                  )}
                >
                  <FindingMark finding={clause.finding} />
                  <span>
                    {clause.reference} {clause.title}
                    <span className="sr-only"> ({FINDING_LABELS[clause.finding]})</span>
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </nav>

        <div className="min-w-0 flex-1">
          {POLICY_CLAUSES.map((clause, position) => (
            <article
              key={clause.id}
              hidden={position !== index}
              data-no-js=""
              aria-labelledby={`${id}-${clause.id}`}
              className="rounded-2xl border border-ink-100 p-5 sm:p-6 [&+article]:mt-6"
            >
              <p className="text-sm font-semibold text-ink-600">
                Step {position + 1} of {total}
              </p>
              <h4
                id={`${id}-${clause.id}`}
                ref={position === index ? clauseHeading : undefined}
                tabIndex={-1}
                className="mt-1 text-lg font-bold focus:outline-none"
              >
                {clause.reference} {clause.title}
              </h4>
              <blockquote className="mt-4 border-l-4 border-brand-200 pl-4 text-ink-800 italic">
                “{clause.text}”
              </blockquote>
              <div className="mt-4 flex flex-wrap items-center gap-2">
                <Badge tone={FINDING_TONE[clause.finding]}>{FINDING_LABELS[clause.finding]}</Badge>
                {clause.obligations.map((obligationId) => (
                  <Badge key={obligationId} tone="neutral">
                    {findObligation(obligationId)?.name ?? obligationId}
                  </Badge>
                ))}
              </div>
              <h5 className="mt-5 font-semibold text-ink-900">Analysis</h5>
              <p className="mt-1 text-ink-700">{clause.analysis}</p>
              <h5 className="mt-4 font-semibold text-ink-900">Suggested change</h5>
              <p className="mt-1 text-ink-700">{clause.recommendation}</p>
            </article>
          ))}
          <div data-js-only="" className="mt-5 flex justify-between gap-3">
            <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
              <ArrowLeft aria-hidden="true" />
              Previous clause
            </Button>
            <Button onClick={() => go(index + 1)} disabled={index === total - 1}>
              Next clause
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </DemoPanel>
  );
}
