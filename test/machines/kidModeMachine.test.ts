// Kid mode and its grown-ups' gate: every transition walked on a simulated clock, then the gate
// as a grown-up and a kid meet it.
import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyEventObject,
  type SnapshotFrom,
} from 'xstate';
import {
  answersSum,
  kidModeMachine,
  parsePinRecord,
  pinProblem,
  selectGateStep,
  selectPinResetStep,
  sumFrom,
  SUMS_TO_REMOVE_PIN,
  HOLD_TO_REMOVE_PIN_MS,
  WRONG_ANSWERS_WAIT_MS,
  type KidLock,
  type KidModeContext,
  type KidModeInput,
  type PinRecord,
} from '../../machines/kidMode';
import { describeModelWalk } from '../support/modelWalk';

const WHOLE_FAMILY: KidLock = { familyId: 'fam', kidId: null };
const ADAS_TABLET: KidLock = { familyId: 'fam', kidId: 'ada' };
// The shape the app writes: 16 bytes of salt and 32 of hash, in base64.
const PIN: PinRecord = {
  salt: 'c2FsdHNhbHRzYWx0c2FsdA==',
  hash: 'aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=',
};

// What the device was asked to remember and the app was told, in order; each walk starts empty.
let remembered: (KidLock | null)[] = [];
let waits: boolean[] = [];
let reported: (KidLock | null)[] = [];
let wrongCounts: number[] = [];

/** The events only the way out for a forgotten PIN takes. */
const PIN_RESET_EVENTS = new Set([
  'pinReset.press',
  'pinReset.release',
  'pinReset.answer',
  'xstate.after.holdToRemovePin.kidMode.kid.resettingPin.holding',
  'xstate.after.gateGivesUp.kidMode.kid.resettingPin.explaining',
  'xstate.after.gateGivesUp.kidMode.kid.resettingPin.asking',
  'xstate.done.actor.removePin',
  'xstate.error.actor.removePin',
]);

const rightSum = (context: KidModeContext) => String(context.sum.a + context.sum.b);

