// The model walk proves every transition of the rewards machine on the real machine, with facts
// on what each write may be and the stars earned whatever is settled; the tests after it read
// like docs/design.md "Rewards".
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createActor,
  waitFor,
  type ActorRefFrom,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
} from 'xstate';
import { addDays, type CalendarDate } from '../../machines/calendar';
import {
  SETTLE_WINDOW_WEEKS,
  settleWeeks,
  weekStartOf,
  weeksToSettle,
} from '../../machines/domain/earnedStars';
import type { DayList } from '../../machines/domain/family';
import { checkpointOf, type LedgerCheckpoint } from '../../machines/domain/ledgerCheckpoint';
import type { LedgerEntry, Reward } from '../../machines/domain/rewards';
import type { DayLists } from '../../machines/domain/stars';
import {
  daysRangeOf,
  rewardsMachine,
  selectRewardsLoaded,
  selectWaitingCount,
  settlingOf,
  wholeLedgerOf,
  writeKey,
  type DaysRange,
  type RewardsContext,
  type RewardsEmitted,
  type RewardsEvent,
  type RewardsInput,
  type RewardsWrite,
  type SettleInput,
} from '../../machines/rewards';
import { totalCut } from '../../machines/domain/settledTotal';
import { createRewardsImplementations } from '../../src/app/rewards/rewardsEffects';
import { createIndexedDbStore } from '../../src/store/indexedDb';
import type { Store } from '../../src/store/port';
import { createPushIdGenerator } from '../../src/store/pushId';
import { readOnce } from '../../src/store/readOnce';
import { createFakeActors, flushPromises } from '../support/machineModel';
import { seededRandom } from '../support/history';
import { describeModelWalk, type WalkStep } from '../support/modelWalk';

const date = (text: string) => text as CalendarDate;
const AT = 1_795_000_000;
const LAST_WEEK = date('2026-11-16');
const THIS_WEEK = date('2026-11-23');
const TODAY = date('2026-11-25');
const NEXT_MONDAY = date('2026-11-30');
const permissionDenied = { code: 'permission_denied', message: 'You cannot change this family.' };

const ICE_CREAM: Reward = {
  id: 'r1',
  title: 'Ice cream',
  picture: '🍦',
  cost: 3,
  needsYes: true,
  archived: false,
  made: AT,
};
const ASK: LedgerEntry = {
  id: 'e1',
  type: 'request',
  by: 'kid',
  at: AT,
  reward: 'r1',
  title: 'Ice cream',
  cost: 3,
  needsYes: true,
};
const GRANT: LedgerEntry = { id: 'e2', type: 'grant', by: 'grown-up', at: AT, request: 'e1' };

/** A bonus of long ago: a checkpoint's boundary. */
const OLD_BONUS: LedgerEntry = {
  id: 'e0',
  type: 'bonus',
  by: 'grown-up',
  at: AT - 60 * 86_400,
  stars: 2,
  reason: 'Long ago',
};
/** A checkpoint after the old bonus that holds only from 100 stars earned: it does not continue. */
const STALE_CHECKPOINT: LedgerCheckpoint = {
  boundary: 'e0',
  bonuses: 2,
  takenBack: 0,
  spent: 0,
  earned: { from: 100, below: null },
  rewards: [],
  open: [],
};

/** `done` of Ada's tasks ticked, of `total`. */
function adasDay(done: number, total: number): DayList {
  return {
    seeded: 1,
    tasks: {
      ada: Array.from({ length: total }, (_, index) => ({
        id: `t${index}`,
        title: `Task ${index}`,
        completed: index < done ? AT : (false as const),
        order: index + 1,
      })),
    },
  };
}

/** Ada ticked 2 tasks last week and 3 this week: 5 stars earned, however many weeks are settled. */
const DAYS: DayLists = { [date('2026-11-17')]: adasDay(2, 2), [date('2026-11-24')]: adasDay(3, 4) };
const EARNED = 5;

const grownUp: RewardsInput = {
  familyId: 'fam',
  maker: { by: 'grown-up', uid: 'mum' },
  kidIds: ['ada'],
  today: TODAY,
};
const kidMode: RewardsInput = { ...grownUp, maker: { by: 'kid' } };

const DRAFT = { title: '  Trip to the park ', cost: 10, needsYes: true };

/** Ada's first week, settled before last week's: the days after it are read in one range. */
const FIRST_SETTLED = date('2026-11-02');

