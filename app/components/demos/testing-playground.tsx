import { Bell, Eye, Hand, Home, Focus, Search, Settings, TrainFront, User } from '~/components/ui/icons/icons';
import { useId, useState } from 'react';
import { Badge } from '~/components/ui/badge';
import { Tabs } from '~/components/ui/tabs';
import {
  COLOR_VISION_OPTIONS,
  DEFAULT_COLOR_VISION_MODE,
  FONT_SIZE_RANGE,
  TOUCH_TARGET_RANGE,
  isAccessibleTouchTarget,
  isReadableFontSize,
  type ColorVisionMode,
} from '~/lib/demo/color-vision';
import { cn } from '~/lib/cn';
import { DemoPanel, NeedsJavaScript } from './demo-panel';

type PlaygroundTab = 'vision' | 'motor' | 'focus';

const rangeClass = 'h-2 w-full cursor-pointer accent-brand-600';

/** The testing playground: see a sample screen through other eyes, hands and keyboards. */
export function TestingPlayground() {
  const id = useId();
  const filterBase = `cvd${id.replace(/[^a-zA-Z0-9]/g, '')}`;
  const [tab, setTab] = useState<PlaygroundTab>('vision');
  const [mode, setMode] = useState<ColorVisionMode>(DEFAULT_COLOR_VISION_MODE);
  const [fontSize, setFontSize] = useState<number>(FONT_SIZE_RANGE.initial);
  const [touchTarget, setTouchTarget] = useState<number>(TOUCH_TARGET_RANGE.initial);
  const [focusIndicators, setFocusIndicators] = useState(true);
  const option = COLOR_VISION_OPTIONS.find((item) => item.mode === mode);
  const readable = isReadableFontSize(fontSize);
  const tappable = isAccessibleTouchTarget(touchTarget);

  return (
    <DemoPanel
      headingId={`${id}-title`}
      title="Accessibility Testing Playground"
      description="Experience a sample app screen with a color-vision deficiency, different text sizes and touch targets, and with or without focus indicators."
    >
      <NeedsJavaScript>The playground controls need JavaScript to change the preview.</NeedsJavaScript>
      {/* Color-matrix filters referenced by the preview; the matrices live in the typed module. */}
      <svg aria-hidden="true" width="0" height="0" className="absolute">
        <defs>
          {COLOR_VISION_OPTIONS.map((item) =>
            item.matrix ? (
              <filter key={item.mode} id={`${filterBase}-${item.mode}`}>
                <feColorMatrix type="matrix" values={item.matrix.join(' ')} />
              </filter>
            ) : null,
          )}
        </defs>
      </svg>
      <Tabs
        label="Playground"
        variant="underline"
        headingLevel={4}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            id: 'vision',
            label: 'Vision',
            icon: <Eye aria-hidden="true" />,
            content: (
              <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
                <div className="space-y-6">
                  <fieldset>
                    <legend className="text-sm font-semibold text-ink-900">Color vision</legend>
                    <div className="mt-3 grid gap-2 sm:grid-cols-2">
                      {COLOR_VISION_OPTIONS.map((item) => (
                        <label
                          key={item.mode}
                          className={cn(
                            'flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                            mode === item.mode
                              ? 'border-brand-600 bg-brand-50 font-semibold'
                              : 'border-ink-200 hover:border-ink-300',
                          )}
                        >
                          <input
                            type="radio"
                            name={`${id}-vision`}
                            value={item.mode}
                            checked={mode === item.mode}
                            onChange={() => setMode(item.mode)}
                            className="size-4 check-control focus-visible:outline-none"
                          />
                          {item.label}
                        </label>
                      ))}
                    </div>
                    {option ? <p className="mt-3 text-sm text-ink-600">{option.description}</p> : null}
                  </fieldset>
                  <div>
                    <div className="flex items-center justify-between gap-3">
                      {/* The output sits beside the label: HTML allows no other control inside it. */}
                      <span className="text-sm font-semibold text-ink-900">
                        <label htmlFor={`${id}-font`}>Font size:</label>{' '}
                        <output htmlFor={`${id}-font`}>{fontSize}px</output>
                      </span>
                      <Badge tone={readable ? 'success' : 'warning'}>
                        {readable ? 'WCAG Compliant' : 'Below 16px'}
                      </Badge>
                    </div>
                    <input
                      id={`${id}-font`}
                      type="range"
                      min={FONT_SIZE_RANGE.min}
                      max={FONT_SIZE_RANGE.max}
                      step={FONT_SIZE_RANGE.step}
                      value={fontSize}
                      onChange={(event) => setFontSize(Number(event.target.value))}
                      className={cn(rangeClass, 'mt-3')}
                    />
                  </div>
                </div>
                <div
                  data-testid="vision-preview"
                  data-mode={mode}
                  style={{ filter: option?.matrix ? `url(#${filterBase}-${mode})` : undefined }}
                >
                  <SampleScreen fontSize={fontSize} />
                </div>
              </div>
            ),
          },
          {
            id: 'motor',
            label: 'Motor',
            icon: <Hand aria-hidden="true" />,
            content: (
              <div className="grid gap-8 lg:grid-cols-2">
                <div>
                  <div className="flex items-center justify-between gap-3">
                    <span className="text-sm font-semibold text-ink-900">
                      <label htmlFor={`${id}-target`}>Touch target size:</label>{' '}
                      <output htmlFor={`${id}-target`}>{touchTarget}px</output>
                    </span>
                    <Badge tone={tappable ? 'success' : 'warning'}>
                      {tappable ? 'Mobile Accessible' : 'Too small'}
                    </Badge>
                  </div>
                  <input
                    id={`${id}-target`}
                    type="range"
                    min={TOUCH_TARGET_RANGE.min}
                    max={TOUCH_TARGET_RANGE.max}
                    step={TOUCH_TARGET_RANGE.step}
                    value={touchTarget}
                    onChange={(event) => setTouchTarget(Number(event.target.value))}
                    className={cn(rangeClass, 'mt-3')}
                  />
                  <p className="mt-4 text-sm text-ink-600">
                    Targets of at least 44 by 44 px can be hit reliably by people with tremors, limited dexterity or
                    large fingers, and by anyone using a phone one-handed on the move.
                  </p>
                </div>
                <div className="rounded-2xl bg-ink-50 p-6">
                  <p className="text-sm font-semibold text-ink-700">Sample tab bar</p>
                  <div
                    className="mt-4 flex items-center justify-around rounded-2xl bg-white p-3 shadow-card"
                    data-testid="touch-preview"
                  >
                    {[Home, Search, Bell, User].map((Icon, index) => (
                      <span
                        key={index}
                        aria-hidden="true"
                        className="grid place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-200"
                        style={{ width: touchTarget, height: touchTarget }}
                      >
                        <Icon className="size-4" />
                      </span>
                    ))}
                  </div>
                  <p className="mt-3 text-sm text-ink-600">
                    Each target is {touchTarget} by {touchTarget} px.
                  </p>
                </div>
              </div>
            ),
          },
          {
            id: 'focus',
            label: 'Focus',
            icon: <Focus aria-hidden="true" />,
            content: (
              <div className="grid gap-8 lg:grid-cols-2">
                <div>
                  <div className="flex items-center justify-between gap-4">
                    <span id={`${id}-focus-label`} className="text-sm font-semibold text-ink-900">
                      Show focus indicators
                    </span>
                    <button
                      type="button"
                      role="switch"
                      aria-checked={focusIndicators}
                      aria-labelledby={`${id}-focus-label`}
                      onClick={() => setFocusIndicators((on) => !on)}
                      className={cn(
                        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
                        focusIndicators ? 'bg-brand-600' : 'bg-ink-500',
                      )}
                    >
                      <span
                        className={cn(
                          'inline-block size-5 rounded-full bg-white shadow transition-transform',
                          focusIndicators ? 'translate-x-6' : 'translate-x-1',
                        )}
                      />
                    </button>
                  </div>
                  <p className="mt-4 text-sm text-ink-600">
                    Press Tab to move through the sample controls. Without a visible indicator, keyboard and switch
                    users cannot tell where they are (WCAG 2.4.7 Focus Visible).
                  </p>
                </div>
                <div
                  className="rounded-2xl bg-ink-50 p-6"
                  data-testid="focus-preview"
                  data-focus={focusIndicators ? 'on' : 'off'}
                >
                  <p className="text-sm font-semibold text-ink-700">Sample settings screen</p>
                  <div className="mt-4 space-y-2">
                    {['Account', 'Notifications', 'Privacy'].map((label) => (
                      <button
                        key={label}
                        type="button"
                        className={cn(
                          'flex w-full items-center justify-between rounded-xl bg-white px-4 py-3 text-left text-sm font-medium text-ink-900 shadow-card',
                          focusIndicators
                            ? 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
                            : 'focus-visible:outline-none',
                        )}
                      >
                        {label}
                        <Settings aria-hidden="true" className="size-4 text-ink-500" />
                      </button>
                    ))}
                  </div>
                </div>
              </div>
            ),
          },
        ]}
      />
    </DemoPanel>
  );
}