describeModelWalk('the kid mode machine, walked from its model', {
  machine: kidModeMachine,
  walked: () => {
    remembered = [];
    waits = [];
    reported = [];
    wrongCounts = [];
    return kidModeMachine.provide({
      actions: {
        rememberWrongAnswers: (_, { wrong }) => void wrongCounts.push(wrong),
        rememberLock: (_, { lock }) => void remembered.push(lock),
        rememberWait: (_, { waiting }) => void waits.push(waiting),
        reportLock: (_, { lock }) => void reported.push(lock),
      },
    });
  },
  inputs: [
    { label: 'in parent mode', input: { lock: null, seed: 7, waitLeft: 0 } },
    {
      label: 'in kid mode',
      input: { lock: ADAS_TABLET, seed: 7, waitLeft: 0, removesForgottenPin: true },
    },
    { label: 'reloaded while waiting', input: { lock: WHOLE_FAMILY, seed: 7, waitLeft: 12_000 } },
    // Firebase: a forgotten PIN is removed from another device, never from the gate.
    {
      label: 'reloaded after two wrong answers',
      input: { lock: WHOLE_FAMILY, seed: 7, waitLeft: 0, wrong: 2, removesForgottenPin: false },
    },
  ],
  events: (snapshot) => {
    const context = snapshot.context as KidModeContext;
    return [
      { type: 'kidMode.start', lock: ADAS_TABLET },
      { type: 'device.locked', lock: WHOLE_FAMILY },
      { type: 'device.unlocked' },
      { type: 'gate.press' },
      { type: 'gate.release' },
      { type: 'gate.close' },
      { type: 'gate.answer', answer: rightSum(context), pin: null },
      { type: 'gate.answer', answer: '0', pin: null },
      { type: 'gate.answer', answer: '4071', pin: PIN },
      { type: 'xstate.done.actor.checkPin', output: true },
      { type: 'xstate.done.actor.checkPin', output: false },
      { type: 'xstate.error.actor.checkPin', error: new Error('No Web Crypto here') },
      { type: 'xstate.after.holdToOpen.kidMode.kid.holding' },
      { type: 'xstate.after.gateGivesUp.kidMode.kid.asking' },
      { type: 'xstate.after.wrongAnswersWait.kidMode.kid.waiting' },
      { type: 'pinReset.start' },
      { type: 'pinReset.press' },
      { type: 'pinReset.release' },
      { type: 'pinReset.answer', answer: rightSum(context) },
      { type: 'pinReset.answer', answer: '0' },
      { type: 'xstate.after.holdToRemovePin.kidMode.kid.resettingPin.holding' },
      { type: 'xstate.after.gateGivesUp.kidMode.kid.resettingPin.explaining' },
      { type: 'xstate.after.gateGivesUp.kidMode.kid.resettingPin.asking' },
      { type: 'xstate.done.actor.removePin' },
      { type: 'xstate.error.actor.removePin', error: new Error('QUOTA_EXCEEDED') },
    ] satisfies AnyEventObject[];
  },
  // The way out for a forgotten PIN is walked from a fresh gate (no wrong answer yet, the PIN
  // checkable, one kid's tablet), with only the events its steps take: its steps would
  // otherwise multiply every other state.
  filterEvents: (snapshot, event) => {
    if (snapshot.status !== 'active') return false;
    const { wrong, pinUnusable, lock } = snapshot.context as KidModeContext;
    if (event.type === 'pinReset.start') {
      return (
        snapshot.matches({ kid: 'asking' }) && wrong === 0 && !pinUnusable && lock?.kidId !== null
      );
    }
    if (PIN_RESET_EVENTS.has(event.type) || snapshot.matches({ kid: 'resettingPin' })) {
      return snapshot.can(event);
    }
    return true;
  },
  // The sums asked differ from path to path; where the gate stands does not.
  serializeState: (snapshot) => {
    const { lock, wrong, waitMs, pinUnusable, resetSums, resetFailed } =
      snapshot.context as KidModeContext;
    return JSON.stringify([
      snapshot.value,
      lock,
      wrong,
      waitMs,
      pinUnusable,
      resetSums,
      resetFailed,
    ]);
  },
  name: (description) => description.replace(/"answer":"\d+"/g, '"answer":…'),
  states: {
    parent: (snapshot) => {
      expect(snapshot.context.lock).toBeNull();
      expect(snapshot.context.wrong).toBe(0);
    },
    kid: (snapshot) => expect(snapshot.context.lock).not.toBeNull(),
    // Two wrong answers at most stand: the third makes the gate wait.
    'kid.asking': (snapshot) => {
      expect(snapshot.context.wrong).toBeLessThan(3);
      const { a, b } = snapshot.context.sum;
      for (const n of [a, b]) expect(n >= 12 && n <= 49 && n % 10 !== 0).toBe(true);
    },
    'kid.waiting': (snapshot) => expect(snapshot.context.waitMs).toBeGreaterThan(0),
    // Only where the gate may remove a forgotten PIN, and never past its last sum.
    'kid.resettingPin': (snapshot) => {
      expect(snapshot.context.removesForgottenPin).toBe(true);
      expect(snapshot.context.resetSums).toBeLessThan(SUMS_TO_REMOVE_PIN);
      expect(snapshot.context.wrong).toBeLessThan(3);
    },
  },
  steps: {
    'kidMode.start': ({ event, after }) => {
      expect(after.context.lock).toEqual(event.lock);
      expect(remembered.at(-1)).toEqual(event.lock);
      expect(reported.at(-1)).toEqual(event.lock);
    },
    // Another tab already remembered it: this one only follows.
    'device.locked': ({ event, after }) => {
      expect(after.context.lock).toEqual(event.lock);
      expect(reported.at(-1)).toEqual(event.lock);
      expect(remembered).not.toContainEqual(event.lock);
    },
    'device.unlocked': ({ after }) => {
      expect(after.value).toBe('parent');
      expect(reported.at(-1)).toBeNull();
    },
    // A short press does nothing: let go before two seconds, and the gate stays shut.
    'gate.release': ({ after }) => expect(selectGateStep(after)).toBe('shut'),
    'xstate.after.holdToOpen.kidMode.kid.holding': ({ after }) =>
      expect(selectGateStep(after)).toBe('asking'),
    'gate.answer': ({ before, after, event }) => {
      if (event.pin !== null && !before.context.pinUnusable) {
        expect(selectGateStep(after)).toBe('checking');
      } else if (answersSum(before.context.sum, event.answer as string)) {
        expect(after.value).toBe('parent');
        expect(remembered.at(-1)).toBeNull();
        expect(reported.at(-1)).toBeNull();
        expect(wrongCounts.at(-1)).toBe(0);
      } else {
        wrongAnswerFacts(before, after);
      }
    },
    // Only on a device whose gate may remove a forgotten PIN.
    'pinReset.start': ({ before, after }) => {
      const offered = before.context.removesForgottenPin;
      expect(selectPinResetStep(after)).toBe(offered ? 'explaining' : null);
      if (offered) expect(after.context.resetSums).toBe(0);
    },
    'pinReset.release': ({ after }) => expect(selectPinResetStep(after)).toBe('explaining'),
    'xstate.after.holdToRemovePin.kidMode.kid.resettingPin.holding': ({ after }) =>
      expect(selectPinResetStep(after)).toBe('asking'),
    'pinReset.answer': ({ before, after, event }) => {
      if (!answersSum(before.context.sum, event.answer as string)) {
        wrongAnswerFacts(before, after);
        expect(selectPinResetStep(after)).toBeNull();
      } else if (before.context.resetSums === SUMS_TO_REMOVE_PIN - 1) {
        expect(selectPinResetStep(after)).toBe('removing');
      } else {
        expect(after.context.resetSums).toBe(before.context.resetSums + 1);
        expect(after.context.sum).not.toEqual(before.context.sum);
      }
    },
    // The PIN is gone: the device leaves kid mode, with no wrong answers kept.
    'xstate.done.actor.removePin': ({ after }) => {
      expect(after.value).toBe('parent');
      expect(remembered.at(-1)).toBeNull();
      expect(reported.at(-1)).toBeNull();
      expect(wrongCounts.at(-1)).toBe(0);
    },
    'xstate.error.actor.removePin': ({ after }) => {
      expect(selectPinResetStep(after)).toBe('explaining');
      expect(after.context.resetFailed).toBe(true);
    },
    'xstate.done.actor.checkPin': ({ event, after }) =>
      expect(after.value === 'parent').toBe(event.output === true),
    'xstate.error.actor.checkPin': ({ after }) => expect(after.context.pinUnusable).toBe(true),
    // The wait is over: the gate asks again, with no wrong answers counted.
    'xstate.after.wrongAnswersWait.kidMode.kid.waiting': ({ after }) => {
      expect(selectGateStep(after)).toBe('asking');
      expect(after.context.wrong).toBe(0);
      expect(waits.at(-1)).toBe(false);
    },
  },
});

