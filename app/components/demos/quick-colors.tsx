import { ArrowRight } from '~/components/ui/icons/icons';
import { useId } from 'react';
import { Badge } from '~/components/ui/badge';
import { checkColorPairs } from '~/lib/demo/color-pairs';
import { COLORS_DEMO_ANCHOR, type ColorPairValue } from './color-pair';
import { LEVEL_TONE, formatRatio } from './contrast-checker';
import { ContrastSample } from './contrast-sample';
import { DemoPanel } from './demo-panel';

const CHECKED_PAIRS = checkColorPairs();

/**
 * Ready-made color pairs, each checked with the same contrast module as the checker. "Open in
 * checker" is a link that works without JavaScript and switches tab in place with it.
 */
export function QuickColors({ onTry }: { onTry: (value: ColorPairValue) => void }) {
  const id = useId();
  return (
    <DemoPanel
      headingId={`${id}-title`}
      title="Quick Color Checks"
      description="Common color pairs from real apps, checked instantly against WCAG. Open any of them in the full checker to adjust it."
    >
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CHECKED_PAIRS.map((pair) => (
          <li key={pair.name} className="flex flex-col rounded-2xl border border-ink-100 p-4">
            <ContrastSample
              background={pair.background}
              text={pair.text}
              className="w-full text-ink-950"
              lines={[
                { text: 'Aa Large', size: 28, weight: 700 },
                { text: 'Body text sample', size: 16 },
              ]}
            />
            <h4 className="mt-3 font-bold">{pair.name}</h4>
            <p className="font-mono text-xs text-ink-600">
              {pair.text} on {pair.background}
            </p>
            <p className="mt-2 flex flex-wrap items-center gap-2">
              <span className="font-display text-xl font-extrabold text-ink-950">{formatRatio(pair.check)}</span>
              <Badge tone={LEVEL_TONE[pair.check.level]}>
                {pair.check.level === 'Fail' ? 'Fail' : `WCAG ${pair.check.level}`}
              </Badge>
            </p>
            <p className="mt-1 text-sm text-ink-700">Large text: {pair.check.aaLarge ? 'Pass' : 'Fail'}</p>
            <p className="mt-2 flex-1 text-sm text-ink-600">{pair.note}</p>
            <a
              href={`/sandbox?${new URLSearchParams({ background: pair.background, text: pair.text }).toString()}#${COLORS_DEMO_ANCHOR}`}
              onClick={(event) => {
                event.preventDefault();
                onTry({ background: pair.background, text: pair.text });
              }}
              className="mt-3 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              Open in checker
              <span className="sr-only">: {pair.name}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </DemoPanel>
  );
}