const events: AnyEventObject[] = [
  {
    type: 'rewards.heard',
    catalogue: [ICE_CREAM],
    ledger: {},
    settled: { ada: { [FIRST_SETTLED]: 0 } },
  },
  { type: 'rewards.heard', ledger: { ada: [ASK] } },
  { type: 'rewards.heard', ledger: { ada: [ASK, GRANT] } },
  { type: 'rewards.failed', error: permissionDenied },
  // Ada read after a checkpoint that does not continue, then her whole ledger.
  {
    type: 'rewards.heard',
    checkpoints: { ada: STALE_CHECKPOINT },
    ledger: { ada: [ASK] },
    ledgerFrom: { ada: 'e0' },
  },
  { type: 'rewards.heard', ledger: { ada: [OLD_BONUS, ASK] }, ledgerFrom: { ada: null } },
  { type: 'history.show', kidId: 'ada' },
  { type: 'history.hide' },
  {
    type: 'xstate.done.actor.writeCheckpoints',
    output: { ada: checkpointOf([OLD_BONUS, ASK], EARNED, TODAY) },
  },
  { type: 'xstate.error.actor.writeCheckpoints', error: permissionDenied },
  { type: 'days.heard', days: DAYS },
  { type: 'days.failed', error: permissionDenied },
  { type: 'listeners.retry' },
  { type: 'kids.heard', kidIds: ['ada', 'ben'] },
  { type: 'today.heard', today: NEXT_MONDAY },
  { type: 'reward.add', reward: DRAFT },
  { type: 'reward.add', reward: { ...DRAFT, cost: 0 } },
  { type: 'reward.edit', rewardId: 'r1', reward: { ...DRAFT, title: 'Two ice creams', cost: 6 } },
  { type: 'reward.archive', rewardId: 'r1' },
  { type: 'reward.delete', rewardId: 'r1' },
  { type: 'request.ask', kidId: 'ada', rewardId: 'r1' },
  { type: 'request.cancel', kidId: 'ada', requestId: 'e1' },
  { type: 'request.grant', kidId: 'ada', requestId: 'e1' },
  { type: 'request.decline', kidId: 'ada', requestId: 'e1', reason: ' Not before dinner ' },
  { type: 'request.give', kidId: 'ada', requestId: 'e1' },
  { type: 'bonus.give', kidId: 'ada', stars: 2, reason: ' Tidied the garage ' },
  { type: 'bonus.give', kidId: 'ada', stars: 2, reason: '  ' },
  { type: 'stars.takeBack', kidId: 'ada', stars: 1, reason: 'Drew on the wall' },
  { type: 'entry.reverse', kidId: 'ada', entryId: 'e2', reason: 'Given by mistake' },
  { type: 'error.dismiss' },
  {
    type: 'xstate.done.actor.settleWeeks',
    output: { weeks: { ada: { [LAST_WEEK]: 2 } }, totals: {} },
  },
  { type: 'xstate.error.actor.settleWeeks', error: permissionDenied },
  { type: 'xstate.done.actor.write' },
  { type: 'xstate.error.actor.write', error: permissionDenied },
];

const WRITE_EVENTS = new Set([
  'reward.add',
  'reward.edit',
  'reward.archive',
  'reward.delete',
  'request.ask',
  'request.cancel',
  'request.grant',
  'request.decline',
  'request.give',
  'bonus.give',
  'stars.takeBack',
  'entry.reverse',
]);

/** What moves a checkpoint's or History's story on. */
const STORY_EVENTS = new Set([
  'rewards.heard',
  'days.heard',
  'history.hide',
  'xstate.done.actor.writeCheckpoints',
  'xstate.error.actor.writeCheckpoints',
  'listeners.retry',
]);

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as RewardsContext;
const loaded = (context: RewardsContext) => Object.keys(context.kids).length > 0;
const ledgerOf = (context: RewardsContext) =>
  (context.ledger?.ada ?? []).map((entry) => entry.id).join('+') || 'none';

/**
 * The graph stays small: the first hearing in order, then one write or one failure at a time,
 * each while the listeners and the settling rest. Only what the guards read tells states apart.
 */
function filterEvents(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (snapshot.status !== 'active') return false;
  const context = contextOf(snapshot);
  const settlingRests = snapshot.matches({ settling: 'idle' });
  const resting =
    settlingRests &&
    context.pending.length === 0 &&
    context.error === null &&
    snapshot.matches({ rewards: 'listening' }) &&
    snapshot.matches({ days: 'listening' });
  const { type } = event;
  if (type === 'xstate.done.actor.write' || type === 'xstate.error.actor.write') {
    return snapshot.matches({ writes: 'writing' });
  }
  if (type.endsWith('.actor.settleWeeks')) return snapshot.matches({ settling: 'writing' });
  if (type.endsWith('.actor.writeCheckpoints')) {
    return snapshot.matches({ checkpointing: 'writing' });
  }
  // Once a checkpoint or History is in play, only what moves that story on.
  const inStory =
    context.checkpoints !== null || context.wholeFor.length > 0 || context.historyKid !== null;
  if (inStory && !STORY_EVENTS.has(type)) return false;
  if (inStory && type === 'rewards.heard' && !('ledgerFrom' in event)) return false;
  // Checkpoints and History while Ada alone is there, today: a checkpoint that does not
  // continue is heard once, before any entry; then the whole ledger.
  const early = context.kidIds.length === 1 && context.today === TODAY;
  if (type === 'rewards.heard' && 'checkpoints' in event) {
    return early && resting && loaded(context) && !context.ledger?.ada;
  }
  if (type === 'rewards.heard' && 'ledgerFrom' in event) {
    return settlingRests && !('checkpoints' in event) && context.wholeFor.includes('ada');
  }
  if (type === 'history.show') {
    return (
      early && resting && loaded(context) && !context.ledger?.ada && context.historyKid === null
    );
  }
  if (type === 'history.hide') return context.historyKid !== null;
  if (type === 'rewards.heard') {
    if (context.catalogue === null) return 'catalogue' in event;
    return !('catalogue' in event) && resting && loaded(context);
  }
  // The listener may fail before anything is heard, while the days wait for the settled weeks.
  if (type === 'rewards.failed' && context.catalogue === null) return true;
  if (type === 'days.heard') return context.heardFrom === null && settlingRests;
  if (type === 'listeners.retry') {
    return context.error !== null || snapshot.matches({ checkpointing: 'failed' });
  }
  if (type === 'error.dismiss') return context.error !== null && context.pending.length === 0;
  // The clock moves on and kids come once the first weeks are settled.
  if (type === 'today.heard' || type === 'kids.heard') {
    return resting && context.heardFrom !== null && context.settled?.ada !== undefined;
  }
  if (WRITE_EVENTS.has(type)) return resting && loaded(context) && context.heardFrom !== null;
  // Failures of the listeners once everything is heard.
  return resting && loaded(context) && context.heardFrom !== null;
}

const serializeState = (snapshot: AnyMachineSnapshot) => {
  const context = contextOf(snapshot);
  return JSON.stringify([
    snapshot.value,
    context.catalogue !== null,
    ledgerOf(context),
    context.settled === null ? null : Object.keys(context.settled.ada ?? {}),
    context.days !== null,
    context.daysRange,
    context.heardFrom,
    context.scanned,
    context.daysCaughtUp,
    context.kidIds,
    context.today,
    context.pending.map(writeKey),
    context.error !== null,
    context.checkpoints?.ada?.boundary ?? null,
    context.ledgerFrom,
    context.wholeFor,
    context.historyKid,
    Object.keys(context.checkpointsDue),
  ]);
};

