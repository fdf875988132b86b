export type SimulationStep = { announcement: string; element: string };

export type ScreenReaderSimulation = {
  id: string;
  name: string;
  platform: 'iOS' | 'Android';
  steps: readonly SimulationStep[];
  issues: readonly string[];
};

/** Time each announcement stays on screen before the next one. */
export const STEP_INTERVAL_MS = 2000;

/*
 * Announcements follow each screen reader's own phrasing (VoiceOver: "label, trait";
 * TalkBack: "state, label, role, usage hint") and deliberately include the defects listed
 * under `issues`, so visitors hear what an inaccessible screen sounds like.
 */
export const SCREEN_READER_SIMULATIONS: readonly ScreenReaderSimulation[] = [
  {
    id: 'voiceover-checkout',
    name: 'VoiceOver Checkout',
    platform: 'iOS',
    steps: [
      { element: 'Navigation bar title', announcement: 'Checkout, heading' },
      { element: 'Back button', announcement: 'Back, button' },
      { element: 'Product photo', announcement: 'IMG_4821.jpg, image' },
      { element: 'Product name and price', announcement: 'Wireless Headphones, $129.00' },
      { element: 'Quantity increase button', announcement: 'Button' },
      { element: 'Promo code field', announcement: 'Text field, double tap to edit' },
      {
        element: 'Shipping option',
        announcement: 'Selected, Standard shipping, 5 to 7 business days, $4.99, button',
      },
      { element: 'Order total', announcement: 'Total, $133.99' },
      { element: 'Place order button', announcement: 'Place order, button' },
    ],
    issues: [
      'The product photo has no accessibility label, so VoiceOver reads the file name "IMG_4821.jpg".',
      'The quantity stepper uses icon-only buttons with no label; VoiceOver only says "Button".',
      'The promo code field relies on placeholder text and has no persistent label.',
      'Changing the quantity updates the order total silently; the new total is never announced.',
    ],
  },
  {
    id: 'talkback-sign-in',
    name: 'TalkBack Sign-In',
    platform: 'Android',
    steps: [
      { element: 'Screen title', announcement: 'Sign in to your account, heading' },
      { element: 'Email field', announcement: 'Email address, edit box, double-tap to edit text' },
      { element: 'Password field', announcement: 'Edit box, double-tap to edit text' },
      {
        element: 'Show password toggle',
        announcement: 'Unlabeled, button, double-tap to activate',
      },
      {
        element: 'Remember me checkbox',
        announcement: 'Not checked, Remember me, checkbox, double-tap to toggle',
      },
      { element: 'Sign in button', announcement: 'Sign in, button, double-tap to activate' },
      {
        element: 'Error message after a failed sign-in',
        announcement: '(nothing announced; focus stays on the Sign in button)',
      },
      { element: 'Forgot password link', announcement: 'Forgot password?, link' },
    ],
    issues: [
      'The password field has no label or content description; TalkBack announces only "Edit box".',
      'The show-password icon has no content description and is announced as "Unlabeled, button".',
      'The sign-in error appears only as red text and is not announced, so the user does not know the attempt failed.',
      'Validation errors are not linked to their fields, so moving back to a field gives no hint about what went wrong.',
    ],
  },
  {
    id: 'voiceover-appointment',
    name: 'VoiceOver Appointment Booking',
    platform: 'iOS',
    steps: [
      { element: 'Screen title', announcement: 'Book an appointment, heading' },
      { element: 'Provider card', announcement: 'Dr. Maria Lopez, Family Medicine, button' },
      { element: 'Previous month button', announcement: 'Chevron left, button' },
      { element: 'Calendar day', announcement: '12, button' },
      { element: 'Fully booked calendar day', announcement: '13, button' },
      { element: 'Time slot', announcement: '9:30 AM, button' },
      { element: 'Reason for visit field', announcement: 'Text field, double tap to edit' },
      { element: 'Confirm button', announcement: 'Confirm appointment, dimmed, button' },
    ],
    issues: [
      'The month navigation buttons use their icon names ("Chevron left") instead of "Previous month" and "Next month".',
      'Calendar days are announced without the month or weekday, so "12" gives no context.',
      'Fully booked days look greyed out but are announced as ordinary buttons instead of "dimmed" or unavailable.',
      'The reason-for-visit field has no label, and the Confirm button does not say why it is dimmed.',
    ],
  },
];

type SimulatorStatus = 'idle' | 'running' | 'paused' | 'complete';

export type SimulatorState = {
  simulationId: string;
  /** -1 means the demo has not started, so no step is highlighted. */
  stepIndex: number;
  status: SimulatorStatus;
};

export type SimulatorAction =
  | { type: 'start'; simulationId?: string }
  | { type: 'tick' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'reset' }
  | { type: 'select'; simulationId: string };

export const SIMULATOR_TOASTS = {
  paused: 'Paused',
  resumed: 'Resumed',
  reset: 'Demo Reset',
  complete: 'Demo Complete',
} as const;

export function startedToastTitle(simulation: ScreenReaderSimulation): string {
  return `${simulation.name} Started`;
}

export function findSimulation(id: string): ScreenReaderSimulation | undefined {
  return SCREEN_READER_SIMULATIONS.find((simulation) => simulation.id === id);
}

export function createSimulatorState(simulationId: string = SCREEN_READER_SIMULATIONS[0]?.id ?? ''): SimulatorState {
  return { simulationId, stepIndex: -1, status: 'idle' };
}

/** The step currently being announced, or undefined before the demo starts. */
export function currentStep(state: SimulatorState): SimulationStep | undefined {
  return findSimulation(state.simulationId)?.steps[state.stepIndex];
}

export function simulatorReducer(state: SimulatorState, action: SimulatorAction): SimulatorState {
  switch (action.type) {
    case 'start': {
      const simulationId = action.simulationId ?? state.simulationId;
      const simulation = findSimulation(simulationId);
      if (!simulation || simulation.steps.length === 0) return state;
      // Starting always begins at the first step, so "start" after completion replays the demo.
      return { simulationId, stepIndex: 0, status: 'running' };
    }
    case 'tick': {
      if (state.status !== 'running') return state;
      const stepCount = findSimulation(state.simulationId)?.steps.length ?? 0;
      // The last step stays highlighted for a full interval; the tick after it completes the demo.
      if (state.stepIndex >= stepCount - 1) return { ...state, status: 'complete' };
      return { ...state, stepIndex: state.stepIndex + 1 };
    }
    case 'pause':
      return state.status === 'running' ? { ...state, status: 'paused' } : state;
    case 'resume':
      return state.status === 'paused' ? { ...state, status: 'running' } : state;
    case 'reset':
      return createSimulatorState(state.simulationId);
    case 'select':
      return findSimulation(action.simulationId) ? createSimulatorState(action.simulationId) : state;
  }
}
