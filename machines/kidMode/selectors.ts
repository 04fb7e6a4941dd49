import type { SnapshotFrom } from 'xstate';
import type { kidModeMachine } from './kidModeMachine';
import type { Sum } from './gate';

type KidModeSnapshot = SnapshotFrom<typeof kidModeMachine>;

/** Where the grown-ups' gate stands: shut, being held, asking, checking a PIN, or waiting. */
export type GateStep = 'shut' | 'holding' | 'asking' | 'checking' | 'waiting';

export function selectGateStep(snapshot: KidModeSnapshot): GateStep {
  if (snapshot.matches({ kid: 'holding' })) return 'holding';
  if (snapshot.matches({ kid: 'asking' })) return 'asking';
  if (snapshot.matches({ kid: 'checkingPin' })) return 'checking';
  if (snapshot.matches({ kid: 'waiting' })) return 'waiting';
  return 'shut';
}

export const selectSum = (snapshot: KidModeSnapshot): Sum => snapshot.context.sum;

export const selectWrongAnswers = (snapshot: KidModeSnapshot): number => snapshot.context.wrong;

/** The PIN cannot be checked here, so the gate asks the sum even when the family has one. */
export const selectPinUnusable = (snapshot: KidModeSnapshot): boolean =>
  snapshot.context.pinUnusable;

/** How long the wait after three wrong answers lasts this time. */
export const selectWaitMs = (snapshot: KidModeSnapshot): number => snapshot.context.waitMs;
