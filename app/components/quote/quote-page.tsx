import { Check } from '~/components/ui/icons/icons';
import { PageHero, type PageHeroContent } from '~/components/sections/page-hero';
import { Container } from '~/components/ui/container';
import { quoteValues } from '~/forms/quote-form';
import type { FieldErrors, FormValues } from '~/forms/submission';
import type { QuoteCalculator, QuoteFormValues } from '~/lib/quote/calculators';
import { formatUsd } from '~/lib/quote/format';
import { QuoteCalculatorForm, type QuoteView } from './quote-calculator';

/** What the route's action answered to a plain (no JavaScript) submission, if anything. */
export type QuoteActionAnswer =
  | { status: 'form' | 'result'; values: QuoteFormValues }
  | { status: 'error'; fieldErrors: FieldErrors; values: FormValues; formError?: string };

export interface QuotePageCopy {
  hero: PageHeroContent;
  resultTitle: string;
  basePrice: number;
  included: readonly string[];
  notes: readonly string[];
}

function initialState(calculator: QuoteCalculator, answer: QuoteActionAnswer | undefined) {
  if (!answer) {
    return { view: 'form' as QuoteView, values: { timeline: calculator.defaultTimeline }, errors: undefined };
  }
  if (answer.status === 'error') {
    return { view: 'form' as QuoteView, values: quoteValues(answer.values), errors: answer.fieldErrors };
  }
  return { view: answer.status, values: answer.values, errors: undefined };
}

export function QuotePage({
  calculator,
  copy,
  action,
  answer,
}: {
  calculator: QuoteCalculator;
  copy: QuotePageCopy;
  action: string;
  answer: QuoteActionAnswer | undefined;
}) {
  const initial = initialState(calculator, answer);
  return (
    <>
      <PageHero hero={copy.hero} />
      <section className="bg-ink-50 py-14 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <QuoteCalculatorForm
            calculator={calculator}
            action={action}
            title={copy.resultTitle}
            initialView={initial.view}
            initialValues={initial.values}
            initialErrors={initial.errors}
          />
          <aside aria-labelledby="quote-included-heading" className="space-y-6 lg:sticky lg:top-24">
            <div className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
              <p className="text-sm font-semibold text-ink-600">Starting from</p>
              <p className="mt-1 font-display text-4xl font-extrabold tracking-tight text-ink-950">
                {formatUsd(copy.basePrice)}
              </p>
              <h2 id="quote-included-heading" className="mt-5 text-base font-bold">
                Included in every build
              </h2>
              <ul className="mt-3 space-y-2.5 text-sm text-ink-700">
                {copy.included.map((item) => (
                  <li key={item} className="flex gap-2.5">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700" />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-card border border-dashed border-ink-300 p-6 text-sm text-ink-700">
              <h2 className="text-base font-bold">Good to know</h2>
              <ul className="mt-3 list-disc space-y-2 pl-5">
                {copy.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </div>
          </aside>
        </Container>
      </section>
    </>
  );
}
