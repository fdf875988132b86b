import { Pause, Play, RotateCcw, Volume2 } from '~/components/ui/icons/icons';
import { useEffect, useId, useReducer, useRef } from 'react';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { notify } from '~/components/ui/toaster';
import {
  SCREEN_READER_SIMULATIONS,
  SIMULATOR_TOASTS,
  STEP_INTERVAL_MS,
  createSimulatorState,
  currentStep,
  findSimulation,
  simulatorReducer,
  startedToastTitle,
} from '~/lib/demo/screen-reader';
import { cn } from '~/lib/cn';
import { DemoPanel, NeedsJavaScript } from './demo-panel';

/** The voice-assistant simulator: what VoiceOver or TalkBack says, step by step, on a flawed screen. */
export function ScreenReaderDemo() {
  const id = useId();
  const [state, dispatch] = useReducer(simulatorReducer, undefined, () => createSimulatorState());
  const simulation = findSimulation(state.simulationId) ?? SCREEN_READER_SIMULATIONS[0];
  const step = currentStep(state);
  const previousStatus = useRef(state.status);

  useEffect(() => {
    if (state.status !== 'running') return;
    const interval = setInterval(() => dispatch({ type: 'tick' }), STEP_INTERVAL_MS);
    return () => clearInterval(interval);
  }, [state.status]);

  useEffect(() => {
    if (state.status === 'complete' && previousStatus.current !== 'complete') notify(SIMULATOR_TOASTS.complete);
    previousStatus.current = state.status;
  }, [state.status]);

  if (!simulation) return null;

  function start() {
    if (!simulation) return;
    dispatch({ type: 'start' });
    notify(startedToastTitle(simulation));
  }

  function togglePause() {
    if (state.status === 'running') {
      dispatch({ type: 'pause' });
      notify(SIMULATOR_TOASTS.paused);
    } else if (state.status === 'paused') {
      dispatch({ type: 'resume' });
      notify(SIMULATOR_TOASTS.resumed);
    }
  }

  function reset() {
    dispatch({ type: 'reset' });
    notify(SIMULATOR_TOASTS.reset);
  }

  const active = state.status === 'running' || state.status === 'paused';
  const statusText = {
    idle: 'Ready',
    running: `Step ${state.stepIndex + 1} of ${simulation.steps.length}`,
    paused: `Paused at step ${state.stepIndex + 1} of ${simulation.steps.length}`,
    complete: 'Demo Complete',
  }[state.status];

  return (
    <DemoPanel
      headingId={`${id}-title`}
      title="Screen Reader Simulator"
      description="Hear how VoiceOver and TalkBack describe a screen with common accessibility defects. Each step shows what the focused element announces."
    >
      <NeedsJavaScript>
        The simulator plays in your browser and needs JavaScript. Below are the steps and issues of the first
        simulation.
      </NeedsJavaScript>
      <fieldset disabled={active}>
        <legend className="text-sm font-semibold text-ink-900">Choose a simulation</legend>
        <div className="mt-3 grid gap-3 md:grid-cols-3">
          {SCREEN_READER_SIMULATIONS.map((option) => {
            const checked = option.id === simulation.id;
            return (
              <label
                key={option.id}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  checked ? 'border-brand-600 bg-brand-50' : 'border-ink-200 hover:border-ink-300',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-simulation`}
                  value={option.id}
                  checked={checked}
                  onChange={() => dispatch({ type: 'select', simulationId: option.id })}
                  className="mt-1 size-4 shrink-0 check-control focus-visible:outline-none"
                />
                <span className="font-semibold text-ink-900">
                  {option.name}
                  <span className="block text-sm font-normal text-ink-600">
                    {option.platform} · {option.steps.length} steps
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div data-js-only="" className="mt-6 flex flex-wrap gap-3">
        <Button onClick={start} disabled={active}>
          <Play aria-hidden="true" />
          {state.status === 'complete' ? 'Replay Demo' : 'Start Demo'}
        </Button>
        <Button variant="secondary" onClick={togglePause} disabled={!active}>
          {state.status === 'paused' ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          {state.status === 'paused' ? 'Resume' : 'Pause'}
        </Button>
        <Button variant="ghost" onClick={reset} disabled={state.status === 'idle'}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="rounded-2xl bg-ink-950 p-6 text-white">
          <div className="flex items-center justify-between gap-3">
            <p className="flex items-center gap-2 text-sm font-semibold text-brand-100">
              <Volume2 aria-hidden="true" className="size-4" />
              {simulation.platform === 'iOS' ? 'VoiceOver' : 'TalkBack'} says
            </p>
            <span className="text-xs font-semibold text-ink-200" data-testid="simulator-status">
              {statusText}
            </span>
          </div>
          {/* Polite, so a real screen reader reads each simulated announcement after the current one. */}
          <p aria-live="polite" className="mt-4 min-h-16 font-display text-2xl leading-snug font-bold text-white">
            {step
              ? `“${step.announcement}”`
              : state.status === 'complete'
                ? 'Demo Complete'
                : 'Press Start Demo to begin.'}
          </p>
          {step ? <p className="mt-2 text-sm text-ink-200">Focused element: {step.element}</p> : null}
          <div className="mt-5 h-1.5 overflow-hidden rounded-full bg-white/15" aria-hidden="true">
            <div
              className="h-full rounded-full bg-sun-400 transition-[width] duration-500"
              style={{
                width: `${state.status === 'complete' ? 100 : ((state.stepIndex + 1) / simulation.steps.length) * 100}%`,
              }}
            />
          </div>
        </div>

        <div>
          <h4 className="font-bold">Steps</h4>
          <ol className="mt-3 space-y-1.5">
            {simulation.steps.map((item, index) => {
              const current = index === state.stepIndex && state.status !== 'complete';
              return (
                <li
                  key={item.element}
                  aria-current={current ? 'step' : undefined}
                  className={cn(
                    'flex gap-3 rounded-lg px-3 py-2 text-sm',
                    current
                      ? 'bg-brand-50 font-semibold text-brand-800'
                      : index < state.stepIndex || state.status === 'complete'
                        ? 'text-ink-600'
                        : 'text-ink-800',
                  )}
                >
                  <span className="w-5 shrink-0 text-right tabular-nums">{index + 1}.</span>
                  <span>{item.element}</span>
                </li>
              );
            })}
          </ol>
        </div>
      </div>

      <div className="mt-6 rounded-xl border border-danger-600/30 bg-danger-50 p-5">
        <h4 className="flex items-center gap-2 font-bold text-danger-700">
          <Badge tone="danger">{simulation.issues.length}</Badge>
          Issues a screen reader user meets here
        </h4>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-ink-800">
          {simulation.issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      </div>
    </DemoPanel>
  );
}