/** How many days a range holds, both ends included. */
const lengthOf = ({ from, to }: { from: CalendarDate; to: CalendarDate }) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** The input a running child was started with, as the real machine gave it. */
const inputOf = (child: AnyActorRef | undefined) =>
  (child?.getSnapshot() as { input?: unknown } | undefined)?.input;

type Step = WalkStep<typeof rewardsMachine>;

/** The write an event queued, or `null` when it was refused. */
function queuedBy({ before, after }: Step): RewardsWrite | null {
  const grew = after.context.pending.length > before.context.pending.length;
  return grew ? (after.context.pending.at(-1) ?? null) : null;
}

const adaOf = (step: Step) => step.before.context.kids.ada;
/** Ada's rewards show: not while her whole ledger is on its way after a checkpoint that stopped. */
const isReadable = (snapshot: Step['after']) => !snapshot.context.wholeFor.includes('ada');
const requestState = (step: Step) => adaOf(step)?.requests.find((r) => r.id === 'e1')?.state;
const isGrownUp = (step: Step) => step.before.context.maker.by === 'grown-up';

/** A fact for a write event: it queues exactly `expected` when `legal`, and nothing otherwise. */
const writes =
  (legal: (step: Step) => boolean, expected: (step: Step) => RewardsWrite) => (step: Step) => {
    if (legal(step)) expect(queuedBy(step)).toEqual(expected(step));
    else expect(queuedBy(step)).toBeNull();
  };

const entry = (entry: object) => ({ kind: 'entry', kidId: 'ada', entry }) as RewardsWrite;

