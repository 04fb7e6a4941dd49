import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { answersSum, sumFrom, type PinRecord, type Sum } from './gate';

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
  | { type: 'gate.close' };

/** Three wrong answers in a row make the gate wait. */
export const WRONG_ANSWERS_BEFORE_WAIT = 3;
export const WRONG_ANSWERS_WAIT_MS = 30_000;

/**
 * The device's mode: parent, or kid mode with its grown-ups' gate (hold "Grown-ups" for two
 * seconds, then answer a sum or the family's PIN; three wrong answers wait 30 seconds). The app
 * remembers the mode and the wait on the device, checks a PIN and tells itself the mode.
 */
export const kidModeMachine = setup({
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
  },
  delays: {
    /** How long "Grown-ups" is held before the gate asks. */
    holdToOpen: 2000,
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
    // Effects the app provides.
    /** Keeps the mode on the device (`null`: parent mode). */
    rememberLock: (_, _params: { lock: KidLock | null }) => undefined,
    /** Keeps on the device that a wait began now (`true`) or is over. */
    rememberWait: (_, _params: { waiting: boolean }) => undefined,
    /** Tells the app the device's mode now. */
    reportLock: (_, _params: { lock: KidLock | null }) => undefined,
  },
}).createMachine({
  id: 'kidMode',
  context: ({ input }) => ({
    lock: input.lock,
    seed: input.seed,
    sum: { a: 0, b: 0 },
    wrong: 0,
    waitMs: input.waitLeft,
    pinUnusable: false,
  }),
  invoke: { id: 'watchDevice', src: 'watchDevice' },
  initial: 'starting',
  states: {
    starting: {
      always: [
        // A reload does not cut a wait short.
        { guard: 'isWaiting', target: '#kidMode.kid.waiting' },
        { guard: 'isLocked', target: 'kid' },
        { target: 'parent' },
      ],
    },
    parent: {
      on: {
        'kidMode.start': {
          target: 'kid',
          actions: [
            { type: 'keepLock', params: ({ event }) => event },
            { type: 'rememberLock', params: ({ event }) => event },
            { type: 'reportLock', params: ({ event }) => event },
          ],
        },
        'device.locked': {
          target: 'kid',
          actions: [
            { type: 'keepLock', params: ({ event }) => event },
            { type: 'reportLock', params: ({ event }) => event },
          ],
        },
      },
    },
    kid: {
      initial: 'locked',
      on: {
        'device.unlocked': {
          target: 'parent',
          actions: ['unlock', { type: 'reportLock', params: { lock: null } }],
        },
      },
      states: {
        /** Kids tick and untick; "Grown-ups" is the only way out. */
        locked: {
          on: { 'gate.press': 'holding' },
        },
        /** A short press does nothing: the gate opens only once held for `holdToOpen`. */
        holding: {
          after: { holdToOpen: 'asking' },
          on: { 'gate.release': 'locked' },
        },
        asking: {
          entry: 'askSum',
          after: { gateGivesUp: 'locked' },
          on: {
            'gate.close': 'locked',
            'gate.answer': [
              { guard: { type: 'asksPin', params: ({ event }) => event }, target: 'checkingPin' },
              { guard: { type: 'answersSum', params: ({ event }) => event }, target: 'opening' },
              { target: 'wrongAnswer' },
            ],
          },
        },
        checkingPin: {
          invoke: {
            id: 'checkPin',
            src: 'checkPin',
            input: ({ event }) =>
              event.type === 'gate.answer' && event.pin !== null
                ? { answer: event.answer, pin: event.pin }
                : { answer: '', pin: { salt: '', hash: '' } },
            onDone: [
              {
                guard: { type: 'isRightPin', params: ({ event }) => ({ right: event.output }) },
                target: 'opening',
              },
              { target: 'wrongAnswer' },
            ],
            // This browser cannot check a PIN (no Web Crypto): the sum still lets a grown-up out.
            onError: { target: 'asking', actions: 'stopAskingPin' },
          },
        },
        /** A wrong sum or PIN: another sum (a guess never closes in), or the wait after three. */
        wrongAnswer: {
          entry: 'countWrong',
          always: [
            {
              guard: 'isThirdWrong',
              target: 'waiting',
              actions: ['startWait', { type: 'rememberWait', params: { waiting: true } }],
            },
            { target: 'asking' },
          ],
        },
        /** The right answer: the device is back in parent mode, here and in every tab. */
        opening: {
          entry: [
            'unlock',
            { type: 'rememberLock', params: { lock: null } },
            { type: 'reportLock', params: { lock: null } },
          ],
          always: '#kidMode.parent',
        },
        /** After three wrong answers: nothing opens the gate until the wait is over. */
        waiting: {
          after: {
            wrongAnswersWait: {
              target: 'asking',
              actions: ['endWait', { type: 'rememberWait', params: { waiting: false } }],
            },
          },
        },
      },
    },
  },
});