/** A small transit-app screen whose meaning rests partly on red and green, as many real apps do. */
function SampleScreen({ fontSize }: { fontSize: number }) {
  const departures = [
    { line: 'Red Line', time: '8:12', status: 'On time', ok: true },
    { line: 'Green Line', time: '8:20', status: 'Delayed', ok: false },
    { line: 'Blue Line', time: '8:31', status: 'On time', ok: true },
  ];
  return (
    <div
      className="overflow-hidden rounded-[1.75rem] border-8 border-ink-900 bg-white shadow-lift"
      style={{ fontSize }}
    >
      <div className="flex items-center gap-2 bg-brand-700 px-4 py-3 text-white">
        <TrainFront aria-hidden="true" className="size-5" />
        <span className="font-semibold">Next departures</span>
      </div>
      <ul className="divide-y divide-ink-100">
        {departures.map((item) => (
          <li key={item.line} className="flex items-center justify-between gap-2 px-4 py-3">
            <span>
              <span className="block font-semibold text-ink-900">{item.line}</span>
              <span className="text-ink-600" style={{ fontSize: '0.85em' }}>
                Departs {item.time}
              </span>
            </span>
            <span
              className={cn(
                'rounded-full px-2.5 py-1 font-semibold',
                item.ok ? 'bg-success-50 text-success-700' : 'bg-danger-50 text-danger-700',
              )}
              style={{ fontSize: '0.8em' }}
            >
              {item.status}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex gap-2 px-4 pb-4">
        <span aria-hidden="true" className="h-2 flex-1 rounded-full bg-success-700" />
        <span aria-hidden="true" className="h-2 flex-1 rounded-full bg-danger-600" />
        <span aria-hidden="true" className="h-2 flex-1 rounded-full bg-sun-400" />
      </div>
    </div>
  );
}