describeModelWalk('the rewards machine, walked from its model', {
  machine: rewardsMachine,
  inputs: [
    { label: 'a grown-up', input: grownUp },
    { label: 'kid mode', input: kidMode },
  ],
  actors: (fakes) => ({ listenToRewards: fakes.callback(), listenToDays: fakes.callback() }),
  exec: {
    'rewards.heard': (event, { fakes }) => fakes.sendBack('listenToRewards', event),
    'rewards.failed': (event, { fakes }) => fakes.sendBack('listenToRewards', event),
    'days.heard': (event, { fakes }) => fakes.sendBack('listenToDays', event),
    'days.failed': (event, { fakes }) => fakes.sendBack('listenToDays', event),
  },
  events,
  filterEvents,
  serializeState,
  states: {
    // Each kid's ledger after their checkpoint, or whole: none, one that does not continue, or
    // History shown.
    'rewards.listening': (snapshot) =>
      expect(inputOf(snapshot.children.listenToRewards)).toEqual({
        familyId: 'fam',
        kidIds: snapshot.context.kidIds,
        whole: wholeLedgerOf(snapshot.context),
      }),
    // Only checkpoints that differ from those stored, worked out from what was read.
    'checkpointing.writing': (snapshot) => {
      const { checkpoints } = inputOf(snapshot.children.writeCheckpoints) as {
        checkpoints: Record<string, LedgerCheckpoint | null>;
      };
      expect(checkpoints).toEqual(snapshot.context.checkpointsDue);
      expect(Object.keys(checkpoints).length).toBeGreaterThan(0);
    },
    'rewards.failed': (snapshot) => expect(snapshot.children.listenToRewards).toBeUndefined(),
    // The days are read once the settled weeks are, from the first day not settled to today.
    'days.waiting': (snapshot) => expect(snapshot.context.settled).toBeNull(),
    // A window of weeks at most, from the first day not settled or past the days found empty.
    'days.listening': (snapshot) => {
      const range = daysRangeOf(snapshot.context);
      expect(inputOf(snapshot.children.listenToDays)).toEqual({ familyId: 'fam', ...range });
      expect(lengthOf(range)).toBeLessThanOrEqual(SETTLE_WINDOW_WEEKS * 7);
    },
    'days.failed': (snapshot) => expect(snapshot.children.listenToDays).toBeUndefined(),
    // Only weeks that are over, and only with every one of their days read.
    'settling.writing': (snapshot) => {
      const { weeks, totals } = inputOf(snapshot.children.settleWeeks) as SettleInput;
      expect({ weeks, totals }).toEqual(settlingOf(snapshot.context));
      const { daysRange } = snapshot.context;
      for (const mondays of Object.values(weeks)) {
        for (const monday of Object.keys(mondays as object) as CalendarDate[]) {
          expect(monday < snapshot.context.today).toBe(true);
          expect(monday >= (snapshot.context.heardFrom ?? '')).toBe(true);
          expect(addDays(monday, 6) <= (daysRange?.to ?? '')).toBe(true);
        }
      }
    },
    'writes.idle': (snapshot) => expect(snapshot.context.pending).toEqual([]),
    // One write at a time, the first asked for, made by whoever is writing here.
    'writes.writing': (snapshot) =>
      expect(inputOf(snapshot.children.write)).toEqual({
        familyId: 'fam',
        maker: snapshot.context.maker,
        write: snapshot.context.pending[0],
      }),
  },
  steps: {
    // Stars earned are one per ticked task, whatever is settled: no day counted twice or lost.
    'days.heard': ({ after }) => {
      if (loaded(after.context)) expect(after.context.kids.ada?.earned).toBe(EARNED);
    },
    'xstate.done.actor.settleWeeks': ({ event, after }) => {
      expect(after.context.settled?.ada).toMatchObject(event.output.weeks.ada ?? {});
      if (isReadable(after)) expect(after.context.kids.ada?.earned).toBe(EARNED);
    },
    'today.heard': ({ event, after }) => {
      expect(after.context.today).toBe(event.today);
      if (isReadable(after)) expect(after.context.kids.ada?.earned).toBe(EARNED);
    },
    // Ben's weeks since the family's first settled one are read first: loading meanwhile.
    'kids.heard': ({ event, after }) => {
      expect(after.context.kidIds).toEqual(event.kidIds);
      if (after.context.daysCaughtUp) {
        expect(after.context.kids.ben).toMatchObject({ earned: 0, spendable: 0 });
      } else {
        expect(after.context.kids).toEqual({});
        expect(selectRewardsLoaded(after)).toBe(false);
      }
    },
    'reward.add': writes(
      (step) => isGrownUp(step) && step.event.reward.cost > 0,
      () => ({
        kind: 'reward',
        rewardId: null,
        reward: { ...DRAFT, title: 'Trip to the park' },
        archived: false,
        made: null,
      }),
    ),
    'reward.edit': writes(isGrownUp, () => ({
      kind: 'reward',
      rewardId: 'r1',
      reward: { ...DRAFT, title: 'Two ice creams', cost: 6 },
      archived: false,
      made: AT,
    })),
    'reward.archive': writes(isGrownUp, () => ({
      kind: 'reward',
      rewardId: 'r1',
      reward: { title: 'Ice cream', picture: '🍦', cost: 3, needsYes: true },
      archived: true,
      made: AT,
    })),
    // A reward an entry names is archived, never deleted.
    'reward.delete': writes(
      (step) => isGrownUp(step) && step.before.context.ledger?.ada === undefined,
      () => ({ kind: 'deleteReward', rewardId: 'r1' }),
    ),
    // Asked for once: not while it waits, and only with the stars for it.
    'request.ask': writes(
      (step) => requestState(step) === undefined && (adaOf(step)?.spendable ?? 0) >= 3,
      () => entry({ type: 'request', reward: 'r1', title: 'Ice cream', cost: 3, needsYes: true }),
    ),
    'request.cancel': writes(
      (step) => !isGrownUp(step) && requestState(step) === 'requested',
      () => entry({ type: 'cancel', request: 'e1' }),
    ),
    'request.grant': writes(
      (step) => isGrownUp(step) && requestState(step) === 'requested',
      () => entry({ type: 'grant', request: 'e1' }),
    ),
    'request.decline': writes(
      (step) => isGrownUp(step) && requestState(step) === 'requested',
      () => entry({ type: 'decline', request: 'e1', reason: 'Not before dinner' }),
    ),
    'request.give': writes(
      (step) => isGrownUp(step) && requestState(step) === 'granted',
      () => entry({ type: 'given', request: 'e1' }),
    ),
    'bonus.give': writes(
      (step) => isGrownUp(step) && step.event.reason.trim() !== '',
      () => entry({ type: 'bonus', stars: 2, reason: 'Tidied the garage' }),
    ),
    'stars.takeBack': writes(isGrownUp, () =>
      entry({ type: 'takeBack', stars: 1, reason: 'Drew on the wall' }),
    ),
    'entry.reverse': writes(
      (step) => isGrownUp(step) && requestState(step) === 'granted',
      () => entry({ type: 'reversal', entry: 'e2', reason: 'Given by mistake' }),
    ),
    // A checkpoint that does not continue: Ada's rewards wait for her whole ledger.
    'rewards.heard': ({ event, after }) => {
      if ('checkpoints' in event) {
        expect(after.context.kids.ada).toBeUndefined();
        expect(after.context.wholeFor).toEqual(['ada']);
      }
      if (!('checkpoints' in event) && 'ledgerFrom' in event && after.context.daysCaughtUp) {
        expect(after.context.kids.ada).toMatchObject({ earned: EARNED, spendable: EARNED + 2 - 3 });
      }
    },
    'history.show': ({ after }) => expect(wholeLedgerOf(after.context)).toEqual(['ada']),
    'history.hide': ({ after }) => expect(after.context.historyKid).toBeNull(),
    // Written: Ada is read after it again.
    'xstate.done.actor.writeCheckpoints': ({ event, after }) => {
      expect(after.context.checkpoints?.ada).toEqual(event.output.ada);
      expect(after.context.wholeFor).toEqual([]);
    },
    'xstate.error.actor.writeCheckpoints': ({ after }) => expect(after.context.error).toBeNull(),
    'xstate.done.actor.write': ({ before, after }) =>
      expect(after.context.pending).toEqual(before.context.pending.slice(1)),
    'xstate.error.actor.write': ({ before, after }) => {
      expect(after.context.pending).toEqual(before.context.pending.slice(1));
      expect(after.context.error).toMatchObject({ code: 'PERMISSION_DENIED' });
    },
    'error.dismiss': ({ after }) => expect(after.context.error).toBeNull(),
  },
});

/** The machine with its listeners and writes answered by the test. */
function startRewards(input: RewardsInput = grownUp) {
  const fakes = createFakeActors();
  const actor = createActor(
    rewardsMachine.provide({
      actors: {
        listenToRewards: fakes.callback(),
        listenToDays: fakes.callback(),
        settleWeeks: fakes.promise(),
        write: fakes.promise(),
      },
    }),
    { input },
  ).start();
  const emitted: RewardsEmitted[] = [];
  actor.on('*', (event) => void emitted.push(event));
  const hear = (event: AnyEventObject, from = 'listenToRewards') => fakes.sendBack(from, event);
  const started = (id: string) => fakes.started.filter((start) => start.id === id);
  return {
    actor,
    fakes,
    emitted,
    started,
    hear,
    send: (event: RewardsEvent) => actor.send(event),
    context: () => actor.getSnapshot().context,
    /** Everything heard; last week settled, so there is nothing to settle. */
    open(ledger: Record<string, LedgerEntry[]> = {}) {
      hear({
        type: 'rewards.heard',
        catalogue: [ICE_CREAM],
        ledger,
        settled: { ada: { [LAST_WEEK]: 2 } },
      });
      hear({ type: 'days.heard', days: DAYS }, 'listenToDays');
    },
  };
}

