import { rewardsSetup, writeUnderWay } from './rewardsSetup';
import { settlingOf } from './rewardsSources';

/**
 * A family's rewards (docs/design.md "Rewards"): listens to the catalogue, each kid's ledger,
 * settled total and settled weeks, and the days not settled yet, from which each kid's balance is
 * derived; settles each week that is over once, and moves the totals on, in one update; and writes what the page asks for one at a time,
 * each only when the ledger would count it (a request the kid can afford, an answer the request
 * machine takes from whoever is writing), and never twice while the same one is being written.
 */
export const rewardsMachine = rewardsSetup.createMachine({
  id: 'rewards',
  description:
    "A family's rewards (docs/design.md \"Rewards\"): listens to the catalogue, each kid's ledger checkpoint (the totals up to a boundary and the requests still open there) and their ledger after it (or whole, while it does not continue or History is shown), each kid's settled total and their settled weeks after it (or all of them), and the days not settled yet, from which each kid's balance is derived; writes a kid's checkpoint when what it read gives one that differs from the one stored; settles each week that is over once, and moves each kid's settled total on once eight more weeks may be in it, in one update; and writes what the page asks for one at a time, each only when the ledger would count it (a request the kid can afford, an answer the request machine takes from whoever is writing), and never twice while the same one is being written.",
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    catalogue: null,
    ledger: null,
    ledgerFrom: {},
    settled: null,
    totals: {},
    checkpoints: null,
    wholeFor: [],
    historyKid: null,
    listened: null,
    checkpointsDue: {},
    days: null,
    daysRange: null,
    heardFrom: null,
    scanned: null,
    daysCaughtUp: false,
    kids: {},
    pending: [],
    error: null,
  }),
  // Today is the app's, the kids the listeners': each comes as `{fact}.heard`.
  invoke: [
    { id: 'followToday', src: 'followToday', input: ({ context }) => context.today },
    { id: 'followKids', src: 'followKids', input: ({ context }) => context.kidIds },
  ],
  on: {
    // Each asks for a write, queued only when `writeFor` makes one of it.
    'reward.add': {
      guard: { type: 'canWrite', params: ({ event }) => event },
      actions: { type: 'queueWrite', params: ({ event }) => event },
    },
    'reward.edit': {
      guard: { type: 'canWrite', params: ({ event }) => event },
      actions: { type: 'queueWrite', params: ({ event }) => event },
    },
    'reward.archive': {
      guard: { type: 'canWrite', params: ({ event }) => event },
      actions: { type: 'queueWrite', params: ({ event }) => event },
    },
    'reward.delete': {
      guard: { type: 'canWrite', params: ({ event }) => event },
      actions: { type: 'queueWrite', params: ({ event }) => event },
    },
    'request.ask': {
      guard: { type: 'canWrite', params: ({ event }) => event },
      actions: { type: 'queueWrite', params: ({ event }) => event },
    },
    'request.cancel': {
      guard: { type: 'canWrite', params: ({ event }) => event },
      actions: { type: 'queueWrite', params: ({ event }) => event },
    },
    'request.grant': {
      guard: { type: 'canWrite', params: ({ event }) => event },
      actions: { type: 'queueWrite', params: ({ event }) => event },
    },
    'request.decline': {
      guard: { type: 'canWrite', params: ({ event }) => event },
      actions: { type: 'queueWrite', params: ({ event }) => event },
    },
    'request.give': {
      guard: { type: 'canWrite', params: ({ event }) => event },
      actions: { type: 'queueWrite', params: ({ event }) => event },
    },
    'bonus.give': {
      guard: { type: 'canWrite', params: ({ event }) => event },
      actions: { type: 'queueWrite', params: ({ event }) => event },
    },
    'stars.takeBack': {
      guard: { type: 'canWrite', params: ({ event }) => event },
      actions: { type: 'queueWrite', params: ({ event }) => event },
    },
    'entry.reverse': {
      guard: { type: 'canWrite', params: ({ event }) => event },
      actions: { type: 'queueWrite', params: ({ event }) => event },
    },
    'kids.heard': {
      actions: [{ type: 'keepKidIds', params: ({ event }) => event }, 'derive'],
    },
    'today.heard': {
      actions: [{ type: 'keepToday', params: ({ event }) => event }, 'derive'],
    },
    // History shown reads that kid's whole ledger; hidden, only what follows the checkpoint.
    'history.show': { actions: { type: 'keepHistoryKid', params: ({ event }) => event } },
    'history.hide': { actions: 'dropHistoryKid' },
    'error.dismiss': { actions: 'dismissError' },
  },
  states: {
    /**
     * The catalogue, the settled weeks, the checkpoints, and each kid's ledger after their
     * checkpoint, or whole (no checkpoint, one that does not continue, or History shown).
     */
    rewards: {
      initial: 'listening',
      states: {
        listening: {
          entry: 'placeLedgers',
          // The kids changed, or whose whole ledger is read: the listener starts again.
          always: { guard: 'haveLedgersMoved', target: 'listening', reenter: true },
          invoke: {
            id: 'listenToRewards',
            src: 'listenToRewards',
            input: ({ context }) => ({
              familyId: context.familyId,
              kidIds: context.listened?.kidIds ?? context.kidIds,
              whole: context.listened?.whole ?? [],
            }),
          },
          on: {
            'rewards.heard': {
              actions: [{ type: 'keepHeard', params: ({ event }) => event }, 'derive'],
            },
            'rewards.failed': {
              target: 'failed',
              actions: { type: 'showError', params: ({ event }) => event },
            },
          },
        },
        failed: {
          on: { 'listeners.retry': { target: 'listening', actions: 'dismissError' } },
        },
      },
    },
    /**
     * The days after the last settled week, up to today, a window of weeks at a time: read once
     * the settled weeks are.
     */
    days: {
      initial: 'waiting',
      states: {
        waiting: { always: { guard: 'isSettledHeard', target: 'listening' } },
        listening: {
          entry: ['placeRange', 'derive'],
          // A week settled, a window found empty, or a new day: the range is read again from
          // where it now starts.
          always: { guard: 'hasRangeMoved', target: 'listening', reenter: true },
          invoke: {
            id: 'listenToDays',
            src: 'listenToDays',
            input: ({ context }) => ({
              familyId: context.familyId,
              from: context.daysRange?.from ?? context.today,
              to: context.daysRange?.to ?? context.today,
            }),
          },
          on: {
            'days.heard': {
              actions: [{ type: 'keepDays', params: ({ event }) => event }, 'derive'],
            },
            'days.failed': {
              target: 'failed',
              actions: { type: 'showError', params: ({ event }) => event },
            },
          },
        },
        failed: {
          on: { 'listeners.retry': { target: 'listening', actions: 'dismissError' } },
        },
      },
    },
    /**
     * Weeks that are over, counted once from the days read, and each kid's total moved on over
     * the weeks it may now hold, written in one update.
     */
    settling: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasWeeksToSettle', target: 'writing' } },
        writing: {
          invoke: {
            id: 'settleWeeks',
            src: 'settleWeeks',
            input: ({ context }) => ({ familyId: context.familyId, ...settlingOf(context) }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'keepSettled', params: ({ event }) => ({ written: event.output }) },
                'derive',
              ],
            },
            onError: {
              target: 'failed',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** Not tried again on its own (it would be refused again): on Retry. */
        failed: { on: { 'listeners.retry': 'idle' } },
      },
    },
    /**
     * Each kid's ledger checkpoint, written by a device that read their whole ledger (or could
     * move one on): the same ledger gives the same checkpoint on any device. One refused costs
     * only time (the whole ledger is read): nothing is shown, and Retry tries again.
     */
    checkpointing: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasCheckpointsToWrite', target: 'writing' } },
        writing: {
          invoke: {
            id: 'writeCheckpoints',
            src: 'writeCheckpoints',
            input: ({ context }) => ({
              familyId: context.familyId,
              checkpoints: context.checkpointsDue,
            }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'keepCheckpoints', params: ({ event }) => ({ written: event.output }) },
                'derive',
              ],
            },
            onError: { target: 'failed' },
          },
        },
        failed: { on: { 'listeners.retry': 'idle' } },
      },
    },
    /** The writes asked for, one at a time, in order. */
    writes: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasPendingWrite', target: 'writing' } },
        writing: {
          invoke: {
            id: 'write',
            src: 'write',
            input: ({ context }) => ({
              familyId: context.familyId,
              maker: context.maker,
              write: writeUnderWay(context),
            }),
            onDone: { target: 'idle', actions: ['reportSaved', 'dropWrite'] },
            onError: {
              target: 'idle',
              actions: [
                { type: 'showError', params: ({ event }) => ({ error: event.error }) },
                { type: 'reportRefused', params: ({ event }) => ({ error: event.error }) },
                'dropWrite',
              ],
            },
          },
        },
      },
    },
  },
});