/** A wrong answer, at the gate or on the way to removing a PIN: counted and kept, or a wait. */
function wrongAnswerFacts(
  before: SnapshotFrom<typeof kidModeMachine>,
  after: SnapshotFrom<typeof kidModeMachine>,
) {
  if (before.context.wrong === 2) {
    expect(selectGateStep(after)).toBe('waiting');
    expect(waits.at(-1)).toBe(true);
    // The wait is kept on its own; after it, three tries again, reloaded or not.
    expect(wrongCounts.at(-1)).toBe(0);
  } else {
    // A wrong answer asks another sum, so guessing does not close in on it; a reload keeps it.
    expect(selectGateStep(after)).toBe('asking');
    expect(after.context.wrong).toBe(before.context.wrong + 1);
    expect(wrongCounts.at(-1)).toBe(after.context.wrong);
    expect(after.context.sum).not.toEqual(before.context.sum);
  }
}

/** A device in kid mode on a simulated clock, with PINs "checked" by comparing them to 4071. */
function kidDevice(waitLeft = 0, more: Partial<KidModeInput> = {}) {
  const clock = new SimulatedClock();
  const removed: string[] = [];
  const actor = createActor(
    kidModeMachine.provide({
      actors: {
        checkPin: fromPromise<boolean, { answer: string; pin: PinRecord }>(
          async ({ input }) => input.answer === '4071',
        ),
        removePin: fromPromise<void, { familyId: string }>(async ({ input }) => {
          removed.push(input.familyId);
        }),
      },
    }),
    { input: { lock: WHOLE_FAMILY, seed: 42, waitLeft, ...more }, clock },
  ).start();
  const step = () => selectGateStep(actor.getSnapshot());
  const open = () => {
    actor.send({ type: 'gate.press' });
    clock.increment(2000);
  };
  const wrongSum = () => actor.send({ type: 'gate.answer', answer: '1', pin: null });
  const rightSum = (type: 'gate.answer' | 'pinReset.answer' = 'pinReset.answer') => {
    const { a, b } = actor.getSnapshot().context.sum;
    actor.send({ type, answer: String(a + b), pin: null });
  };
  return { actor, clock, step, open, wrongSum, rightSum, removed };
}