type Rewards = ReturnType<typeof startRewards>;

/**
 * Answers each range the days' listener is started with by the days of `days` in it, as the
 * store would, until no new range is asked for; returns the ranges asked for, in order.
 */
function answerDaysFrom(rewards: Rewards, days: DayLists): DaysRange[] {
  const ranges = () => rewards.started('listenToDays').map((start) => start.input as DaysRange);
  let answered = 0;
  while (
    answered < ranges().length &&
    !rewards.actor.getSnapshot().matches({ settling: 'writing' })
  ) {
    const range = ranges()[answered] as DaysRange;
    answered += 1;
    rewards.hear({ type: 'days.heard', days: daysIn(days, range) }, 'listenToDays');
  }
  return ranges();
}

/** The days of `days` from `range.from` to `range.to`. */
const daysIn = (days: DayLists, { from, to }: { from: CalendarDate; to: CalendarDate }) =>
  Object.fromEntries(Object.entries(days).filter(([day]) => day >= from && day <= to)) as DayLists;

describe('a family’s rewards', () => {
  it('a double tap asks once', async () => {
    const rewards = startRewards(kidMode);
    rewards.open();
    rewards.send({ type: 'request.ask', kidId: 'ada', rewardId: 'r1' });
    rewards.send({ type: 'request.ask', kidId: 'ada', rewardId: 'r1' });
    expect(rewards.started('write')).toHaveLength(1);
    rewards.fakes.resolve('write', undefined);
    await flushPromises();
    expect(rewards.started('write')).toHaveLength(1);
    expect(rewards.emitted).toEqual([
      {
        type: 'write.saved',
        write: entry({
          type: 'request',
          reward: 'r1',
          title: 'Ice cream',
          cost: 3,
          needsYes: true,
        }),
      },
    ]);
  });

  it('writes wait their turn, in the order asked for', async () => {
    const rewards = startRewards();
    rewards.open({ ada: [ASK] });
    rewards.send({ type: 'request.grant', kidId: 'ada', requestId: 'e1' });
    rewards.send({ type: 'bonus.give', kidId: 'ada', stars: 2, reason: 'Tidied' });
    // A second answer to the same request while the first is written is no answer.
    rewards.send({ type: 'request.decline', kidId: 'ada', requestId: 'e1' });
    expect(rewards.context().pending.map(writeKey)).toEqual([
      'answer/ada/e1',
      'bonus/ada/2/Tidied',
    ]);
    rewards.fakes.resolve('write', undefined);
    await flushPromises();
    expect(rewards.started('write').map((start) => start.input)).toEqual([
      expect.objectContaining({ write: entry({ type: 'grant', request: 'e1' }) }),
      expect.objectContaining({ write: entry({ type: 'bonus', stars: 2, reason: 'Tidied' }) }),
    ]);
  });

  it('a refused write is said, and the page is told so it keeps what was typed', async () => {
    const rewards = startRewards();
    rewards.open();
    rewards.send({ type: 'reward.add', reward: DRAFT });
    rewards.fakes.reject('write', permissionDenied);
    await flushPromises();
    expect(rewards.context().error).toMatchObject({ code: 'PERMISSION_DENIED' });
    expect(rewards.emitted).toEqual([
      expect.objectContaining({ type: 'write.refused', error: expect.anything() }),
    ]);
  });

  it('settles the weeks that are over once, then reads only the days after them', async () => {
    const rewards = startRewards();
    rewards.hear({ type: 'rewards.heard', catalogue: [ICE_CREAM], ledger: {}, settled: {} });
    const dayRanges = () => rewards.started('listenToDays').map((start) => start.input);
    // Nothing settled yet: every day the family may have, a window at a time.
    expect(dayRanges()).toEqual([{ familyId: 'fam', from: '1999-12-27', to: '2000-06-25' }]);
    const reads = answerDaysFrom(rewards, DAYS);
    // The windows before the family began hold nothing: passed over, nothing written for them.
    expect(reads.at(-1)).toEqual({ familyId: 'fam', from: '2026-05-25', to: '2026-11-22' });
    expect(reads.slice(0, -1).every(({ to }) => to < date('2026-05-25'))).toBe(true);
    expect(selectRewardsLoaded(rewards.actor.getSnapshot())).toBe(false);
    expect(rewards.started('settleWeeks').map((start) => start.input)).toEqual([
      { familyId: 'fam', weeks: { ada: { [LAST_WEEK]: 2 } }, totals: {} },
    ]);
    rewards.fakes.resolve('settleWeeks', { weeks: { ada: { [LAST_WEEK]: 2 } }, totals: {} });
    await flushPromises();
    expect(dayRanges().at(-1)).toEqual({ familyId: 'fam', from: THIS_WEEK, to: TODAY });
    // Another device settled the same week the same way: nothing more to write.
    rewards.hear({ type: 'rewards.heard', settled: { ada: { [LAST_WEEK]: 2 } } });
    rewards.hear(
      { type: 'days.heard', days: { [date('2026-11-24')]: adasDay(3, 4) } },
      'listenToDays',
    );
    expect(rewards.started('settleWeeks')).toHaveLength(1);
    expect(rewards.context().kids.ada).toMatchObject({ earned: EARNED, spendable: EARNED });
  });

  it('a family with no rewards reads no days for them and settles nothing, until it makes one', () => {
    const rewards = startRewards();
    rewards.hear({ type: 'rewards.heard', catalogue: [], ledger: {}, settled: {} });
    expect(rewards.started('listenToDays')).toEqual([]);
    expect(rewards.started('settleWeeks')).toEqual([]);
    rewards.hear({ type: 'rewards.heard', catalogue: [ICE_CREAM] });
    expect(rewards.started('listenToDays').map((start) => start.input)).toEqual([
      { familyId: 'fam', from: '1999-12-27', to: '2000-06-25' },
    ]);
  });

  it('counts the requests waiting for a grown-up, for the navigation', () => {
    const rewards = startRewards();
    rewards.open({ ada: [ASK, { ...ASK, id: 'e3', reward: 'r2', title: 'Pony', cost: 100 }] });
    expect(selectWaitingCount(rewards.actor.getSnapshot())).toBe(2);
  });
});

