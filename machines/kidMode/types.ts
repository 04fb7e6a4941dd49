// Kid mode's types: the device's lock, the gate's context and events, and its limits.
import type { PinRecord, Sum } from './gate';

/** A device in kid mode: the family it shows, and the one kid it is tied to, if any. */
export interface KidLock {
  familyId: string;
  kidId: string | null;
}

export interface KidModeInput {
  /** Kid mode as this device remembers it; `null`: parent mode. */
  lock: KidLock | null;
  /** Where the gate's sums start: a fresh one on every start. */
  seed: number;
  /** What is left of a wait after three wrong answers that began before a reload, in ms; 0: none. */
  waitLeft: number;
  /** Wrong answers given before a reload and not yet followed by a wait or a right one. */
  wrong?: number;
  /**
   * A grown-up who forgot the PIN can remove it from the gate (the embedded store: the PIN is this
   * browser's alone); otherwise another signed-in device removes it in the Family view.
   */
  removesForgottenPin?: boolean;
}

export interface KidModeContext {
  lock: KidLock | null;
  seed: number;
  /** The sum the gate asks now. */
  sum: Sum;
  /** Wrong answers since the gate last let someone out or made them wait. */
  wrong: number;
  /** How long the wait after three wrong answers lasts this time. */
  waitMs: number;
  /** The PIN could not be checked on this device (no Web Crypto): the gate asks the sum. */
  pinUnusable: boolean;
  removesForgottenPin: boolean;
  /** Sums answered right in a row on the way to removing a forgotten PIN. */
  resetSums: number;
  /** Removing a forgotten PIN failed (the store refused): said, and it can be tried again. */
  resetFailed: boolean;
}

export type KidModeEvent =
  /** A grown-up puts the device in kid mode, for the whole family or one kid. */
  | { type: 'kidMode.start'; lock: KidLock }
  /** Another tab of this device changed its mode. */
  | { type: 'device.locked'; lock: KidLock }
  | { type: 'device.unlocked' }
  /** "Grown-ups" pressed, and let go. */
  | { type: 'gate.press' }
  | { type: 'gate.release' }
  /** The answer typed at the gate, and the family's PIN as stored when it was asked. */
  | { type: 'gate.answer'; answer: string; pin: PinRecord | null }
  | { type: 'gate.close' }
  /** "Forgot the PIN?" at the gate; "Remove the PIN" pressed and let go; a sum on the way. */
  | { type: 'pinReset.start' }
  | { type: 'pinReset.press' }
  | { type: 'pinReset.release' }
  | { type: 'pinReset.answer'; answer: string };

/** Three wrong answers in a row make the gate wait. */
export const WRONG_ANSWERS_BEFORE_WAIT = 3;
export const WRONG_ANSWERS_WAIT_MS = 30_000;
/** A forgotten PIN is removed after a long hold and this many sums right in a row. */
export const SUMS_TO_REMOVE_PIN = 3;
export const HOLD_TO_REMOVE_PIN_MS = 5000;