describe('the grown-ups’ gate', () => {
  it('stays shut after a press of a second and a half', () => {
    const { actor, clock, step } = kidDevice();
    actor.send({ type: 'gate.press' });
    clock.increment(1500);
    actor.send({ type: 'gate.release' });
    clock.increment(5000);
    expect(step()).toBe('shut');
  });

  it('asks a sum after two seconds held, and the right answer returns to parent mode', () => {
    const { actor, step, open } = kidDevice();
    open();
    expect(step()).toBe('asking');
    const { a, b } = actor.getSnapshot().context.sum;
    actor.send({ type: 'gate.answer', answer: ` ${a + b} `, pin: null });
    expect(actor.getSnapshot().value).toBe('parent');
  });

  it('waits 30 seconds after three wrong answers, and no answer opens it meanwhile', () => {
    const { actor, clock, step, open, wrongSum } = kidDevice();
    open();
    wrongSum();
    wrongSum();
    expect(step()).toBe('asking');
    wrongSum();
    expect(step()).toBe('waiting');
    const { a, b } = actor.getSnapshot().context.sum;
    actor.send({ type: 'gate.answer', answer: String(a + b), pin: null });
    actor.send({ type: 'gate.press' });
    clock.increment(WRONG_ANSWERS_WAIT_MS - 1);
    expect(step()).toBe('waiting');
    clock.increment(1);
    expect(step()).toBe('asking');
  });

  it('keeps a wait a reload cut short, for what is left of it', () => {
    const { clock, step } = kidDevice(12_000);
    expect(step()).toBe('waiting');
    clock.increment(11_999);
    expect(step()).toBe('waiting');
    clock.increment(1);
    expect(step()).toBe('asking');
  });

  it('counts wrong answers across closing and opening it again', () => {
    const { actor, step, open, wrongSum } = kidDevice();
    open();
    wrongSum();
    wrongSum();
    actor.send({ type: 'gate.close' });
    open();
    wrongSum();
    expect(step()).toBe('waiting');
  });

  it('keeps wrong answers given before a reload: one more after two makes it wait', () => {
    const { step, open, wrongSum } = kidDevice(0, { wrong: 2 });
    open();
    expect(step()).toBe('asking');
    wrongSum();
    expect(step()).toBe('waiting');
  });

  it('removes a forgotten PIN after a five-second hold and three sums in a row, and opens', async () => {
    const { actor, clock, open, rightSum, removed } = kidDevice(0, {
      removesForgottenPin: true,
    });
    const resetStep = () => selectPinResetStep(actor.getSnapshot());
    open();
    actor.send({ type: 'pinReset.start' });
    expect(resetStep()).toBe('explaining');
    // A hold of under five seconds asks nothing.
    actor.send({ type: 'pinReset.press' });
    clock.increment(HOLD_TO_REMOVE_PIN_MS - 1);
    actor.send({ type: 'pinReset.release' });
    expect(resetStep()).toBe('explaining');
    actor.send({ type: 'pinReset.press' });
    clock.increment(HOLD_TO_REMOVE_PIN_MS);
    expect(resetStep()).toBe('asking');
    rightSum();
    rightSum();
    expect(removed).toEqual([]);
    rightSum();
    await expect.poll(() => actor.getSnapshot().value).toBe('parent');
    expect(removed).toEqual(['fam']);
  });

  it('drops the way out for a forgotten PIN at a wrong sum, counted as a wrong answer', () => {
    const { actor, clock, step, open, rightSum, wrongSum, removed } = kidDevice(0, {
      removesForgottenPin: true,
    });
    open();
    actor.send({ type: 'pinReset.start' });
    actor.send({ type: 'pinReset.press' });
    clock.increment(HOLD_TO_REMOVE_PIN_MS);
    rightSum();
    rightSum();
    actor.send({ type: 'pinReset.answer', answer: '1' });
    expect(step()).toBe('asking');
    expect(actor.getSnapshot().context.wrong).toBe(1);
    wrongSum();
    wrongSum();
    expect(step()).toBe('waiting');
    expect(removed).toEqual([]);
  });

  it('offers no way to remove a forgotten PIN where other devices share it (Firebase)', () => {
    const { actor, step, open } = kidDevice(0, { removesForgottenPin: false });
    open();
    actor.send({ type: 'pinReset.start' });
    expect(step()).toBe('asking');
  });

  it('asks the PIN when the family has one: a wrong one counts, the right one opens', async () => {
    const { actor, step, open } = kidDevice();
    open();
    actor.send({ type: 'gate.answer', answer: '1234', pin: PIN });
    await expect.poll(step).toBe('asking');
    expect(actor.getSnapshot().context.wrong).toBe(1);
    actor.send({ type: 'gate.answer', answer: '4071', pin: PIN });
    await expect.poll(() => actor.getSnapshot().value).toBe('parent');
  });

  it('closes a question left unanswered for a minute', () => {
    const { clock, step, open } = kidDevice();
    open();
    clock.increment(60_000);
    expect(step()).toBe('shut');
  });
});

