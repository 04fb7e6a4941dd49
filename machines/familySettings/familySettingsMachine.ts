import { assign, fromPromise, setup } from 'xstate';
import type { FamilyConfig, Kid } from '../domain/family';
import { toShownError } from '../shared/errors';
import type {
  SettingsField,
  FamilySettingsInput,
  KidChange,
  NewKid,
  KidMove,
  KidRemoval,
  FamilySettingsContext,
  FamilySettingsEvent,
} from './types';

export const kidNameField = (kidId: string): SettingsField => `kidName:${kidId}`;

export const kidRemovalField = (kidId: string): SettingsField => `kidRemoval:${kidId}`;

/** The inline messages, in plain words. */
export const HINTS = {
  familyNameBlank: 'The family needs a name. Type one, then press Enter.',
  kidNameBlank: (name: string) => `${name} needs a name. Type one, then press Enter.`,
  newKidNameBlank: 'Type the new kid’s name first.',
  onlyKid: (name: string) =>
    `A family needs at least one kid, so ${name} can’t be removed. Add another kid first.`,
};

const findKid = (config: FamilyConfig, kidId: string) =>
  config.kids.find((kid) => kid.id === kidId);

const nameOf = (config: FamilyConfig, kidId: string) => findKid(config, kidId)?.name ?? 'This kid';

const typed = (context: FamilySettingsContext, field: SettingsField) =>
  (context.drafts[field] ?? '').trim();

/** `record` without `key`. */
function without<R extends Record<string, unknown>>(record: R, key: string): R {
  const { [key]: _dropped, ...others } = record;
  return others as R;
}

/** What a rename, recolour or new emoji writes. */
function kidChangeFor(context: FamilySettingsContext, event: FamilySettingsEvent): KidChange {
  const { familyId } = context;
  switch (event.type) {
    case 'kid.rename':
      return { familyId, kidId: event.kidId, name: typed(context, kidNameField(event.kidId)) };
    case 'kid.recolor':
      return { familyId, kidId: event.kidId, color: event.color };
    case 'kid.changeEmoji':
      return { familyId, kidId: event.kidId, emoji: event.emoji };
    default:
      throw new Error(`${event.type} changes no kid`);
  }
}

/** "Ada is now number 2 of 3." */
export function moveNotice({ config, from, to }: KidMove): string {
  const name = config.kids[from]?.name ?? 'The kid';
  return `${name} is now number ${to + 1} of ${config.kids.length}.`;
}

const writeFrom = ({ familyId, config }: FamilySettingsContext) => ({ familyId, config });

