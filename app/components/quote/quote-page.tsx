import { SpriteSvg } from '~/components/ui/icons/sprite-svg';
import { type RenderedBody } from '~/components/sections/rendered-page';
import { ServerHtml } from '~/render/server-html';
import { Container } from '~/components/ui/container';
import type { SectionOf } from '~/content/schemas/sections';
import type { QuoteCalculator } from '~/lib/quote/calculators';
import { FORM_OUTCOME_ANCHOR } from '~/submissions/respond-params';
import { formatUsd } from '~/lib/quote/format';
import type { QuoteActionAnswer } from './quote-calculator';
import { quoteCalculator } from './lazy-quote-calculator';
import { Card } from '~/components/ui/card';

export function QuotePage({
  calculator,
  page,
  action,
  answer,
}: {
  calculator: QuoteCalculator;
  page: { body: RenderedBody; asides: SectionOf<'splitSection'>[] };
  action: string;
  answer: QuoteActionAnswer | undefined;
}) {
  const [included, ...others] = page.asides;
  return (
    <>
      <ServerHtml html={page.body.hero} />
      <section className="bg-ink-50 py-14 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          {/* Without JavaScript the priced result or the kept form opens here, not at the top. */}
          <div id={FORM_OUTCOME_ANCHOR} className="min-w-0">
            <quoteCalculator.Component
              calculator={calculator}
              action={`${action}#${FORM_OUTCOME_ANCHOR}`}
              answer={answer}
            />
          </div>
          <aside aria-labelledby="quote-included-heading" className="space-y-6 lg:sticky lg:top-24">
            <Card className="p-6">
              <p className="text-sm font-semibold text-ink-600">Starting from</p>
              <p className="mt-1 font-display text-4xl font-extrabold tracking-tight text-ink-950">
                {formatUsd(calculator.basePrice)}
              </p>
              {included ? (
                <>
                  <h2 id="quote-included-heading" className="mt-5 text-base font-bold">
                    {included.heading}
                  </h2>
                  <ul className="mt-3 space-y-2.5 text-sm text-ink-700">
                    {included.points.map((item) => (
                      <li key={item} className="flex gap-2.5">
                        <SpriteSvg
                          symbol="check"
                          aria-hidden="true"
                          className="mt-0.5 size-4 shrink-0 text-success-700"
                        />
                        {item}
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <h2 id="quote-included-heading" className="sr-only">
                  Price
                </h2>
              )}
            </Card>
            {others.map((list) => (
              <div
                key={list._key}
                className="rounded-card border border-dashed border-ink-300 p-6 text-sm text-ink-700"
              >
                <h2 className="text-base font-bold">{list.heading}</h2>
                <ul className="mt-3 list-disc space-y-2 pl-5">
                  {list.points.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              </div>
            ))}
          </aside>
        </Container>
      </section>
    </>
  );
}