describe('the gate’s questions', () => {
  it('are sums of two two-digit numbers, different from one to the next', () => {
    let seed = 1;
    const sums = Array.from({ length: 200 }, () => {
      const next = sumFrom(seed);
      seed = next.seed;
      return next.sum;
    });
    for (const { a, b } of sums) {
      expect(a).toBeGreaterThanOrEqual(12);
      expect(b).toBeLessThanOrEqual(49);
      expect(a % 10 && b % 10).not.toBe(0);
    }
    expect(new Set(sums.map(({ a, b }) => `${a}+${b}`)).size).toBeGreaterThan(150);
  });

  it('take only the number itself as an answer', () => {
    const sum = { a: 27, b: 35 };
    expect(['62', ' 62 '].map((answer) => answersSum(sum, answer))).toEqual([true, true]);
    expect(['61', '6 2', '62.0', '0x3e', '', '62a'].some((a) => answersSum(sum, a))).toBe(false);
  });

  it('take four digits as a PIN, and read a stored PIN only as salt and hash', () => {
    expect(pinProblem('4071')).toBeNull();
    for (const pin of ['407', '40711', 'abcd', '40 7', '４０７１'])
      expect(pinProblem(pin)).not.toBeNull();
    expect(parsePinRecord(PIN)).toEqual(PIN);
    for (const odd of [null, '4071', { salt: PIN.salt }, { salt: 4071, hash: PIN.hash }]) {
      expect(parsePinRecord(odd)).toBeUndefined();
    }
  });
});
