import { Form } from '@remix-run/react';
import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import type { Ref } from 'react';
import { Button, ButtonLink } from '~/components/ui/button';
import type { QuoteCalculator, QuoteFormValues } from '~/lib/quote/calculators';
import { formatUsd } from '~/lib/quote/format';
import { Card } from '~/components/ui/card';

interface QuoteResultViewProps {
  calculator: QuoteCalculator;
  title: string;
  values: QuoteFormValues;
  action: string;
  headingRef: Ref<HTMLHeadingElement>;
  onModify: () => void;
}

/**
 * The priced quote. Modify Requirements is a real form carrying every choice back, so without
 * JavaScript the server can show the filled-in form again; with JavaScript it just switches view.
 */
export function QuoteResultView({ calculator, title, values, action, headingRef, onModify }: QuoteResultViewProps) {
  const result = calculator.quote(values);
  const name = values['name']?.trim() ?? '';
  const company = values['company']?.trim() ?? '';
  const additional = values['additionalFeatures']?.trim() ?? '';

  return (
    <section aria-labelledby="quote-result-heading" className="space-y-8">
      <div className="overflow-hidden rounded-card bg-ink-950 text-white shadow-lift">
        <div className="bg-[radial-gradient(40rem_20rem_at_100%_0%,var(--color-brand-700),transparent_70%)] p-6 sm:p-10">
          <p className="text-sm font-bold tracking-widest text-brand-200 uppercase">Your estimate</p>
          <h2
            id="quote-result-heading"
            ref={headingRef}
            tabIndex={-1}
            className="mt-2 text-2xl font-bold text-white focus:outline-none sm:text-3xl"
          >
            {title}
          </h2>
          {name ? (
            <p className="mt-1 text-ink-200">
              Prepared for {name}
              {company ? `, ${company}` : ''}
            </p>
          ) : null}
          <p
            className="mt-8 font-display text-5xl font-extrabold tracking-tight text-white sm:text-6xl"
            data-testid="quote-total"
          >
            {formatUsd(result.total)}
          </p>
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-white ring-1 ring-white/20">
            <SpriteSvg symbol="clock" aria-hidden="true" className="size-4" />
            Estimated timeline: {result.timeline.duration} ({result.timeline.label.toLowerCase()})
          </p>
        </div>
      </div>

      <Card className="p-6 sm:p-8">
        <h3 className="text-lg font-bold tracking-tight">Cost breakdown</h3>
        <table className="mt-4 w-full text-left">
          <caption className="sr-only">How the total of {formatUsd(result.total)} is made up</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {result.lines.map((line) => (
              <tr key={line.label}>
                <th scope="row" className="py-3 pr-4 font-medium text-ink-800">
                  {line.label}
                </th>
                <td className="py-3 text-right font-semibold text-ink-950 tabular-nums">{formatUsd(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-ink-900">
              <th scope="row" className="pt-4 pr-4 text-lg font-bold text-ink-950">
                Total
              </th>
              <td className="pt-4 text-right text-lg font-bold text-ink-950 tabular-nums">{formatUsd(result.total)}</td>
            </tr>
          </tfoot>
        </table>
        {additional ? (
          <div className="mt-6 rounded-xl bg-ink-50 p-4 text-sm">
            <p className="font-semibold text-ink-900">Additional features you mentioned</p>
            <p className="mt-1 whitespace-pre-line text-ink-700">{additional}</p>
            <p className="mt-2 text-ink-600">
              These are not in the total yet; we price them with you on the discovery call.
            </p>
          </div>
        ) : null}
        <p className="mt-6 text-sm text-ink-600">
          An estimate for planning, not a binding offer. Every build includes 30 days of post-launch support.
        </p>
      </Card>

      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/book-call" size="lg">
          <SpriteSvg symbol="calendar-clock" aria-hidden="true" />
          Schedule Discovery Call
        </ButtonLink>
        <Form
          method="post"
          action={action}
          onSubmit={(event) => {
            event.preventDefault();
            onModify();
          }}
        >
          {Object.entries(values).map(([name, value]) =>
            value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
          )}
          <Button type="submit" name="intent" value="modify" variant="secondary" size="lg" className="w-full">
            <SpriteSvg symbol="pencil-line" aria-hidden="true" />
            Modify Requirements
          </Button>
        </Form>
      </div>
    </section>
  );
}
