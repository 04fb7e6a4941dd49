import { assign, fromCallback, fromPromise, sendTo, setup, stateIn } from 'xstate';
import type { CalendarDate } from '../calendar';
import {
  DAY_CHECK_MS,
  LISTENER_REARM_MS,
  LISTENER_RETRY_BASE_MS,
  LISTENER_RETRY_MAX_MS,
} from '../constants';
import { shareDayList, shareTaskLists, type FamilyConfig } from '../domain/family';
import { shouldSeed, type SeedingInput } from '../domain/seeding';
import { toShownError } from '../shared/errors';
import type {
  ListenedValue,
  ListenedSource,
  ListenersInput,
  ListenersContext,
  ListenersEvent,
  ListenerCommand,
} from './types';

export const LISTENED_SOURCES: readonly ListenedSource[] = [
  'config',
  'library',
  'templates',
  'day',
];

/** What seeding the day in view needs; the page's load day stands for today. */
function seedingInput(context: ListenersContext): SeedingInput {
  return {
    date: context.date,
    today: context.loadedOn,
    templates: context.templates ?? {},
    kidIds: context.config?.kids.map((kid) => kid.id) ?? [],
  };
}

export const listenersMachine = setup({
  types: {
    context: {} as ListenersContext,
    input: {} as ListenersInput,
    events: {} as ListenersEvent,
  },
  actors: {
    /** Listens to the four paths and sends `listeners.value` / `listeners.failed`. */
    listenToFamily: fromCallback<ListenerCommand, { familyId: string; date: CalendarDate }>(
      () => () => undefined,
    ),
    /** Reports `page.visible` and `network.online`. */
    watchPage: fromCallback<ListenersEvent>(() => () => undefined),
    /** Today's date by the device clock. */
    readToday: fromPromise<CalendarDate>(async () => {
      throw new Error('readToday is provided by the app');
    }),
    /** Copies the routine into the day, once, in one transaction. */
    seedDay: fromPromise<void, SeedingInput & { familyId: string }>(async () => {
      throw new Error('seedDay is provided by the app');
    }),
  },
  delays: {
    rearmInterval: LISTENER_REARM_MS,
    dayCheckInterval: DAY_CHECK_MS,
    retryBackoff: ({ context }) =>
      Math.min(
        LISTENER_RETRY_BASE_MS * 2 ** Math.max(0, context.failures - 1),
        LISTENER_RETRY_MAX_MS,
      ),
  },
  guards: {
    hasEveryValue: ({ context }) => LISTENED_SOURCES.every((s) => context.received.includes(s)),
    isAnotherDay: ({ context }, params: { today: CalendarDate }) =>
      params.today !== context.loadedOn,
    isBusy: ({ context }) => context.busyWith.length > 0,
    isConfig: (_, params: ListenedValue) => params.source === 'config',
    /** Refused to read: this grown-up is no longer a member (Firebase mode). */
    isAccessLost: (_, params: { error: unknown }) =>
      toShownError(params.error).code === 'PERMISSION_DENIED',
    dayNeedsSeeding: ({ context }) =>
      context.showingDay &&
      context.day !== null &&
      context.day.seeded === null &&
      context.config !== null &&
      context.templates !== null &&
      !context.seedingTried.includes(context.date) &&
      shouldSeed(seedingInput(context)),
  },
  actions: {
    keepValue: assign(({ context }, value: ListenedValue) => {
      const received = context.received.includes(value.source)
        ? context.received
        : [...context.received, value.source];
      // The day and the routine keep their unchanged task objects, so a tick re-renders one row.
      if (value.source === 'day') {
        if (value.date !== context.date) return {};
        return { day: shareDayList(context.day, value.value), received };
      }
      if (value.source === 'templates') {
        return { templates: shareTaskLists(context.templates, value.value), received };
      }
      return { [value.source]: value.value, received };
    }),
    startArming: assign({ received: [] }),
    countRearm: assign({ rearms: ({ context }) => context.rearms + 1 }),
    showFailure: assign({
      error: (_, params: { error: unknown }) => toShownError(params.error),
      failures: ({ context }) => context.failures + 1,
    }),
    clearFailure: assign({ error: null, failures: 0 }),
    followDay: assign(({ context }, params: { date: CalendarDate; showingDay: boolean }) => ({
      date: params.date,
      showingDay: params.showingDay,
      // Another view of the same day keeps what is shown; another day loads afresh.
      day: params.date === context.date ? context.day : null,
    })),
    tellListenerToFollow: sendTo('listenToFamily', (_, params: { date: CalendarDate }) => ({
      type: 'listeners.follow' as const,
      date: params.date,
    })),
    noteActivity: assign({
      busyWith: ({ context }, params: { source: string; busy: boolean }) => {
        const others = context.busyWith.filter((source) => source !== params.source);
        return params.busy ? [...others, params.source] : others;
      },
    }),
    noteSeedingTried: assign({
      seedingTried: ({ context }) => [...context.seedingTried, context.date],
    }),
    showSeedingFailure: assign({
      error: (_, params: { error: unknown }) => toShownError(params.error),
    }),
    /** Reloads the page (provided by the app). */
    reloadPage: () => undefined,
    keepNewDay: assign({ newDay: (_, params: { today: CalendarDate }) => params.today }),
    /**
     * Tells the app the calendar day changed while something typed holds the reload back, so
     * a board on today can move to the new day with the text (provided by the app).
     */
    reportNewDay: (_, _params: { today: CalendarDate }) => undefined,
    /** Tells the app the family can no longer be read (provided by the app). */
    reportAccessLost: () => undefined,
    /** Tells the app what the config holds now, e.g. whether the family exists (provided). */
    reportConfig: (_, _params: { config: FamilyConfig }) => undefined,
  },
}).createMachine({
  id: 'listeners',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    config: null,
    library: null,
    templates: null,
    day: null,
    received: [],
    error: null,
    failures: 0,
    rearms: 0,
    busyWith: [],
    seedingTried: [],
    newDay: null,
  }),
  invoke: { id: 'watchPage', src: 'watchPage' },
  on: {
    'listeners.follow': [
      {
        // Only a running listener can be told; a retry arms with the new date anyway.
        guard: stateIn('#listeners.connection.listening'),
        actions: [
          { type: 'followDay', params: ({ event }) => event },
          { type: 'tellListenerToFollow', params: ({ event }) => ({ date: event.date }) },
        ],
      },
      { actions: { type: 'followDay', params: ({ event }) => event } },
    ],
    'activity.changed': {
      actions: { type: 'noteActivity', params: ({ event }) => event },
    },
  },
  states: {
    connection: {
      initial: 'listening',
      states: {
        listening: {
          entry: 'startArming',
          invoke: {
            id: 'listenToFamily',
            src: 'listenToFamily',
            input: ({ context }) => ({ familyId: context.familyId, date: context.date }),
          },
          initial: 'arming',
          states: {
            arming: {
              always: { guard: 'hasEveryValue', target: 'live', actions: 'clearFailure' },
            },
            live: {},
          },
          on: {
            'listeners.value': [
              {
                guard: { type: 'isConfig', params: ({ event }) => event },
                actions: [
                  { type: 'keepValue', params: ({ event }) => event },
                  {
                    type: 'reportConfig',
                    params: ({ context }) => ({ config: context.config as FamilyConfig }),
                  },
                ],
              },
              { actions: { type: 'keepValue', params: ({ event }) => event } },
            ],
            'listeners.failed': [
              {
                guard: { type: 'isAccessLost', params: ({ event }) => ({ error: event.error }) },
                target: 'cutOff',
                actions: [
                  { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
                  'reportAccessLost',
                ],
              },
              {
                target: 'retrying',
                actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
            'page.visible': 'rearming',
            'network.online': 'rearming',
          },
          after: { rearmInterval: 'rearming' },
        },
        /** Drops the listeners and arms them afresh (mobile browsers let them go stale). */
        rearming: {
          entry: 'countRearm',
          always: 'listening',
        },
        retrying: {
          on: { 'page.visible': 'listening', 'network.online': 'listening' },
          after: { retryBackoff: 'listening' },
        },
        /** No longer allowed to read the family: nothing more is listened to or retried. */
        cutOff: {},
      },
    },
    clock: {
      initial: 'waiting',
      states: {
        waiting: {
          on: { 'page.visible': 'checking' },
          after: { dayCheckInterval: 'checking' },
        },
        checking: {
          invoke: {
            id: 'readToday',
            src: 'readToday',
            onDone: [
              {
                guard: { type: 'isAnotherDay', params: ({ event }) => ({ today: event.output }) },
                target: 'reloadDue',
                actions: { type: 'keepNewDay', params: ({ event }) => ({ today: event.output }) },
              },
              { target: 'waiting' },
            ],
            onError: 'waiting',
          },
        },
        /** The calendar day changed since the page loaded. */
        reloadDue: {
          always: [
            {
              guard: 'isBusy',
              target: 'reloadHeld',
              actions: {
                type: 'reportNewDay',
                params: ({ context }) => ({ today: context.newDay ?? context.loadedOn }),
              },
            },
            { target: 'reloading' },
          ],
        },
        /** Waits until the edit is committed or the entry box is cleared. */
        reloadHeld: {
          // XState takes the root's `activity.changed` only when no region handles it, so this
          // notes the activity itself, then looks again.
          on: {
            'activity.changed': {
              target: 'reloadDue',
              actions: { type: 'noteActivity', params: ({ event }) => event },
            },
          },
        },
        reloading: {
          entry: 'reloadPage',
        },
      },
    },
    /** Today and future days get the routine once (DESIGN.md §1 "Templates seed days"). */
    seeding: {
      initial: 'waiting',
      states: {
        waiting: {
          always: { guard: 'dayNeedsSeeding', target: 'seeding', actions: 'noteSeedingTried' },
        },
        seeding: {
          invoke: {
            id: 'seedDay',
            src: 'seedDay',
            input: ({ context }) => ({ familyId: context.familyId, ...seedingInput(context) }),
            onDone: 'waiting',
            onError: {
              target: 'waiting',
              actions: {
                type: 'showSeedingFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
      },
    },
  },
});
