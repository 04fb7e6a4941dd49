import { dayStartOf } from '../domain/familyDay';
import { DEFAULT_PART_STARTS } from '../domain/parts';
import { familySettingsSetup } from './setup';
import {
  kidNameField,
  kidRemovalField,
  HINTS,
  nameOf,
  typed,
  kidChangeFor,
  moveNotice,
  writeFrom,
  showFailure,
} from './fields';

export const familySettingsMachine = familySettingsSetup.createMachine({
  id: 'familySettings',
  description:
    "The Family view: renaming the family; adding, renaming, recolouring, re-picturing, reordering and removing kids (after asking); the times the afternoon and evening start, the family's day start and the grown-ups' PIN; one write at a time, each asked for while another runs started in turn, what is typed kept through a failure.",
  context: ({ input }) => ({
    ...input,
    drafts: {},
    hints: {},
    removing: null,
    error: null,
    notice: null,
    queued: [],
  }),
  // The config is the listeners': each new one they hear comes as `config.heard`.
  invoke: { id: 'followConfig', src: 'followConfig', input: ({ context }) => context.config },
  initial: 'idle',
  // Typing never waits for a save.
  on: {
    'config.heard': { actions: { type: 'keepConfig', params: ({ event }) => event } },
    'draft.change': { actions: { type: 'changeDraft', params: ({ event }) => event } },
    'error.dismiss': { actions: 'dismissError' },
    // A write asked for while another runs (or while the removal dialog is open) waits its turn.
    'family.rename': { actions: { type: 'queueWrite', params: ({ event }) => event } },
    'kid.rename': { actions: { type: 'queueWrite', params: ({ event }) => event } },
    'kid.recolor': { actions: { type: 'queueWrite', params: ({ event }) => event } },
    'kid.changeEmoji': { actions: { type: 'queueWrite', params: ({ event }) => event } },
    'kid.add': { actions: { type: 'queueWrite', params: ({ event }) => event } },
    'kid.move': { actions: { type: 'queueWrite', params: ({ event }) => event } },
    'kid.askRemove': { actions: { type: 'queueWrite', params: ({ event }) => event } },
    'parts.save': { actions: { type: 'queueWrite', params: ({ event }) => event } },
    'dayStart.save': { actions: { type: 'queueWrite', params: ({ event }) => event } },
    'pin.save': { actions: { type: 'queueWrite', params: ({ event }) => event } },
  },
  states: {
    idle: {
      always: { guard: 'hasQueuedWrite', actions: ['startQueuedWrite', 'dropQueuedWrite'] },
      on: {
        'family.rename': [
          {
            guard: 'isFamilyNameUnchanged',
            actions: { type: 'forgetDraft', params: { field: 'familyName' } },
          },
          {
            guard: 'isFamilyNameBlank',
            actions: {
              type: 'showHint',
              params: { field: 'familyName', message: HINTS.familyNameBlank },
            },
          },
          { target: 'savingFamilyName' },
        ],
        'kid.rename': [
          {
            guard: { type: 'isKidNameUnchanged', params: ({ event }) => event },
            actions: {
              type: 'forgetDraft',
              params: ({ event }) => ({ field: kidNameField(event.kidId) }),
            },
          },
          {
            guard: { type: 'isKidNameBlank', params: ({ event }) => event },
            actions: {
              type: 'showHint',
              params: ({ context, event }) => ({
                field: kidNameField(event.kidId),
                message: HINTS.kidNameBlank(nameOf(context.config, event.kidId)),
              }),
            },
          },
          { target: 'savingKid' },
        ],
        // An ask about a kid no longer in the family (or a move nowhere) does nothing.
        'kid.recolor': [
          { guard: { type: 'isKnownKid', params: ({ event }) => event }, target: 'savingKid' },
          {},
        ],
        'kid.changeEmoji': [
          { guard: { type: 'isKnownKid', params: ({ event }) => event }, target: 'savingKid' },
          {},
        ],
        'kid.add': [
          {
            guard: 'isNewKidNameBlank',
            actions: {
              type: 'showHint',
              params: { field: 'newKid', message: HINTS.newKidNameBlank },
            },
          },
          { target: 'addingKid' },
        ],
        'kid.move': [
          { guard: { type: 'canMove', params: ({ event }) => event }, target: 'movingKid' },
          {},
        ],
        'parts.save': { target: 'savingPartStarts' },
        'dayStart.save': { target: 'savingDayStart' },
        'pin.save': { target: 'savingPin' },
        'kid.askRemove': [
          {
            guard: 'isOnlyKid',
            actions: {
              type: 'showHint',
              params: ({ context, event }) => ({
                field: kidRemovalField(event.kidId),
                message: HINTS.onlyKid(nameOf(context.config, event.kidId)),
              }),
            },
          },
          {
            guard: { type: 'isKnownKid', params: ({ event }) => event },
            target: 'confirmingRemoval',
            actions: { type: 'noteRemoving', params: ({ event }) => event },
          },
          {},
        ],
      },
    },
    savingFamilyName: {
      invoke: {
        id: 'saveFamilyName',
        src: 'saveFamilyName',
        input: ({ context }) => ({
          familyId: context.familyId,
          name: typed(context, 'familyName'),
        }),
        onDone: {
          target: 'idle',
          actions: {
            type: 'forgetSavedDraft',
            params: ({ event }) => ({ field: 'familyName', saved: event.output }),
          },
        },
        onError: showFailure,
      },
    },
    /** The times the parts of the day start; a refusal keeps them on screen with the error. */
    savingPartStarts: {
      invoke: {
        id: 'savePartStarts',
        src: 'savePartStarts',
        input: ({ context, event }) => ({
          familyId: context.familyId,
          starts:
            event.type === 'parts.save'
              ? event.starts
              : (context.config.partStarts ?? DEFAULT_PART_STARTS),
        }),
        onDone: {
          target: 'idle',
          actions: { type: 'showNotice', params: { notice: 'The parts of the day were saved.' } },
        },
        onError: showFailure,
      },
    },
    /** The hour the family's day starts; a refusal keeps the choice on screen with the error. */
    savingDayStart: {
      invoke: {
        id: 'saveDayStart',
        src: 'saveDayStart',
        input: ({ context, event }) => ({
          familyId: context.familyId,
          dayStart: event.type === 'dayStart.save' ? event.dayStart : dayStartOf(context.config),
        }),
        onDone: {
          target: 'idle',
          actions: { type: 'showNotice', params: { notice: 'The day start was saved.' } },
        },
        onError: showFailure,
      },
    },
    /** The grown-ups' PIN, set (hashed by the app before it is written) or removed. */
    savingPin: {
      invoke: {
        id: 'savePin',
        src: 'savePin',
        input: ({ context, event }) => ({
          familyId: context.familyId,
          pin: event.type === 'pin.save' ? event.pin : null,
        }),
        onDone: [
          {
            guard: { type: 'isPinSet', params: ({ event }) => ({ set: event.output }) },
            target: 'idle',
            actions: { type: 'showNotice', params: { notice: 'The PIN was saved.' } },
          },
          {
            target: 'idle',
            actions: { type: 'showNotice', params: { notice: 'The PIN was removed.' } },
          },
        ],
        onError: showFailure,
      },
    },
    savingKid: {
      invoke: {
        id: 'saveKid',
        src: 'saveKid',
        input: ({ context, event }) => kidChangeFor(context, event),
        onDone: {
          target: 'idle',
          actions: {
            type: 'forgetSavedDraft',
            params: ({ event }) => ({
              field: kidNameField(event.output.kidId),
              saved: event.output.name,
            }),
          },
        },
        onError: showFailure,
      },
    },
    addingKid: {
      invoke: {
        id: 'addKid',
        src: 'addKid',
        input: ({ context }) => ({ ...writeFrom(context), name: typed(context, 'newKid') }),
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'forgetSavedDraft',
              params: ({ event }) => ({ field: 'newKid', saved: event.output.name }),
            },
            'forgetSpentAdd',
            {
              type: 'showNotice',
              params: ({ event }) => ({ notice: `${event.output.name} was added.` }),
            },
          ],
        },
        onError: showFailure,
      },
    },
    movingKid: {
      invoke: {
        id: 'moveKid',
        src: 'moveKid',
        input: ({ context, event }) => ({
          ...writeFrom(context),
          from: event.type === 'kid.move' ? event.from : 0,
          to: event.type === 'kid.move' ? event.to : 0,
        }),
        onDone: {
          target: 'idle',
          actions: [
            'dismissError',
            { type: 'showNotice', params: ({ event }) => ({ notice: moveNotice(event.output) }) },
          ],
        },
        onError: showFailure,
      },
    },
    confirmingRemoval: {
      on: {
        'kid.confirmRemove': { target: 'removingKid' },
        'kid.cancelRemove': { target: 'idle', actions: 'forgetRemoving' },
      },
    },
    removingKid: {
      invoke: {
        id: 'removeKid',
        src: 'removeKid',
        input: ({ context }) => ({ ...writeFrom(context), kidId: context.removing?.id ?? '' }),
        onDone: { target: 'idle', actions: 'afterKidRemoved' },
        onError: {
          target: 'idle',
          actions: [
            { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            'forgetRemoving',
          ],
        },
      },
    },
  },
});
