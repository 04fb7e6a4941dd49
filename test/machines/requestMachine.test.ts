// The model walk proves every transition on the real machine; the tests after it read like the spec.
import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import {
  requestMachine,
  selectHolds,
  selectIsPending,
  selectRequestState,
  selectSpends,
  startOf,
  stepOf,
  type RequestEvent,
  type RequestInput,
} from '../../machines/rewards';
import { describeModelWalk, type WalkStep } from '../support/modelWalk';

const AT = 1_795_000_000;
const REASON = 'Not on a school night';

type RequestStep = WalkStep<typeof requestMachine>;

/** An answer that moved the request is the one it keeps, with who gave it, when and why. */
function keepsTheAnswer({ event, after }: RequestStep) {
  expect(after.context.answeredBy).toEqual({
    by: event.by,
    at: event.at,
    ...(event.reason !== undefined && { reason: event.reason }),
  });
}

/** An answer the machine refuses changes nothing. */
function changesNothing({ before, after }: RequestStep) {
  expect(after.value).toBe(before.value);
  expect(after.context).toEqual(before.context);
}

const EVENTS: RequestEvent[] = [
  { type: 'request.grant', by: 'grown-up', at: AT, fits: true },
  { type: 'request.grant', by: 'grown-up', at: AT, fits: false },
  { type: 'request.grant', by: 'kid', at: AT, fits: true },
  { type: 'request.decline', by: 'grown-up', at: AT, reason: REASON },
  { type: 'request.decline', by: 'kid', at: AT },
  { type: 'request.cancel', by: 'kid', at: AT },
  { type: 'request.cancel', by: 'grown-up', at: AT },
  { type: 'request.give', by: 'grown-up', at: AT },
  { type: 'request.give', by: 'kid', at: AT },
  { type: 'request.reverse', by: 'grown-up', at: AT, reason: 'Asked by mistake' },
  { type: 'request.reverse', by: 'kid', at: AT, reason: 'Changed my mind' },
];

describeModelWalk('the request machine, walked from its model', {
  machine: requestMachine,
  inputs: [
    { label: 'needs a yes', input: { needsYes: true, fits: true } satisfies RequestInput },
    { label: 'needs no yes', input: { needsYes: false, fits: true } },
    { label: 'beyond the balance', input: { needsYes: true, fits: false } },
    { label: 'needs no yes, beyond the balance', input: { needsYes: false, fits: false } },
  ],
  events: EVENTS,
  states: {
    // Holding stars: asked within the balance, waiting for a yes.
    requested: ({ context }) => {
      expect(context).toEqual({ needsYes: true, fitsWhenAsked: true, answeredBy: null });
    },
    // Asked beyond the balance: nothing held, nobody answered yet.
    needsGrownUp: ({ context }) => {
      expect(context.fitsWhenAsked).toBe(false);
      expect(context.answeredBy).toBeNull();
    },
    // Granted by a grown-up's yes, or at once when the reward needs none and the stars fit.
    granted: ({ context }) => {
      if (context.answeredBy === null) {
        expect(context).toMatchObject({ needsYes: false, fitsWhenAsked: true });
      } else expect(context.answeredBy.by).toBe('grown-up');
    },
    given: ({ context }) => expect(context.answeredBy?.by).toBe('grown-up'),
    declined: ({ context }) => expect(context.answeredBy?.by).toBe('grown-up'),
    cancelled: ({ context }) => expect(context.answeredBy?.by).toBe('kid'),
    reversed: ({ context }) => {
      expect(context.answeredBy?.by).toBe('grown-up');
      expect(context.answeredBy?.reason).toBeTruthy();
    },
  },
  steps: {
    // Only a grown-up grants, and a request beyond the balance only once it fits.
    'request.grant': (step) => {
      const { event, before, after } = step;
      const legal =
        event.by === 'grown-up' &&
        (before.value === 'requested' || (before.value === 'needsGrownUp' && event.fits));
      if (!legal) return changesNothing(step);
      expect(after.value).toBe('granted');
      keepsTheAnswer(step);
    },
    'request.decline': (step) => {
      const { event, before, after } = step;
      const pending = before.value === 'requested' || before.value === 'needsGrownUp';
      if (event.by !== 'grown-up' || !pending) return changesNothing(step);
      expect(after.value).toBe('declined');
      keepsTheAnswer(step);
    },
    // A kid may cancel only their own ask still holding its stars.
    'request.cancel': (step) => {
      const { event, before, after } = step;
      if (event.by !== 'kid' || before.value !== 'requested') {
        return changesNothing(step);
      }
      expect(after.value).toBe('cancelled');
      keepsTheAnswer(step);
    },
    'request.give': (step) => {
      const { event, before, after } = step;
      if (event.by !== 'grown-up' || before.value !== 'granted') {
        return changesNothing(step);
      }
      expect(after.value).toBe('given');
      keepsTheAnswer(step);
    },
    'request.reverse': (step) => {
      const { event, before, after } = step;
      const spent = before.value === 'granted' || before.value === 'given';
      if (event.by !== 'grown-up' || !spent) return changesNothing(step);
      expect(after.value).toBe('reversed');
      keepsTheAnswer(step);
    },
  },
});

