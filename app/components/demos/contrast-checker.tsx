import { Check, Copy, X } from '~/components/ui/icons/icons';
import { useId } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { notify, notifyError } from '~/components/ui/toaster';
import { checkContrast, copiedToastTitle, parseHexColor, type ContrastCheck, type WcagLevel } from '~/lib/contrast';
import { COLORS_DEMO_ANCHOR, type ColorPairValue } from './color-pair';
import { ContrastSample } from './contrast-sample';
import { DemoPanel } from './demo-panel';

export const LEVEL_TONE: Readonly<Record<WcagLevel, 'success' | 'warning' | 'danger'>> = {
  AAA: 'success',
  AA: 'success',
  Fail: 'danger',
};

export function formatRatio(check: ContrastCheck) {
  return `${check.ratio.toFixed(2)}:1`;
}

function toPickerValue(value: string): string {
  const rgb = parseHexColor(value);
  if (!rgb) return '#000000';
  return `#${[rgb.r, rgb.g, rgb.b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The color contrast checker. With JavaScript the result follows every change; without it
 * the form is a GET to /sandbox and the server renders the same result from the same module.
 */
export function ContrastChecker({
  value,
  onChange,
}: {
  value: ColorPairValue;
  onChange: (value: ColorPairValue) => void;
}) {
  const id = useId();
  const check = checkContrast(value.text, value.background);

  return (
    <DemoPanel
      headingId={`${id}-title`}
      title="Color Contrast Checker"
      description="Pick a background and a text color to see their contrast ratio and WCAG level, calculated with the standard relative-luminance formula."
    >
      <form
        id={COLORS_DEMO_ANCHOR}
        method="get"
        action={`/sandbox#${COLORS_DEMO_ANCHOR}`}
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-5 sm:grid-cols-2"
      >
        <ColorField
          label="Background"
          name="background"
          value={value.background}
          onChange={(background) => onChange({ ...value, background })}
        />
        <ColorField label="Text" name="text" value={value.text} onChange={(text) => onChange({ ...value, text })} />
        <div data-no-js="" className="hidden sm:col-span-2">
          <Button type="submit">Check Contrast</Button>
        </div>
      </form>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <div>
          <ContrastSample
            background={parseHexColor(value.background) ? value.background : '#ffffff'}
            text={parseHexColor(value.text) ? value.text : '#000000'}
            className="w-full text-ink-950"
            lines={[
              { text: 'Large text, 24 px', size: 24, weight: 700 },
              { text: 'Normal body text at 16 px reads like this.', size: 16 },
            ]}
          />
          <p className="mt-2 text-sm text-ink-600">
            Preview of {value.text} text on {value.background}.
          </p>
        </div>
        <div aria-live="polite" aria-atomic="true" data-testid="contrast-result">
          {check ? (
            <div className="rounded-2xl bg-ink-50 p-6">
              <p className="text-sm font-semibold text-ink-600">Contrast ratio</p>
              <p className="mt-1 flex flex-wrap items-center gap-3">
                <span className="font-display text-4xl font-extrabold text-ink-950">{formatRatio(check)}</span>
                <Badge tone={LEVEL_TONE[check.level]} className="text-sm">
                  {check.level === 'Fail' ? 'Fail' : `WCAG ${check.level}`}
                </Badge>
              </p>
              <ul className="mt-5 grid gap-2 text-sm sm:grid-cols-2">
                <PassRow label="Normal text AA (4.5:1)" pass={check.aaNormal} />
                <PassRow label="Large text AA (3:1)" pass={check.aaLarge} />
                <PassRow label="Normal text AAA (7:1)" pass={check.aaaNormal} />
                <PassRow label="Large text AAA (4.5:1)" pass={check.aaaLarge} />
              </ul>
            </div>
          ) : (
            <p role="alert" className="rounded-2xl border border-danger-600/40 bg-danger-50 p-6 text-danger-700">
              Enter both colors as hex values, such as #1a2b3c or #fff.
            </p>
          )}
        </div>
      </div>
    </DemoPanel>
  );
}

function PassRow({ label, pass }: { label: string; pass: boolean }) {
  return (
    <li className="flex items-center gap-2">
      {pass ? (
        <Check aria-hidden="true" className="size-4 text-success-700" />
      ) : (
        <X aria-hidden="true" className="size-4 text-danger-700" />
      )}
      <span className="text-ink-800">
        {label}: <strong className={pass ? 'text-success-700' : 'text-danger-700'}>{pass ? 'Pass' : 'Fail'}</strong>
      </span>
    </li>
  );
}

function ColorField({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      notify(copiedToastTitle(label), value);
    } catch {
      notifyError('Copy failed', 'Your browser did not allow copying. Select the value and copy it by hand.');
    }
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-hex`} className="block text-sm font-semibold text-ink-900">
        {label} color
      </label>
      <div className="flex gap-2">
        <input
          data-js-only=""
          type="color"
          aria-label={`${label} color picker`}
          value={toPickerValue(value)}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-xl border border-ink-300 bg-white p-1"
        />
        <input
          id={`${id}-hex`}
          name={name}
          value={value}
          maxLength={32}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          className="block h-11 w-full min-w-0 rounded-xl border border-ink-300 bg-white px-4 font-mono text-base text-ink-950 hover:border-ink-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
        />
        <Button data-js-only="" variant="secondary" className="h-11 shrink-0 px-4" onClick={copy}>
          <Copy aria-hidden="true" />
          <span className="sr-only">Copy {label.toLowerCase()} color</span>
        </Button>
      </div>
    </div>
  );
}
