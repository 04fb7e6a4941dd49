import { stateIn } from 'xstate';
import { type FamilyConfig } from '../domain/family';
import { dayStartOf } from '../domain/familyDay';
import { listenersSetup } from './setup';
import { seedingInput } from './sources';

export const listenersMachine = listenersSetup.createMachine({
  id: 'listeners',
  description:
    "The family's listeners: armed, live, re-armed every hour or when the page comes back, retried after failures; the day check that reloads the page when the family's date changes (waiting while something is typed); and seeding a day from the routine once.",
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
    nextDayStartIn: null,
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
    'activity.heard': {
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
            'listeners.heard': [
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
          on: {
            'page.visible': 'checking',
            // The family's day start, heard first or changed, may make today another day.
            'listeners.heard': {
              guard: { type: 'isNewDayStart', params: ({ event }) => event },
              target: 'checking',
            },
          },
          // At the family's next day start, or in ten minutes at most (a device that slept).
          after: { dayCheckInterval: 'checking' },
        },
        checking: {
          invoke: {
            id: 'readToday',
            src: 'readToday',
            input: ({ context }) => ({
              familyId: context.familyId,
              dayStart: dayStartOf(context.config),
            }),
            onDone: [
              {
                guard: {
                  type: 'isAnotherDay',
                  params: ({ event }) => ({ today: event.output.today }),
                },
                target: 'reloadDue',
                actions: {
                  type: 'keepNewDay',
                  params: ({ event }) => ({ today: event.output.today }),
                },
              },
              {
                target: 'waiting',
                actions: {
                  type: 'keepNextDayStart',
                  params: ({ event }) => ({ nextDayStartIn: event.output.nextDayStartIn }),
                },
              },
            ],
            onError: { target: 'waiting', actions: 'forgetNextDayStart' },
          },
        },
        /** The family's day changed since the page loaded. */
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
          // XState takes the root's `activity.heard` only when no region handles it, so this
          // notes the activity itself, then looks again.
          on: {
            'activity.heard': {
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
    /** Today and future days get the routine once (docs/design.md "Seeding and the routine"). */
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
            input: ({ context }) => ({
              familyId: context.familyId,
              dayStart: dayStartOf(context.config),
              ...seedingInput(context),
            }),
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