/** Years of days for `kids` kids up to today: some days never opened, some with nothing done. */
function yearsOfDays(seed: number, kids: readonly string[], years: number): DayLists {
  const random = seededRandom(seed);
  const days: DayLists = {};
  for (let day = addDays(TODAY, -years * 365); day <= TODAY; day = addDays(day, 1)) {
    if (random() < 0.1) continue;
    const tasks: Record<string, DayList['tasks'][string]> = {};
    for (const kid of kids) {
      tasks[kid] = Array.from({ length: Math.floor(random() * 5) }, (_, index) => ({
        id: `t${index}`,
        title: 'Chore',
        completed: random() < 0.7 ? AT : (false as const),
        order: index + 1,
      }));
    }
    days[day] = { seeded: 1, tasks };
  }
  return days;
}

/** Every ticked task of a kid up to today, counted task by task. */
const countFromScratch = (days: DayLists, kidId: string) =>
  Object.entries(days)
    .filter(([day]) => day <= TODAY)
    .flatMap(([, list]) => list?.tasks[kidId] ?? [])
    .filter((task) => task.completed !== false).length;

/**
 * Opens the rewards of a family with `days` and `settled` weeks as stored: answers each range
 * read and writes each settling as the store would, until nothing more is asked for.
 */
async function openWithHistory(kidIds: readonly string[], days: DayLists, settled: object) {
  const rewards = startRewards({ ...grownUp, kidIds });
  rewards.hear({ type: 'rewards.heard', catalogue: [ICE_CREAM], ledger: {}, settled });
  let reads = 0;
  let largestRead = 0;
  let loadedEarly = false;
  let heardToday = false;
  for (let done = false; !done;) {
    const ranges = rewards.started('listenToDays').map((start) => start.input as DaysRange);
    if (rewards.actor.getSnapshot().matches({ settling: 'writing' })) {
      const { weeks, totals } = rewards.started('settleWeeks').at(-1)?.input as SettleInput;
      rewards.fakes.resolve('settleWeeks', { weeks, totals });
      await flushPromises();
    } else if (reads >= ranges.length) {
      done = true;
    } else {
      const range = ranges[reads] as DaysRange;
      reads += 1;
      expect(lengthOf(range)).toBeLessThanOrEqual(SETTLE_WINDOW_WEEKS * 7);
      const heard = daysIn(days, range);
      largestRead = Math.max(largestRead, Object.keys(heard).length);
      rewards.hear({ type: 'days.heard', days: heard }, 'listenToDays');
      heardToday ||= range.to === TODAY;
    }
    // Balances show only once the days up to today are read.
    loadedEarly ||= !heardToday && selectRewardsLoaded(rewards.actor.getSnapshot());
  }
  return { rewards, reads, largestRead, loadedEarly };
}

/** Every Monday a kid's settled weeks hold, their total's included, in order. */
function settledMondaysOf(context: RewardsContext, kidId: string): CalendarDate[] {
  const total = context.totals[kidId];
  const inTotal: CalendarDate[] = [];
  for (let monday = total?.from; monday !== undefined && monday < total!.before;) {
    inTotal.push(monday);
    monday = addDays(monday, 7);
  }
  const after = Object.keys(context.settled?.[kidId] ?? {}) as CalendarDate[];
  return [...inTotal, ...after].sort();
}

describe('a family with years of days reads and settles them a window at a time', () => {
  const TEN_KIDS = Array.from({ length: 10 }, (_, index) => `kid${index}`);

  it('3 years for 10 kids, nothing settled: every week settled, balances from scratch', async () => {
    const days = yearsOfDays(1, TEN_KIDS, 3);
    const { rewards, reads, largestRead, loadedEarly } = await openWithHistory(TEN_KIDS, days, {});
    expect(loadedEarly).toBe(false);
    expect(selectRewardsLoaded(rewards.actor.getSnapshot())).toBe(true);
    const firstWeek = weekStartOf(addDays(TODAY, -3 * 365));
    const complete = weeksToSettle(null, TODAY, firstWeek);
    for (const kid of TEN_KIDS) {
      expect(settledMondaysOf(rewards.context(), kid)).toEqual(complete);
      // All but the last weeks are in the kid's total, read as one.
      expect(rewards.context().totals[kid]?.before).toBe(totalCut(TODAY));
      expect(rewards.context().kids[kid]?.earned).toBe(countFromScratch(days, kid));
    }
    // From 2000 to today: the empty years in windows, then the family's a window at a time.
    expect({ reads, largestRead }).toEqual({ reads: 55, largestRead: 166 });
  });

  it.each([2, 3, 4, 5, 6, 7])(
    'settled and unsettled equal a count from scratch, whatever was settled (history %i)',
    async (seed) => {
      const kids = ['ada', 'ben', 'cleo'];
      const days = yearsOfDays(seed, kids, 1 + (seed % 3));
      const first = weekStartOf(Object.keys(days).sort()[0] as CalendarDate);
      const complete = weeksToSettle(null, TODAY, first);
      // Some weeks settled already, fewer for some kids than others.
      const settled = Object.fromEntries(
        kids.map((kid, index) => {
          const upTo = Math.floor((complete.length * ((seed + index) % 4)) / 4);
          return [kid, settleWeeks(days, complete.slice(0, upTo), kid)];
        }),
      );
      const { rewards, loadedEarly } = await openWithHistory(kids, days, settled);
      expect(loadedEarly).toBe(false);
      for (const kid of kids) {
        expect(settledMondaysOf(rewards.context(), kid)).toEqual(complete);
        expect(rewards.context().kids[kid]?.earned).toBe(countFromScratch(days, kid));
      }
    },
  );
});

