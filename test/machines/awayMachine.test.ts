// The away machine: every transition walked on the real machine, with what each step must have
// done in words a parent would check: the list heard is the list shown, a write made says so and
// counts, a failed one is shown and says nothing else, and one write is made at a time.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import {
  awayMachine,
  selectAwayBusy,
  selectAwayFailure,
  selectAwayList,
  selectAwayNotice,
  selectAwayReadError,
  selectAwayWritten,
  type AwayContext,
  type AwayEvent,
  type AwayWrite,
} from '../../machines/away';
import type { CalendarDate } from '../../machines/calendar';
import type { AwayEntry, AwayList } from '../../machines/domain/away';
import { createFakeActors, flushPromises } from '../support/machineModel';
import { describeModelWalk, type WalkStep } from '../support/modelWalk';

const date = (text: string) => text as CalendarDate;
const TODAY = date('2026-11-24');
const permissionDenied = { code: 'permission_denied', message: 'You cannot change this family.' };

const ADA_SICK: AwayEntry = {
  id: 'a1',
  kid: 'ada',
  from: date('2026-11-17'),
  to: date('2026-11-26'),
  reason: 'Sick',
  made: 1_795_000_000,
};
const SEASIDE: AwayEntry = {
  id: 'a2',
  from: date('2026-11-25'),
  to: date('2026-11-30'),
  made: 1_795_000_100,
};
const HEARD: AwayList = [ADA_SICK, SEASIDE];

const MARKED = 'Ada marked away from Tuesday 17 November 2026 to Thursday 19 November 2026.';
const BACK = 'Ada is back from today.';
const REMOVED = 'The whole family’s away days removed.';

const EVENTS: AwayEvent[] = [
  { type: 'away.heard', away: HEARD },
  { type: 'away.failed', error: permissionDenied },
  {
    type: 'away.mark',
    mark: { kid: 'ada', from: date('2026-11-17'), to: date('2026-11-19'), reason: ' Sick ' },
    done: MARKED,
  },
  { type: 'away.endEarly', entry: ADA_SICK, today: TODAY, done: BACK },
  { type: 'away.remove', entry: SEASIDE, done: REMOVED },
  { type: 'error.dismiss' },
];

/** The write each write event asks for, in the words of the writes the store is given. */
function writeAskedBy(event: AnyEventObject): AwayWrite {
  const asked = event as AwayEvent;
  if (asked.type === 'away.mark') return { kind: 'mark', mark: asked.mark };
  if (asked.type === 'away.endEarly') {
    return { kind: 'endEarly', entry: asked.entry, today: asked.today };
  }
  if (asked.type === 'away.remove') return { kind: 'remove', entry: asked.entry };
  throw new Error(`${asked.type} asks for no write`);
}

type Step = WalkStep<typeof awayMachine>;

/** The input a running child was started with. */
const inputOf = (child: AnyActorRef | undefined) =>
  (child?.getSnapshot() as { input?: unknown } | undefined)?.input;

/**
 * A write asked for while none is under way starts it, with its words for later and no failure
 * left on screen; while one is under way it is not taken at all (the buttons wait).
 */
function startsAWrite({ event, before, after }: Step) {
  if (before.matches('writing')) {
    expect(after.value).toBe('writing');
    expect(after.context).toEqual(before.context);
    return;
  }
  expect(after.value).toBe('writing');
  expect(after.context.writing).toEqual({ write: writeAskedBy(event), done: event.done });
  expect(selectAwayFailure(after)).toBeNull();
  expect(selectAwayNotice(after)).toBe(selectAwayNotice(before));
  expect(selectAwayWritten(after)).toBe(selectAwayWritten(before));
}