function startRequest(input: RequestInput) {
  const actor = createActor(requestMachine, { input }).start();
  return {
    send: (event: RequestEvent) => actor.send(event),
    snapshot: () => actor.getSnapshot(),
  };
}

const grownUp = { by: 'grown-up', at: AT } as const;
const kid = { by: 'kid', at: AT } as const;

describe('a request for a reward', () => {
  it('holds its stars while asked, spends them once granted, and keeps spending them once given', () => {
    const request = startRequest({ needsYes: true, fits: true });
    expect(selectRequestState(request.snapshot())).toBe('requested');
    expect([selectHolds(request.snapshot()), selectIsPending(request.snapshot())]).toEqual([
      true,
      true,
    ]);
    request.send({ type: 'request.grant', fits: true, ...grownUp });
    expect([selectHolds(request.snapshot()), selectSpends(request.snapshot())]).toEqual([
      false,
      true,
    ]);
    request.send({ type: 'request.give', ...grownUp });
    expect(selectRequestState(request.snapshot())).toBe('given');
    expect(selectSpends(request.snapshot())).toBe(true);
  });

  it('is granted at once when the reward needs no yes', () => {
    const request = startRequest({ needsYes: false, fits: true });
    expect(selectRequestState(request.snapshot())).toBe('granted');
    expect(selectSpends(request.snapshot())).toBe(true);
  });

  it('needs a grown-up when it does not fit, even when the reward needs no yes', () => {
    const request = startRequest({ needsYes: false, fits: false });
    expect(selectRequestState(request.snapshot())).toBe('needsGrownUp');
    expect([selectHolds(request.snapshot()), selectSpends(request.snapshot())]).toEqual([
      false,
      false,
    ]);
    request.send({ type: 'request.grant', fits: false, ...grownUp });
    expect(selectRequestState(request.snapshot())).toBe('needsGrownUp');
    request.send({ type: 'request.grant', fits: true, ...grownUp });
    expect(selectRequestState(request.snapshot())).toBe('granted');
  });

  it('is never granted from a kid’s device', () => {
    const request = startRequest({ needsYes: true, fits: true });
    request.send({ type: 'request.grant', fits: true, ...kid });
    expect(selectRequestState(request.snapshot())).toBe('requested');
  });

  it('is cancelled by the kid only while it holds its stars, and by no grown-up', () => {
    const asked = startRequest({ needsYes: true, fits: true });
    asked.send({ type: 'request.cancel', ...grownUp });
    expect(selectRequestState(asked.snapshot())).toBe('requested');
    asked.send({ type: 'request.cancel', ...kid });
    expect(selectRequestState(asked.snapshot())).toBe('cancelled');
    expect(selectHolds(asked.snapshot())).toBe(false);

    const granted = startRequest({ needsYes: false, fits: true });
    granted.send({ type: 'request.cancel', ...kid });
    expect(selectRequestState(granted.snapshot())).toBe('granted');
  });

  it('is reversed by a grown-up once granted or given, with the reason kept, and stays so', () => {
    const request = startRequest({ needsYes: false, fits: true });
    request.send({ type: 'request.give', ...grownUp });
    request.send({ type: 'request.reverse', reason: 'Asked by mistake', ...grownUp });
    expect(selectRequestState(request.snapshot())).toBe('reversed');
    expect(request.snapshot().context.answeredBy?.reason).toBe('Asked by mistake');
    expect(selectSpends(request.snapshot())).toBe(false);
    expect(request.snapshot().status).toBe('done');
  });
});

describe('the moves the balance remembers', () => {
  const STATES = [
    'requested',
    'needsGrownUp',
    'granted',
    'given',
    'declined',
    'cancelled',
    'reversed',
  ] as const;
  const INPUTS: RequestInput[] = [true, false].flatMap((needsYes) =>
    [true, false].map((fits) => ({ needsYes, fits })),
  );

  it('are the machine’s own: each start, and each answer from each state', () => {
    for (const input of INPUTS) {
      expect(startOf(input)).toBe(selectRequestState(initialTransition(requestMachine, input)[0]));
      for (const value of STATES) {
        const context = { needsYes: input.needsYes, fitsWhenAsked: input.fits, answeredBy: null };
        const snapshot = requestMachine.resolveState({ value, context });
        for (const event of EVENTS) {
          const expected = selectRequestState(transition(requestMachine, snapshot, event)[0]);
          // Asked twice: the second answer is the remembered one.
          expect([stepOf(value, input, event), stepOf(value, input, event)]).toEqual([
            expected,
            expected,
          ]);
        }
      }
    }
  });
});
