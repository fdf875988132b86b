import { describe, expect, it } from 'vitest';
import {
  SCREEN_READER_SIMULATIONS,
  SIMULATOR_TOASTS,
  STEP_INTERVAL_MS,
  createSimulatorState,
  currentStep,
  findSimulation,
  simulatorReducer,
  startedToastTitle,
  type SimulatorAction,
  type SimulatorState,
} from '~/lib/demo/screen-reader';

function run(state: SimulatorState, actions: SimulatorAction[]): SimulatorState {
  return actions.reduce(simulatorReducer, state);
}

const first = SCREEN_READER_SIMULATIONS[0];
const second = SCREEN_READER_SIMULATIONS[1];
if (!first || !second) throw new Error('expected at least two simulations');

describe('simulations', () => {
  it('offers two or three simulations covering iOS and Android', () => {
    expect(SCREEN_READER_SIMULATIONS.length).toBeGreaterThanOrEqual(2);
    expect(SCREEN_READER_SIMULATIONS.length).toBeLessThanOrEqual(3);
    const platforms = new Set(SCREEN_READER_SIMULATIONS.map((simulation) => simulation.platform));
    expect(platforms).toEqual(new Set(['iOS', 'Android']));
  });

  it('gives every simulation a unique id, steps and issues', () => {
    const ids = SCREEN_READER_SIMULATIONS.map((simulation) => simulation.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const simulation of SCREEN_READER_SIMULATIONS) {
      expect(simulation.steps.length).toBeGreaterThanOrEqual(3);
      expect(simulation.issues.length).toBeGreaterThanOrEqual(2);
      for (const step of simulation.steps) {
        expect(step.element.trim()).not.toBe('');
        expect(step.announcement.trim()).not.toBe('');
      }
    }
  });

  it('advances every 2 seconds', () => {
    expect(STEP_INTERVAL_MS).toBe(2000);
  });

  it('finds simulations by id', () => {
    expect(findSimulation(second.id)).toBe(second);
    expect(findSimulation('nope')).toBeUndefined();
  });
});

describe('simulatorReducer', () => {
  const idle = createSimulatorState();

  it('starts idle on the first simulation with no step', () => {
    expect(idle).toEqual({ simulationId: first.id, stepIndex: -1, status: 'idle' });
    expect(currentStep(idle)).toBeUndefined();
  });

  it('start announces the first step', () => {
    const started = simulatorReducer(idle, { type: 'start' });
    expect(started).toEqual({ simulationId: first.id, stepIndex: 0, status: 'running' });
    expect(currentStep(started)).toEqual(first.steps[0]);
  });

  it('start can switch to another simulation', () => {
    expect(simulatorReducer(idle, { type: 'start', simulationId: second.id })).toEqual({
      simulationId: second.id,
      stepIndex: 0,
      status: 'running',
    });
  });

  it('ignores start for an unknown simulation', () => {
    expect(simulatorReducer(idle, { type: 'start', simulationId: 'nope' })).toBe(idle);
  });

  it('tick advances one step while running', () => {
    const state = run(idle, [{ type: 'start' }, { type: 'tick' }, { type: 'tick' }]);
    expect(state).toEqual({ simulationId: first.id, stepIndex: 2, status: 'running' });
    expect(currentStep(state)).toEqual(first.steps[2]);
  });

  it('completes on the tick after the last step and keeps the last step shown', () => {
    const lastIndex = first.steps.length - 1;
    const ticks: SimulatorAction[] = Array.from({ length: lastIndex }, () => ({ type: 'tick' }));
    const onLast = run(idle, [{ type: 'start' }, ...ticks]);
    expect(onLast).toEqual({ simulationId: first.id, stepIndex: lastIndex, status: 'running' });

    const complete = simulatorReducer(onLast, { type: 'tick' });
    expect(complete).toEqual({ simulationId: first.id, stepIndex: lastIndex, status: 'complete' });
    expect(simulatorReducer(complete, { type: 'tick' })).toBe(complete);
  });

  it('ignores tick when idle or paused', () => {
    expect(simulatorReducer(idle, { type: 'tick' })).toBe(idle);
    const paused = run(idle, [{ type: 'start' }, { type: 'pause' }]);
    expect(paused.status).toBe('paused');
    expect(simulatorReducer(paused, { type: 'tick' })).toBe(paused);
  });

  it('pause and resume keep the current step', () => {
    const paused = run(idle, [{ type: 'start' }, { type: 'tick' }, { type: 'pause' }]);
    expect(paused).toEqual({ simulationId: first.id, stepIndex: 1, status: 'paused' });
    const resumed = simulatorReducer(paused, { type: 'resume' });
    expect(resumed).toEqual({ simulationId: first.id, stepIndex: 1, status: 'running' });
  });

  it('only pauses a running demo and only resumes a paused one', () => {
    expect(simulatorReducer(idle, { type: 'pause' })).toBe(idle);
    expect(simulatorReducer(idle, { type: 'resume' })).toBe(idle);
    const running = simulatorReducer(idle, { type: 'start' });
    expect(simulatorReducer(running, { type: 'resume' })).toBe(running);
  });

  it('reset returns to idle on the same simulation', () => {
    const state = run(idle, [
      { type: 'start', simulationId: second.id },
      { type: 'tick' },
      { type: 'pause' },
      { type: 'reset' },
    ]);
    expect(state).toEqual({ simulationId: second.id, stepIndex: -1, status: 'idle' });
  });

  it('start after completion replays from the first step', () => {
    const ticks: SimulatorAction[] = Array.from({ length: first.steps.length }, () => ({
      type: 'tick',
    }));
    const complete = run(idle, [{ type: 'start' }, ...ticks]);
    expect(complete.status).toBe('complete');
    expect(simulatorReducer(complete, { type: 'start' })).toEqual({
      simulationId: first.id,
      stepIndex: 0,
      status: 'running',
    });
  });

  it('select switches simulation and stops the current demo', () => {
    const running = run(idle, [{ type: 'start' }, { type: 'tick' }]);
    expect(simulatorReducer(running, { type: 'select', simulationId: second.id })).toEqual({
      simulationId: second.id,
      stepIndex: -1,
      status: 'idle',
    });
    expect(simulatorReducer(running, { type: 'select', simulationId: 'nope' })).toBe(running);
  });
});

describe('simulator toasts', () => {
  it('words the toasts as the spec', () => {
    expect(SIMULATOR_TOASTS).toEqual({
      paused: 'Paused',
      resumed: 'Resumed',
      reset: 'Demo Reset',
      complete: 'Demo Complete',
    });
    expect(startedToastTitle(first)).toBe(`${first.name} Started`);
  });
});
