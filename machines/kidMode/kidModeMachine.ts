import { kidModeSetup } from './setup';

/**
 * The device's mode: parent, or kid mode with its grown-ups' gate (hold "Grown-ups" for two
 * seconds, then answer a sum or the family's PIN; three wrong answers wait 30 seconds; a forgotten
 * PIN can be removed where `removesForgottenPin`). The app remembers the mode, the wrong answers
 * and the wait on the device, checks and removes a PIN and tells itself the mode.
 */
export const kidModeMachine = kidModeSetup.createMachine({
  id: 'kidMode',
  description:
    "The device's mode: parent, or kid mode with its grown-ups' gate (hold \"Grown-ups\" for two seconds, then answer a sum or the family's PIN; three wrong answers wait 30 seconds; a forgotten PIN can be removed where `removesForgottenPin`). The app remembers the mode, the wrong answers and the wait on the device, checks and removes a PIN and tells itself the mode.",
  context: ({ input }) => ({
    lock: input.lock,
    seed: input.seed,
    sum: { a: 0, b: 0 },
    wrong: input.waitLeft > 0 ? 0 : (input.wrong ?? 0),
    waitMs: input.waitLeft,
    pinUnusable: false,
    removesForgottenPin: input.removesForgottenPin ?? false,
    resetSums: 0,
    resetFailed: false,
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
            'pinReset.start': { guard: 'removesForgottenPin', target: 'resettingPin' },
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
              actions: [
                'startWait',
                { type: 'rememberWait', params: { waiting: true } },
                // The wait is kept on its own; after it, three tries again.
                { type: 'rememberWrongAnswers', params: { wrong: 0 } },
              ],
            },
            {
              target: 'asking',
              actions: {
                type: 'rememberWrongAnswers',
                params: ({ context }) => ({ wrong: context.wrong }),
              },
            },
          ],
        },
        /**
         * A grown-up who forgot the PIN: "Remove the PIN" held for five seconds, then three sums
         * right in a row remove it and leave kid mode. A wrong sum counts as any wrong answer.
         */
        resettingPin: {
          initial: 'explaining',
          // Left by any way, the way out starts afresh next time.
          exit: 'clearPinReset',
          states: {
            explaining: {
              after: { gateGivesUp: '#kidMode.kid.locked' },
              on: { 'pinReset.press': 'holding', 'gate.close': '#kidMode.kid.locked' },
            },
            holding: {
              after: { holdToRemovePin: 'asking' },
              on: { 'pinReset.release': 'explaining' },
            },
            asking: {
              entry: 'askSum',
              after: { gateGivesUp: '#kidMode.kid.locked' },
              on: {
                'gate.close': '#kidMode.kid.locked',
                'pinReset.answer': [
                  {
                    guard: { type: 'answersLastResetSum', params: ({ event }) => event },
                    target: 'removing',
                  },
                  {
                    guard: { type: 'answersSum', params: ({ event }) => event },
                    target: 'asking',
                    reenter: true,
                    actions: 'countResetSum',
                  },
                  { target: '#kidMode.kid.wrongAnswer' },
                ],
              },
            },
            removing: {
              invoke: {
                id: 'removePin',
                src: 'removePin',
                input: ({ context }) => ({ familyId: context.lock?.familyId ?? '' }),
                onDone: '#kidMode.kid.opening',
                onError: { target: 'explaining', actions: ['clearPinReset', 'noteResetFailed'] },
              },
            },
          },
        },
        /** The right answer: the device is back in parent mode, here and in every tab. */
        opening: {
          entry: [
            'unlock',
            { type: 'rememberWrongAnswers', params: { wrong: 0 } },
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
