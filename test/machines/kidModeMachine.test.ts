// Kid mode and its grown-ups' gate: every transition walked on a simulated clock, then the gate
// as a grown-up and a kid meet it.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import {
  answersSum,
  kidModeMachine,
  parsePinRecord,
  pinProblem,
  selectGateStep,
  sumFrom,
  WRONG_ANSWERS_WAIT_MS,
  type KidLock,
  type KidModeContext,
  type PinRecord,
} from '../../machines/kidMode';
import { describeModelWalk } from '../support/modelWalk';

const WHOLE_FAMILY: KidLock = { familyId: 'fam', kidId: null };
const ADAS_TABLET: KidLock = { familyId: 'fam', kidId: 'ada' };
const PIN: PinRecord = { salt: 'c2FsdHNhbHRzYWx0c2FsdA==', hash: 'aGFzaGhhc2hoYXNoaGFzaA==' };

// What the device was asked to remember and the app was told, in order; each walk starts empty.
let remembered: (KidLock | null)[] = [];
let waits: boolean[] = [];
let reported: (KidLock | null)[] = [];

const rightSum = (context: KidModeContext) => String(context.sum.a + context.sum.b);

describeModelWalk('the kid mode machine, walked from its model', {
  machine: kidModeMachine,
  walked: () => {
    remembered = [];
    waits = [];
    reported = [];
    return kidModeMachine.provide({
      actions: {
        rememberLock: (_, { lock }) => void remembered.push(lock),
        rememberWait: (_, { waiting }) => void waits.push(waiting),
        reportLock: (_, { lock }) => void reported.push(lock),
      },
    });
  },
  inputs: [
    { label: 'in parent mode', input: { lock: null, seed: 7, waitLeft: 0 } },
    { label: 'in kid mode', input: { lock: ADAS_TABLET, seed: 7, waitLeft: 0 } },
    { label: 'reloaded while waiting', input: { lock: WHOLE_FAMILY, seed: 7, waitLeft: 12_000 } },
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
    ] satisfies AnyEventObject[];
  },
  // The sums asked differ from path to path; where the gate stands does not.
  serializeState: (snapshot) => {
    const { lock, wrong, waitMs, pinUnusable } = snapshot.context as KidModeContext;
    return JSON.stringify([snapshot.value, lock, wrong, waitMs, pinUnusable]);
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
      } else if (before.context.wrong === 2) {
        expect(selectGateStep(after)).toBe('waiting');
        expect(waits.at(-1)).toBe(true);
      } else {
        // A wrong answer asks another sum, so guessing does not close in on it.
        expect(after.context.wrong).toBe(before.context.wrong + 1);
        expect(after.context.sum).not.toEqual(before.context.sum);
      }
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

/** A device in kid mode on a simulated clock, with PINs "checked" by comparing them to 4071. */
function kidDevice(waitLeft = 0) {
  const clock = new SimulatedClock();
  const actor = createActor(
    kidModeMachine.provide({
      actors: {
        checkPin: fromPromise<boolean, { answer: string; pin: PinRecord }>(
          async ({ input }) => input.answer === '4071',
        ),
      },
    }),
    { input: { lock: WHOLE_FAMILY, seed: 42, waitLeft }, clock },
  ).start();
  const step = () => selectGateStep(actor.getSnapshot());
  const open = () => {
    actor.send({ type: 'gate.press' });
    clock.increment(2000);
  };
  const wrongSum = () => actor.send({ type: 'gate.answer', answer: '1', pin: null });
  return { actor, clock, step, open, wrongSum };
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
