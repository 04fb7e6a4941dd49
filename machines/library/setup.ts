// The library machine's types, actors, guards and actions: the config is in libraryMachine.ts.
import { assign, emit, fromPromise, raise, setup } from 'xstate';
import { entryBoxActions, entryBoxGuards } from '../shared/entryBoxMachine';
import type { Part } from '../domain/parts';
import { isBlank, visibleTrim } from '../domain/text';
import {
  editorIdOf,
  spawnedTitleEditor,
  titleEditorHostActions,
  titleEditorHostGuards,
  itemSubjectOf,
  type ItemSubject,
  type TitleSubject,
} from '../titleEditor';
import { isLibraryBusy } from './selectors';
import type {
  NewItem,
  AddedGroup,
  GroupRef,
  CopyRequest,
  CopyDone,
  LibraryContext,
  LibraryEvent,
  ItemMove,
  ItemPicture,
  EntryPlace,
  LibraryActivity,
} from './types';

/** Said when a group's name is emptied: it is refused, not deleted. */
export const GROUP_NAME_HINT = 'A group needs a name.';

export const librarySetup = setup({
  types: {
    context: {} as LibraryContext,
    input: {} as { familyId: string },
    events: {} as LibraryEvent,
    emitted: {} as LibraryActivity,
  },
  actors: {
    /** An item's or a group name's title editor; the app provides its store effects. */
    titleEditor: spawnedTitleEditor,
    /** Adds the task and returns the title it saved. */
    addItem: fromPromise<string, NewItem>(async () => {
      throw new Error('addItem is provided by the app');
    }),
    addGroup: fromPromise<AddedGroup, { familyId: string; title: string }>(async () => {
      throw new Error('addGroup is provided by the app');
    }),
    deleteGroup: fromPromise<void, GroupRef>(async () => {
      throw new Error('deleteGroup is provided by the app');
    }),
    copyGroup: fromPromise<CopyDone, CopyRequest>(async () => {
      throw new Error('copyGroup is provided by the app');
    }),
  },
  guards: {
    ...entryBoxGuards,
    /** An item's title, not a group's name (which is never emptied). */
    isItemTitle: (_, params: { subject: TitleSubject }) => itemSubjectOf(params.subject) !== null,
    ...titleEditorHostGuards,
    /** No group yet: the task has nowhere to go. */
    hasNoDestination: (_, params: { to: EntryPlace }) => params.to.groupId === null,
    isGroupNameBlank: ({ context }) => isBlank(context.groupName),
  },
  actions: {
    ...entryBoxActions<EntryPlace, LibraryContext, LibraryEvent>(),
    ...titleEditorHostActions<LibraryContext, LibraryEvent>(),
    /** Tells whoever listens whether a reload now would lose something typed. */
    reportActivity: emit(({ context }) => ({
      type: 'activity.changed' as const,
      source: 'library' as const,
      busy: isLibraryBusy(context),
    })),
    pick: assign({ picked: (_, params: { groupId: string }) => params.groupId }),
    changeGroupName: assign({
      groupName: (_, params: { value: string }) => params.value,
      groupHint: null,
    }),
    showGroupHint: assign({ groupHint: (_, params: { hint: string }) => params.hint }),
    /** Empties the name field (unless retyped meanwhile) and picks the new group. */
    keepAddedGroup: assign({
      groupName: ({ context }, params: AddedGroup) =>
        visibleTrim(context.groupName) === params.title ? '' : context.groupName,
      picked: (_, params: AddedGroup) => params.groupId,
      groupHint: null,
      error: null,
    }),
    askDelete: assign({ pendingDelete: (_, params: { groupId: string }) => params.groupId }),
    forgetDelete: assign({ pendingDelete: null }),
    /** A deleted group can no longer be the picked one. */
    unpickDeleted: assign({
      picked: ({ context }) => (context.picked === context.pendingDelete ? null : context.picked),
    }),
    startCopy: assign({
      copying: (_, params: Omit<CopyRequest, 'familyId'>) => params,
      notice: null,
    }),
    endCopy: assign({ copying: null }),
    showNotice: assign({ notice: (_, params: { done: CopyDone }) => params.done, error: null }),
    dismissError: assign({ error: null }),
    /** Spawns the title's editor: an item's, or the group's name (which is never emptied). */
    openEditor: assign({
      editors: (
        { context, spawn },
        params: { groupId: string; itemId?: string; title: string },
      ) => {
        const { groupId, itemId, title } = params;
        const familyId = context.familyId;
        const titleId = itemId ?? groupId;
        return {
          ...context.editors,
          [titleId]: spawn('titleEditor', {
            id: editorIdOf(titleId),
            input:
              itemId === undefined
                ? {
                    title,
                    subject: { kind: 'group', familyId, groupId },
                    emptyHint: GROUP_NAME_HINT,
                  }
                : { title, subject: { kind: 'item', familyId, groupId, itemId } },
          }),
        };
      },
    }),
    /** An editor is done: its row shows its title again. */
    /** An item's title emptied in its editor: the item is deleted. */
    deleteEmptiedItem: raise((_, params: ItemSubject) => ({
      type: 'item.delete' as const,
      groupId: params.groupId,
      itemId: params.itemId,
    })),
    // Effects the app provides; failures come back as `store.failed`.
    writeOrder: (_, _params: ItemMove) => undefined,
    deleteItem: (_, _params: GroupRef & { itemId: string }) => undefined,
    writeGroupPart: (_, _params: GroupRef & { part: Part | null }) => undefined,
    /** An item's own picture (`null`: none; copies then get its title's suggestion). */
    writeItemPicture: (_, _params: ItemPicture) => undefined,
  },
});
