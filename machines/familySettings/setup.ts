// The familySettings machine's types, actors, guards and actions: the config is in familySettingsMachine.ts.
import { assign, fromCallback, fromPromise, raise, setup, type EventObject } from 'xstate';
import type { FamilyConfig, Kid } from '../domain/family';
import type { PartStarts } from '../domain/parts';
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
  QueuedWrite,
} from './types';
import { kidNameField, findKid, typed, without } from './fields';

export const familySettingsSetup = setup({
  types: {
    context: {} as FamilySettingsContext,
    input: {} as FamilySettingsInput,
    events: {} as FamilySettingsEvent,
  },
  actors: {
    /**
     * Follows the family's config, which the family's listeners own, from the one in the input
     * on: sends `config.heard` with each new one heard, and nothing for the same one again.
     */
    followConfig: fromCallback<EventObject, FamilyConfig>(() => () => undefined),
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
    /** Saves when the parts of the day start for the family. */
    savePartStarts: fromPromise<void, { familyId: string; starts: PartStarts }>(async () => {
      throw new Error('savePartStarts is provided by the app');
    }),
    /** Saves the hour the family's day starts at (`machines/domain/familyDay.ts`). */
    saveDayStart: fromPromise<void, { familyId: string; dayStart: number }>(async () => {
      throw new Error('saveDayStart is provided by the app');
    }),
    /** Sets the family's PIN (`null`: removes it); says whether one is set now. */
    savePin: fromPromise<boolean, { familyId: string; pin: string | null }>(async () => {
      throw new Error('savePin is provided by the app');
    }),
  },
  guards: {
    isPinSet: (_, params: { set: boolean }) => params.set,
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
    hasQueuedWrite: ({ context }) => context.queued.length > 0,
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
    /** Keeps a write asked for while another runs; the same ask twice (a double tap) is kept once. */
    queueWrite: assign({
      queued: ({ context }, params: QueuedWrite) =>
        context.queued.some((queued) => JSON.stringify(queued) === JSON.stringify(params))
          ? context.queued
          : [...context.queued, params],
    }),
    /** The first write kept while another ran is asked for again, now that nothing runs. */
    startQueuedWrite: raise(({ context }) => context.queued[0] as QueuedWrite),
    dropQueuedWrite: assign({ queued: ({ context }) => context.queued.slice(1) }),
    /** Once the name typed is added, a second "Add kid" for it (a double tap) is spent. */
    forgetSpentAdd: assign({
      queued: ({ context }) =>
        context.drafts.newKid === undefined
          ? context.queued.filter((queued) => queued.type !== 'kid.add')
          : context.queued,
    }),
    afterKidRemoved: assign({
      drafts: ({ context }) => without(context.drafts, kidNameField(context.removing?.id ?? '')),
      notice: ({ context }) => `${context.removing?.name ?? 'The kid'} was removed.`,
      removing: null,
      error: null,
    }),
  },
});