describeModelWalk('the away machine, walked from its model', {
  machine: awayMachine,
  input: { familyId: 'fam' },
  actors: (fakes) => ({ listenToAway: fakes.callback(), writeAway: fakes.promise() }),
  exec: {
    'away.heard': (event, { fakes }) => fakes.sendBack('listenToAway', event),
    'away.failed': (event, { fakes }) => fakes.sendBack('listenToAway', event),
  },
  events: [
    ...EVENTS,
    { type: 'xstate.done.actor.writeAway' },
    { type: 'xstate.error.actor.writeAway', error: permissionDenied },
  ],
  // The write actor settles only while it runs.
  filterEvents: (snapshot, event) =>
    snapshot.status === 'active' &&
    (!event.type.endsWith('.actor.writeAway') || snapshot.matches('writing')),
  serializeState: (snapshot) => {
    const context = snapshot.context as AwayContext;
    return JSON.stringify([
      snapshot.value,
      context.away !== null,
      context.readError !== null,
      context.failure !== null,
      context.notice !== '',
    ]);
  },
  states: {
    // The family's away days are listened to all along, and no write is under way.
    idle: (snapshot) => {
      expect(inputOf(snapshot.children.listenToAway)).toEqual({ familyId: 'fam' });
      expect(snapshot.children.writeAway).toBeUndefined();
      expect(snapshot.context.writing).toBeNull();
      expect(selectAwayBusy(snapshot)).toBe(false);
    },
    // Exactly the write asked for is being made, for this family, and the form waits.
    writing: (snapshot) => {
      expect(inputOf(snapshot.children.listenToAway)).toEqual({ familyId: 'fam' });
      expect(inputOf(snapshot.children.writeAway)).toEqual({
        familyId: 'fam',
        write: snapshot.context.writing?.write,
      });
      expect(selectAwayBusy(snapshot)).toBe(true);
      expect(selectAwayFailure(snapshot)).toBeNull();
    },
  },
  steps: {
    // What is heard is what the views show, and an earlier read failure is gone.
    'away.heard': ({ event, before, after }) => {
      expect(selectAwayList(after)).toBe(event.away);
      expect(selectAwayReadError(after)).toBeNull();
      expect(after.value).toEqual(before.value);
    },
    // The list already heard stays; why it could not be read is shown beside it.
    'away.failed': ({ before, after }) => {
      expect(selectAwayReadError(after)).toEqual({
        code: 'PERMISSION_DENIED',
        message: 'You cannot change this family.',
      });
      expect(after.context.away).toBe(before.context.away);
    },
    'away.mark': startsAWrite,
    'away.endEarly': startsAWrite,
    'away.remove': startsAWrite,
    // Made: its own words are said, the count grows, and nothing failed.
    'xstate.done.actor.writeAway': ({ before, after }) => {
      expect(after.value).toBe('idle');
      expect(selectAwayNotice(after)).toBe(before.context.writing?.done);
      expect(selectAwayWritten(after)).toBe(selectAwayWritten(before) + 1);
      expect(selectAwayFailure(after)).toBeNull();
    },
    // Refused: why is shown, and nothing is said to be done nor counted.
    'xstate.error.actor.writeAway': ({ before, after }) => {
      expect(after.value).toBe('idle');
      expect(selectAwayFailure(after)).toEqual({
        code: 'PERMISSION_DENIED',
        message: 'You cannot change this family.',
      });
      expect(selectAwayNotice(after)).toBe(selectAwayNotice(before));
      expect(selectAwayWritten(after)).toBe(selectAwayWritten(before));
    },
    // Dismiss hides the failure and nothing else.
    'error.dismiss': ({ before, after }) => {
      expect(selectAwayFailure(after)).toBeNull();
      expect(after.value).toEqual(before.value);
      expect({ ...after.context, failure: null }).toEqual({ ...before.context, failure: null });
    },
  },
});

describe('the family’s away days', () => {
  it('are an empty list, the same one every time, until they are heard', () => {
    const actor = createActor(
      awayMachine.provide({ actors: { listenToAway: createFakeActors().callback() } }),
      { input: { familyId: 'fam' } },
    ).start();
    const first = selectAwayList(actor.getSnapshot());
    expect(first).toEqual([]);
    expect(Object.isFrozen(first)).toBe(true);
    actor.send({ type: 'error.dismiss' });
    expect(selectAwayList(actor.getSnapshot())).toBe(first);
  });

  it('stop being listened to when the family is no longer in view', () => {
    const fakes = createFakeActors();
    const actor = createActor(awayMachine.provide({ actors: { listenToAway: fakes.callback() } }), {
      input: { familyId: 'fam' },
    }).start();
    expect(fakes.isRunning('listenToAway')).toBe(true);
    actor.stop();
    expect(fakes.isRunning('listenToAway')).toBe(false);
  });

  it('mark twice in a row: the second mark is made once the first is, and counts again', async () => {
    const fakes = createFakeActors();
    const actor = createActor(
      awayMachine.provide({
        actors: { listenToAway: fakes.callback(), writeAway: fakes.promise() },
      }),
      { input: { familyId: 'fam' } },
    ).start();
    const mark = EVENTS[2] as AwayEvent;
    actor.send(mark);
    actor.send(mark);
    expect(fakes.started.filter((one) => one.id === 'writeAway')).toHaveLength(1);
    fakes.resolve('writeAway', undefined);
    await flushPromises();
    actor.send(mark);
    fakes.resolve('writeAway', undefined);
    await flushPromises();
    expect(selectAwayWritten(actor.getSnapshot())).toBe(2);
    expect(selectAwayNotice(actor.getSnapshot())).toBe(MARKED);
  });
});
