// The kid mode machine's types, actors, delays, guards and actions: the config is in
// kidModeMachine.ts.
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { answersSum, sumFrom, type PinRecord } from './gate';
import {
  HOLD_TO_REMOVE_PIN_MS,
  SUMS_TO_REMOVE_PIN,
  WRONG_ANSWERS_BEFORE_WAIT,
  WRONG_ANSWERS_WAIT_MS,
  type KidLock,
  type KidModeContext,
  type KidModeEvent,
  type KidModeInput,
} from './types';

export const kidModeSetup = setup({
  types: {
    context: {} as KidModeContext,
    input: {} as KidModeInput,
    events: {} as KidModeEvent,
  },
  actors: {
    /** Reports another tab of this device changing the mode, as `device.locked` / `device.unlocked`. */
    watchDevice: fromCallback<KidModeEvent>(() => () => undefined),
    /** Whether `answer` is the PIN `pin` was made from; fails where it cannot be checked. */
    checkPin: fromPromise<boolean, { answer: string; pin: PinRecord }>(async () => {
      throw new Error('checkPin is provided by the app');
    }),
    /** Removes the family's PIN from its config (a grown-up forgot it). */
    removePin: fromPromise<void, { familyId: string }>(async () => {
      throw new Error('removePin is provided by the app');
    }),
  },
  delays: {
    /** How long "Grown-ups" is held before the gate asks. */
    holdToOpen: 2000,
    holdToRemovePin: HOLD_TO_REMOVE_PIN_MS,
    /** A question left unanswered closes again. */
    gateGivesUp: 60_000,
    wrongAnswersWait: ({ context }) => context.waitMs,
  },
  guards: {
    isWaiting: ({ context }) => context.lock !== null && context.waitMs > 0,
    isLocked: ({ context }) => context.lock !== null,
    asksPin: ({ context }, params: { pin: PinRecord | null }) =>
      params.pin !== null && !context.pinUnusable,
    answersSum: ({ context }, params: { answer: string }) => answersSum(context.sum, params.answer),
    isRightPin: (_, params: { right: boolean }) => params.right,
    isThirdWrong: ({ context }) => context.wrong >= WRONG_ANSWERS_BEFORE_WAIT,
    removesForgottenPin: ({ context }) => context.removesForgottenPin,
    answersLastResetSum: ({ context }, params: { answer: string }) =>
      answersSum(context.sum, params.answer) && context.resetSums + 1 >= SUMS_TO_REMOVE_PIN,
  },
  actions: {
    keepLock: assign({ lock: (_, params: { lock: KidLock }) => params.lock }),
    unlock: assign({ lock: null, wrong: 0 }),
    askSum: assign(({ context }) => {
      const next = sumFrom(context.seed);
      return { sum: next.sum, seed: next.seed };
    }),
    countWrong: assign({ wrong: ({ context }) => context.wrong + 1 }),
    startWait: assign({ waitMs: WRONG_ANSWERS_WAIT_MS }),
    endWait: assign({ wrong: 0, waitMs: 0 }),
    stopAskingPin: assign({ pinUnusable: true }),
    clearPinReset: assign({ resetSums: 0, resetFailed: false }),
    countResetSum: assign({ resetSums: ({ context }) => context.resetSums + 1 }),
    noteResetFailed: assign({ resetFailed: true }),
    // Effects the app provides.
    /** Keeps the mode on the device (`null`: parent mode). */
    rememberLock: (_, _params: { lock: KidLock | null }) => undefined,
    /** Keeps on the device that a wait began now (`true`) or is over. */
    rememberWait: (_, _params: { waiting: boolean }) => undefined,
    /** Keeps on the device how many wrong answers stand, so a reload does not forget them. */
    rememberWrongAnswers: (_, _params: { wrong: number }) => undefined,
    /** Tells the app the device's mode now. */
    reportLock: (_, _params: { lock: KidLock | null }) => undefined,
  },
});
