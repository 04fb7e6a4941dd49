// The rewards machine's types, actors, guards and actions: the config is in rewardsMachine.ts.
import { assign, emit, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { CalendarDate } from '../calendar';
import type { DayLists } from '../domain/stars';
import { toShownError } from '../shared/errors';
import { deriveKids, wholeLedgerOf, withCheckpoints } from './rewardsDerive';
import {
  daysBetween,
  daysRangeOf,
  hasSettledWeeks,
  hasWeeksToWrite,
  scannedAfter,
  withSettled,
} from './rewardsSources';
import type {
  CheckpointInput,
  CheckpointWrites,
  DaysRange,
  RewardsContext,
  RewardsEmitted,
  RewardsEvent,
  RewardsHeard,
  RewardsInput,
  RewardsListenInput,
  RewardsWrite,
  SettleInput,
  SettleOutput,
  WriteInput,
} from './rewardsTypes';
import { writeFor } from './rewardsWrites';
import { usesRewards } from './usesRewards';

const unprovided = (name: string) => () => {
  throw new Error(`${name} is provided by the app`);
};

/** The write under way: the first asked for (the writing state is entered only with one). */
export const writeUnderWay = (context: RewardsContext): RewardsWrite =>
  context.pending[0] as RewardsWrite;

export const rewardsSetup = setup({
  types: {
    context: {} as RewardsContext,
    input: {} as RewardsInput,
    events: {} as RewardsEvent,
    emitted: {} as RewardsEmitted,
  },
  actors: {
    /**
     * Today and the family's kids belong to the app and the family's listeners: each is followed
     * from its owner, and comes as `today.heard` or `kids.heard` when it changes.
     */
    followToday: fromCallback<EventObject, CalendarDate>(() => () => undefined),
    followKids: fromCallback<EventObject, readonly string[]>(() => () => undefined),
    /**
     * Reports the catalogue, the settled weeks, the checkpoints and each kid's ledger after their
     * checkpoint (or whole) as `rewards.heard`.
     */
    listenToRewards: fromCallback<RewardsEvent, RewardsListenInput>(unprovided('listenToRewards')),
    /** Reports the days of the range as `days.heard`, or `days.failed`. */
    listenToDays: fromCallback<RewardsEvent, DaysRange>(unprovided('listenToDays')),
    /**
     * Writes the counts of the weeks that are over and the totals moved on, in one update;
     * returns what it wrote.
     */
    settleWeeks: fromPromise<SettleOutput, SettleInput>(async () => unprovided('settleWeeks')()),
    /** Writes checkpoints (or removes them) in one update; returns what it wrote. */
    writeCheckpoints: fromPromise<CheckpointWrites, CheckpointInput>(async () =>
      unprovided('writeCheckpoints')(),
    ),
    /** Writes one entry, or one change to the catalogue. */
    write: fromPromise<void, WriteInput>(async () => unprovided('write')()),
  },
  guards: {
    canWrite: ({ context }, event: RewardsEvent) => writeFor(context, event) !== null,
    /**
     * The days are read once the settled weeks are, and only in a family that has rewards: a
     * family that never made one reads no history for them and settles nothing.
     */
    isSettledHeard: ({ context }) => context.settled !== null && usesRewards(context),
    /** Settled weeks or today moved on: the days to read start or end elsewhere. */
    hasRangeMoved: ({ context }) => {
      const range = daysRangeOf(context);
      return context.daysRange?.from !== range.from || context.daysRange.to !== range.to;
    },
    hasWeeksToSettle: ({ context }) => usesRewards(context) && hasWeeksToWrite(context),
    hasPendingWrite: ({ context }) => context.pending.length > 0,
    /** The kids, or whose whole ledger is read, changed: the listener reads them again. */
    haveLedgersMoved: ({ context }) => {
      const whole = wholeLedgerOf(context);
      const { listened } = context;
      return (
        listened === null ||
        listened.kidIds.join() !== context.kidIds.join() ||
        listened.whole.join() !== whole.join()
      );
    },
    hasCheckpointsToWrite: ({ context }) => Object.keys(context.checkpointsDue).length > 0,
  },
  actions: {
    keepHeard: assign(({ context }, heard: RewardsHeard) => ({
      catalogue: heard.catalogue ?? context.catalogue,
      // Some kids' ledgers at a time: each is the whole of what is read for that kid.
      ledger: heard.ledger ? { ...context.ledger, ...heard.ledger } : context.ledger,
      ledgerFrom: heard.ledgerFrom
        ? { ...context.ledgerFrom, ...heard.ledgerFrom }
        : context.ledgerFrom,
      settled: heard.settled ?? context.settled,
      totals: heard.totals ?? context.totals,
      checkpoints: heard.checkpoints ?? context.checkpoints,
    })),
    /** What the listener is started with: the kids, and whose whole ledger it reads. */
    placeLedgers: assign(({ context }) => ({
      listened: { kidIds: context.kidIds, whole: wholeLedgerOf(context) },
    })),
    keepHistoryKid: assign({ historyKid: (_, params: { kidId: string }) => params.kidId }),
    dropHistoryKid: assign({ historyKid: null }),
    /**
     * The checkpoints just written, before the listener brings them back: the kids read whole for
     * want of one are read after it again.
     */
    keepCheckpoints: assign(({ context }, params: { written: CheckpointWrites }) => ({
      checkpoints: withCheckpoints(context.checkpoints, params.written),
      wholeFor: context.wholeFor.filter((kidId) => !(kidId in params.written)),
      checkpointsDue: {},
    })),
    /**
     * The days heard, of the range read now, and that range: a window with no day, before the
     * family's first settled week, is passed over, so the next one is read.
     */
    keepDays: assign(({ context }, params: { days: DayLists }) => {
      const range = context.daysRange ?? daysRangeOf(context);
      const days = daysBetween(params.days, range.from, range.to);
      const isBeforeFamily = Object.keys(days).length === 0 && !hasSettledWeeks(context);
      return {
        days,
        heardFrom: range.from,
        scanned: isBeforeFamily
          ? scannedAfter(context.scanned, range, context.today)
          : context.scanned,
        daysCaughtUp: range.to === context.today,
      };
    }),
    /**
     * The range the days' listener reads from now; nothing heard of it yet. The balances stay
     * whole while it still reaches today (a day or a week moved on), not while a window is read.
     */
    placeRange: assign(({ context }) => {
      const range = daysRangeOf(context);
      return {
        daysRange: range,
        heardFrom: null,
        daysCaughtUp: context.daysCaughtUp && range.to === context.today,
      };
    }),
    keepKidIds: assign({ kidIds: (_, params: { kidIds: readonly string[] }) => params.kidIds }),
    keepToday: assign({ today: (_, params: { today: CalendarDate }) => params.today }),
    /** The weeks just settled and the totals moved on, before the listener brings them back. */
    keepSettled: assign(({ context }, params: { written: SettleOutput }) =>
      withSettled(context, params.written),
    ),
    /** Each kid's balance, requests and history, worked out again from what was heard. */
    derive: assign(({ context }) => deriveKids(context)),
    queueWrite: assign({
      pending: ({ context }, event: RewardsEvent) => {
        const write = writeFor(context, event);
        return write === null ? context.pending : [...context.pending, write];
      },
    }),
    dropWrite: assign({ pending: ({ context }) => context.pending.slice(1) }),
    reportSaved: emit(({ context }) => ({
      type: 'write.saved' as const,
      write: writeUnderWay(context),
    })),
    reportRefused: emit(({ context }, params: { error: unknown }) => ({
      type: 'write.refused' as const,
      write: writeUnderWay(context),
      error: toShownError(params.error),
    })),
    showError: assign({ error: (_, params: { error: unknown }) => toShownError(params.error) }),
    dismissError: assign({ error: null }),
  },
});