/** A failed write shows the store's error; what was typed stays where it was. */
const showFailure = {
  target: 'idle',
  actions: {
    type: 'showError',
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
} as const;

export const familySettingsMachine = setup({
  types: {
    context: {} as FamilySettingsContext,
    input: {} as FamilySettingsInput,
    events: {} as FamilySettingsEvent,
  },
  actors: {
    /** Saves the family's name and returns it. */
    saveFamilyName: fromPromise<string, { familyId: string; name: string }>(async () => {
      throw new Error('saveFamilyName is provided by the app');
    }),
    /** Saves one change and returns it. */
    saveKid: fromPromise<KidChange, KidChange>(async () => {
      throw new Error('saveKid is provided by the app');
    }),
    /** Adds the kid and returns it, with its new id, colour and emoji. */
    addKid: fromPromise<Kid, NewKid>(async () => {
      throw new Error('addKid is provided by the app');
    }),
    /** Writes the new column order and returns the move. */
    moveKid: fromPromise<KidMove, KidMove>(async () => {
      throw new Error('moveKid is provided by the app');
    }),
    removeKid: fromPromise<void, KidRemoval>(async () => {
      throw new Error('removeKid is provided by the app');
    }),
  },
  guards: {
    isFamilyNameUnchanged: ({ context }) =>
      context.drafts.familyName === undefined ||
      typed(context, 'familyName') === context.config.name,
    isFamilyNameBlank: ({ context }) => typed(context, 'familyName') === '',
    isKidNameUnchanged: ({ context }, params: { kidId: string }) => {
      const kid = findKid(context.config, params.kidId);
      const field = kidNameField(params.kidId);
      return context.drafts[field] === undefined || typed(context, field) === kid?.name;
    },
    isKidNameBlank: ({ context }, params: { kidId: string }) =>
      typed(context, kidNameField(params.kidId)) === '',
    isNewKidNameBlank: ({ context }) => typed(context, 'newKid') === '',
    isKnownKid: ({ context }, params: { kidId: string }) =>
      findKid(context.config, params.kidId) !== undefined,
    isOnlyKid: ({ context }) => context.config.kids.length <= 1,
    canMove: ({ context }, params: { from: number; to: number }) => {
      const count = context.config.kids.length;
      const inside = (index: number) => Number.isInteger(index) && index >= 0 && index < count;
      return inside(params.from) && inside(params.to) && params.from !== params.to;
    },
  },
  actions: {
    keepConfig: assign({
      config: (_, params: { config: FamilyConfig }) => params.config,
      // "At least one kid" holds nobody back once there are two.
      hints: ({ context }, params: { config: FamilyConfig }) =>
        params.config.kids.length > 1
          ? Object.fromEntries(
              Object.entries(context.hints).filter(([field]) => !field.startsWith('kidRemoval:')),
            )
          : context.hints,
    }),
    changeDraft: assign({
      drafts: ({ context }, params: { field: SettingsField; value: string }) => ({
        ...context.drafts,
        [params.field]: params.value,
      }),
      hints: ({ context }, params: { field: SettingsField; value: string }) =>
        without(context.hints, params.field),
    }),
    /** The field shows what is stored again. */
    forgetDraft: assign({
      drafts: ({ context }, params: { field: SettingsField }) =>
        without(context.drafts, params.field),
      hints: ({ context }, params: { field: SettingsField }) =>
        without(context.hints, params.field),
    }),
    /** After a save the draft goes, unless more was typed while it was being saved. */
    forgetSavedDraft: assign({
      drafts: ({ context }, params: { field: SettingsField; saved: string | undefined }) =>
        typed(context, params.field) === params.saved
          ? without(context.drafts, params.field)
          : context.drafts,
      error: null,
    }),
    showHint: assign({
      hints: ({ context }, params: { field: SettingsField; message: string }) => ({
        ...context.hints,
        [params.field]: params.message,
      }),
    }),
    showError: assign({ error: (_, params: { error: unknown }) => toShownError(params.error) }),
    dismissError: assign({ error: null }),
    showNotice: assign({ notice: (_, params: { notice: string }) => params.notice }),
    noteRemoving: assign({
      removing: ({ context }, params: { kidId: string }) =>
        findKid(context.config, params.kidId) ?? null,
    }),
    forgetRemoving: assign({ removing: null }),
    afterKidRemoved: assign({
      drafts: ({ context }) => without(context.drafts, kidNameField(context.removing?.id ?? '')),
      notice: ({ context }) => `${context.removing?.name ?? 'The kid'} was removed.`,
      removing: null,
      error: null,
    }),
  },
}).createMachine({
  id: 'familySettings',
  context: ({ input }) => ({
    ...input,
    drafts: {},
    hints: {},
    removing: null,
    error: null,
    notice: null,
  }),
  initial: 'idle',
  // Typing never waits for a save.
  on: {
    'family.configChanged': { actions: { type: 'keepConfig', params: ({ event }) => event } },
    'draft.change': { actions: { type: 'changeDraft', params: ({ event }) => event } },
    'error.dismiss': { actions: 'dismissError' },
  },
  states: {
    idle: {
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
        'kid.recolor': {
          guard: { type: 'isKnownKid', params: ({ event }) => event },
          target: 'savingKid',
        },
        'kid.changeEmoji': {
          guard: { type: 'isKnownKid', params: ({ event }) => event },
          target: 'savingKid',
        },
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
        'kid.move': {
          guard: { type: 'canMove', params: ({ event }) => event },
          target: 'movingKid',
        },
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