describe('the rewards on the embedded store', () => {
  const REWARDS = 'families/fam/rewards';
  const stores: Store[] = [];
  afterEach(() => {
    for (const store of stores.splice(0)) store.close();
  });

  /**
   * A family of Ada and Ben with the days and settled weeks given, and the rewards machine over
   * it, once Ada's stars earned are `earned`.
   */
  async function openFamily(
    input: RewardsInput,
    days: DayLists,
    { settled = {}, earned = EARNED }: { settled?: object; earned?: number } = {},
  ) {
    const store = createIndexedDbStore({
      indexedDB: new IDBFactory(),
      keyRange: IDBKeyRange,
      databaseName: `rewards-${stores.length}-${Math.random()}`,
    });
    stores.push(store);
    await store.set('families/fam/config', {
      name: 'The Riveras',
      kids: ['ada', 'ben'],
      order: 'ada,ben',
      names: { ada: 'Ada', ben: 'Ben' },
    });
    // The days as stored: `{date}/{kidId}/{taskId}`.
    for (const [day, list] of Object.entries(days)) {
      for (const [kidId, tasks] of Object.entries(list?.tasks ?? {})) {
        for (const { id, title, completed, order } of tasks) {
          await store.set(`families/fam/lists/${day}/${kidId}/${id}`, { title, completed, order });
        }
      }
    }
    await store.set(`${REWARDS}/catalogue/-Reward0000000000001`, {
      title: 'Ice cream',
      cost: 3,
      needsYes: true,
      made: AT,
    });
    if (Object.keys(settled).length > 0) await store.set(`${REWARDS}/settled`, settled);
    const now = () => new Date(AT * 1000);
    const actor = createActor(
      rewardsMachine.provide(createRewardsImplementations({ store, now })),
      { input: { ...input, kidIds: ['ada', 'ben'] } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.context.kids.ada?.earned === earned);
    return { store, actor };
  }

  /** Until the machine has nothing left to write. */
  const written = (actor: ActorRefFrom<typeof rewardsMachine>) =>
    waitFor(actor, (snapshot) => snapshot.context.pending.length === 0);

  it('writes a kid’s checkpoint after reading their whole ledger; the next opening reads only what follows it', async () => {
    const { store, actor } = await openFamily(grownUp, DAYS);
    const bonus = (at: number, stars: number) => ({
      type: 'bonus',
      by: 'grown-up',
      at,
      stars,
      reason: 'Helped',
    });
    const OLD = '-Old0000000000000001';
    await store.update(`${REWARDS}/ledger/ada`, {
      [OLD]: bonus(AT - 60 * 86_400, 2),
      '-Recent0000000000001': bonus(AT, 3),
    });
    await expect
      .poll(() => readOnce(store, `${REWARDS}/checkpoint/ada`))
      .toEqual({
        boundary: OLD,
        bonuses: 2,
        takenBack: 0,
        spent: 0,
        earnedFrom: 0,
      });
    expect(actor.getSnapshot().context.kids.ada?.spendable).toBe(EARNED + 5);

    const again = createActor(
      rewardsMachine.provide(
        createRewardsImplementations({ store, now: () => new Date(AT * 1000) }),
      ),
      { input: { ...grownUp, kidIds: ['ada', 'ben'] } },
    ).start();
    await waitFor(again, (snapshot) => snapshot.context.kids.ada?.earned === EARNED);
    expect(again.getSnapshot().context.ledgerFrom.ada).toBe(OLD);
    expect(again.getSnapshot().context.ledger?.ada?.map((entry) => entry.id)).toEqual([
      '-Recent0000000000001',
    ]);
    expect(again.getSnapshot().context.kids.ada?.spendable).toBe(EARNED + 5);
    // Reversing the old bonus names an entry before the boundary: read whole; the reversal is
    // recent and must stay after a boundary with what it names, so none is left: removed.
    await store.update(`${REWARDS}/ledger/ada`, {
      '-Reversal00000000001': {
        type: 'reversal',
        by: 'grown-up',
        at: AT,
        entry: OLD,
        reason: 'Ben did it',
      },
    });
    await waitFor(again, (snapshot) => snapshot.context.kids.ada?.spendable === EARNED + 3);
    await expect.poll(() => readOnce(store, `${REWARDS}/checkpoint/ada`)).toBeNull();
    expect(again.getSnapshot().context.ledgerFrom.ada).toBeNull();
    again.stop();
  });

  it('keeps its checkpoint four weeks back, so an entry a device made offline weeks ago is counted when it arrives', async () => {
    const { store, actor } = await openFamily(grownUp, DAYS);
    actor.stop();
    const ledger = `${REWARDS}/ledger/ada`;
    /** A bonus a device made `daysBack` days ago, at a push id of that time. */
    const madeBefore = (daysBack: number, stars: number) => {
      const at = AT - daysBack * 86_400;
      const id = createPushIdGenerator(() => at * 1000, seededRandom(daysBack))();
      return [id, { type: 'bonus', by: 'grown-up', at, stars, reason: 'Helped' }] as const;
    };
    const [old, middle, recent] = [madeBefore(60, 2), madeBefore(40, 1), madeBefore(10, 3)];
    await store.update(ledger, Object.fromEntries([old, middle, recent]));
    const now = () => new Date(AT * 1000);
    const open = () =>
      createActor(rewardsMachine.provide(createRewardsImplementations({ store, now })), {
        input: { ...grownUp, kidIds: ['ada', 'ben'] },
      }).start();
    const first = open();
    // The boundary is the last entry made more than four weeks ago: that of 40 days ago.
    await expect.poll(() => readOnce(store, `${REWARDS}/checkpoint/ada/boundary`)).toBe(middle[0]);
    first.stop();

    const again = open();
    await waitFor(again, (snapshot) => snapshot.context.kids.ada?.spendable === EARNED + 6);
    expect(again.getSnapshot().context.ledgerFrom.ada).toBe(middle[0]);
    const heardIds = () => again.getSnapshot().context.ledger?.ada?.map((entry) => entry.id);
    expect(heardIds()).toEqual([recent[0]]);
    // Made offline 30 days ago and arriving only now: after the boundary, so it counts.
    const late = madeBefore(30, 4);
    await store.update(ledger, Object.fromEntries([late]));
    await waitFor(again, (snapshot) => snapshot.context.kids.ada?.spendable === EARNED + 10);
    expect(heardIds()).toEqual([late[0], recent[0]]);
    again.stop();
  });

  it('holds a kid’s weeks in a settled total once there are enough; a later opening reads the total and the weeks after it', async () => {
    // Ada's weeks from June to 9 November settled, two stars each, and Ben's with none.
    const weeks: Record<string, number> = {};
    for (let monday = date('2026-06-01'); monday < LAST_WEEK; monday = addDays(monday, 7)) {
      weeks[monday] = 2;
    }
    const settled = { ada: weeks, ben: Object.fromEntries(Object.keys(weeks).map((m) => [m, 0])) };
    const count = Object.keys(weeks).length;
    const earned = EARNED + 2 * count;
    const { store, actor } = await openFamily(grownUp, DAYS, { settled, earned });
    // Up to four weeks before this one: 21 weeks in one number.
    const before = totalCut(TODAY);
    await expect
      .poll(() => readOnce(store, `${REWARDS}/settledTotal`))
      .toEqual({
        ada: { from: '2026-06-01', before, stars: 2 * 21 },
        ben: { from: '2026-06-01', before, stars: 0 },
      });
    // The weeks stay stored: a total removed by a correction leaves them to be read whole.
    expect(Object.keys((await readOnce(store, `${REWARDS}/settled/ada`)) as object)).toHaveLength(
      count + 1,
    );
    expect(actor.getSnapshot().context.kids.ada?.earned).toBe(earned);
    actor.stop();

    const again = createActor(
      rewardsMachine.provide(createRewardsImplementations({ store, now: () => new Date() })),
      { input: { ...grownUp, kidIds: ['ada', 'ben'] } },
    ).start();
    await waitFor(again, (snapshot) => snapshot.context.kids.ada?.earned === earned);
    const { settled: read, totals } = again.getSnapshot().context;
    // Only the weeks from the total's end were read one by one.
    expect(Object.keys(read?.ada ?? {}).sort()).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    expect(totals.ada?.stars).toBe(42);

    // Another device moves Ada's total on a week: the balance stays whole all along, never
    // counting the weeks it now holds as not settled while they are read again.
    const seen: (number | undefined)[] = [];
    const watching = again.subscribe((snapshot) => seen.push(snapshot.context.kids.ada?.earned));
    await store.set(`${REWARDS}/settledTotal/ada`, {
      from: '2026-06-01',
      before: '2026-11-02',
      stars: 44,
    });
    await waitFor(again, (snapshot) => snapshot.context.totals.ada?.before === '2026-11-02');
    expect(Object.keys(again.getSnapshot().context.settled?.ada ?? {}).sort()).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    expect(new Set(seen)).toEqual(new Set([earned]));
    watching.unsubscribe();
    again.stop();
  });

  it('settles last week once for every kid, as the rules take it', async () => {
    const { store } = await openFamily(grownUp, DAYS);
    await expect
      .poll(() => readOnce(store, `${REWARDS}/settled`))
      .toEqual({ ada: { [LAST_WEEK]: 2 }, ben: { [LAST_WEEK]: 0 } });
  });

  it('an ask lands once in the kid’s ledger at a push id, with who made it and when', async () => {
    const { store, actor } = await openFamily(kidMode, DAYS);
    actor.send({ type: 'request.ask', kidId: 'ada', rewardId: '-Reward0000000000001' });
    actor.send({ type: 'request.ask', kidId: 'ada', rewardId: '-Reward0000000000001' });
    await written(actor);
    const ledger = (await readOnce(store, `${REWARDS}/ledger/ada`)) as Record<string, unknown>;
    expect(Object.keys(ledger)).toEqual([expect.stringMatching(/^[-\w]{20}$/)]);
    expect(Object.values(ledger)).toEqual([
      {
        type: 'request',
        by: 'kid',
        at: AT,
        reward: '-Reward0000000000001',
        title: 'Ice cream',
        cost: 3,
        needsYes: true,
      },
    ]);
    await expect.poll(() => actor.getSnapshot().context.kids.ada?.held).toBe(3);
  });

  it('a grown-up’s entries carry their uid; a reward is kept with the kids it is for', async () => {
    const { store, actor } = await openFamily(grownUp, DAYS);
    actor.send({ type: 'bonus.give', kidId: 'ben', stars: 2, reason: 'Tidied the garage' });
    actor.send({ type: 'reward.add', reward: { ...DRAFT, kids: ['ben'], picture: '🌳' } });
    await written(actor);
    const ben = (await readOnce(store, `${REWARDS}/ledger/ben`)) as Record<string, unknown>;
    expect(Object.values(ben)).toEqual([
      { type: 'bonus', by: 'grown-up', uid: 'mum', at: AT, stars: 2, reason: 'Tidied the garage' },
    ]);
    const catalogue = (await readOnce(store, `${REWARDS}/catalogue`)) as Record<string, unknown>;
    expect(Object.values(catalogue)).toContainEqual({
      title: 'Trip to the park',
      picture: '🌳',
      cost: 10,
      kids: 'ben',
      needsYes: true,
      made: AT,
    });
  });
});
