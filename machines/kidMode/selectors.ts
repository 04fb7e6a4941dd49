import type { SnapshotFrom } from 'xstate';
import type { kidModeMachine } from './kidModeMachine';
import type { Sum } from './gate';
import { SUMS_TO_REMOVE_PIN } from './types';

type KidModeSnapshot = SnapshotFrom<typeof kidModeMachine>;

/**
 * Where the grown-ups' gate stands: shut, being held, asking, checking a PIN, waiting, or on the
 * way to removing a forgotten PIN.
 */
export type GateStep = 'shut' | 'holding' | 'asking' | 'checking' | 'waiting' | 'resettingPin';

export function selectGateStep(snapshot: KidModeSnapshot): GateStep {
  if (snapshot.matches({ kid: 'holding' })) return 'holding';
  if (snapshot.matches({ kid: 'resettingPin' })) return 'resettingPin';
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

/** The way out for a forgotten PIN: explained, "Remove the PIN" held, its sums, or removing. */
export type PinResetStep = 'explaining' | 'holding' | 'asking' | 'removing';

export function selectPinResetStep(snapshot: KidModeSnapshot): PinResetStep | null {
  for (const step of ['explaining', 'holding', 'asking', 'removing'] as const) {
    if (snapshot.matches({ kid: { resettingPin: step } })) return step;
  }
  return null;
}

/** Sums still to answer right before a forgotten PIN is removed. */
export const selectResetSumsLeft = (snapshot: KidModeSnapshot): number =>
  SUMS_TO_REMOVE_PIN - snapshot.context.resetSums;

export const selectResetFailed = (snapshot: KidModeSnapshot): boolean =>
  snapshot.context.resetFailed;

/** The gate offers to remove a forgotten PIN here; otherwise another device can. */
export const selectRemovesForgottenPin = (snapshot: KidModeSnapshot): boolean =>
  snapshot.context.removesForgottenPin;
