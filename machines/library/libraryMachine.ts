import { itemSubjectOf, titleEditorDone, type ItemSubject } from '../titleEditor';
import { emptyEntry, type PendingEntry } from '../shared/entry';
import { entryBoxRegion } from '../shared/entryBoxMachine';
import { visibleTrim } from '../domain/text';
import type { EntryPlace, LibraryContext, NewItem } from './types';
import { librarySetup } from './setup';

export const libraryMachine = librarySetup.createMachine({
  id: 'library',
  description:
    "The Library view: adding task groups, and items with the entry box (the entryBox machine's flow: Enter while a save is under way waits its turn), a group's part of the day, items' pictures, moving and deleting items, deleting a group after asking, and copying a group into picked kids' day or routine. Groups and items are renamed by title editors it spawns as their fields open, and stops as they close; an emptied item's title deletes it.",
  type: 'parallel',
  context: ({ input }) => ({
    familyId: input.familyId,
    ...emptyEntry<EntryPlace>(),
    picked: null,
    groupName: '',
    groupHint: null,
    pendingDelete: null,
    notice: null,
    copying: null,
    editors: {},
  }),
  on: {
    'picker.pick': { actions: { type: 'pick', params: ({ event }) => event } },
    'groupName.change': {
      actions: [{ type: 'changeGroupName', params: ({ event }) => event }, 'reportActivity'],
    },
    'item.move': {
      actions: {
        type: 'writeOrder',
        params: ({ context, event }) => ({
          familyId: context.familyId,
          groupId: event.groupId,
          items: event.items,
          from: event.from,
          to: event.to,
        }),
      },
    },
    'group.part': {
      actions: {
        type: 'writeGroupPart',
        params: ({ context, event }) => ({
          familyId: context.familyId,
          groupId: event.groupId,
          part: event.part,
        }),
      },
    },
    'item.picture': {
      actions: {
        type: 'writeItemPicture',
        params: ({ context, event }) => ({
          familyId: context.familyId,
          groupId: event.groupId,
          itemId: event.itemId,
          picture: event.picture,
        }),
      },
    },
    'item.delete': {
      actions: {
        type: 'deleteItem',
        params: ({ context, event }) => ({
          familyId: context.familyId,
          groupId: event.groupId,
          itemId: event.itemId,
        }),
      },
    },
    'editor.open': [
      // A second tap on an open title opens nothing more.
      {
        guard: {
          type: 'isEditorOpen',
          params: ({ event }) => ({ titleId: event.itemId ?? event.groupId }),
        },
      },
      { actions: [{ type: 'openEditor', params: ({ event }) => event }, 'reportActivity'] },
    ],
    'xstate.done.actor.edit.*': titleEditorDone(),
    // An emptied item's title deletes the item, as its delete button does.
    'editor.emptied': {
      guard: { type: 'isItemTitle', params: ({ event }) => event },
      actions: {
        type: 'deleteEmptiedItem',
        params: ({ event }) => itemSubjectOf(event.subject) as ItemSubject,
      },
    },
    'store.failed': { actions: { type: 'showError', params: ({ event }) => event } },
    'error.dismiss': { actions: 'dismissError' },
  },
  states: {
    /** The entry box (`machines/shared/entryBoxMachine.ts`): a task for the picked group. */
    entry: entryBoxRegion({
      save: 'addItem',
      input: (context: LibraryContext, entry: PendingEntry<EntryPlace>): NewItem => ({
        familyId: context.familyId,
        groupId: entry.to.groupId ?? '',
        title: entry.title,
        order: entry.to.order,
      }),
      noDestinationHint: 'Add a group first.',
    }),
    /** "Add group": `{ title, items: 0 }` at a new key. */
    newGroup: {
      initial: 'ready',
      states: {
        ready: {
          on: {
            'library.addGroup': [
              {
                guard: 'isGroupNameBlank',
                actions: {
                  type: 'showGroupHint',
                  params: { hint: 'Type a name for the group first.' },
                },
              },
              { target: 'adding' },
            ],
          },
        },
        adding: {
          invoke: {
            id: 'addGroup',
            src: 'addGroup',
            input: ({ context }) => ({
              familyId: context.familyId,
              title: visibleTrim(context.groupName),
            }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'keepAddedGroup', params: ({ event }) => event.output },
                'reportActivity',
              ],
            },
            onError: {
              target: 'ready',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    /** Deleting a group asks first. */
    deletion: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'group.askDelete': {
              target: 'confirming',
              actions: { type: 'askDelete', params: ({ event }) => event },
            },
          },
        },
        confirming: {
          on: {
            'group.confirmDelete': 'deleting',
            'group.cancelDelete': { target: 'idle', actions: 'forgetDelete' },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteGroup',
            src: 'deleteGroup',
            input: ({ context }) => ({
              familyId: context.familyId,
              groupId: context.pendingDelete ?? '',
            }),
            onDone: { target: 'idle', actions: ['unpickDeleted', 'forgetDelete'] },
            onError: {
              target: 'idle',
              actions: [
                { type: 'showError', params: ({ event }) => ({ error: event.error }) },
                'forgetDelete',
              ],
            },
          },
        },
      },
    },
    /** "Add to Ada’s day / routine": the group's items copied as new tasks. */
    copy: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'group.addToDay': {
              target: 'copying',
              actions: {
                type: 'startCopy',
                params: ({ event }) => ({
                  groupId: event.groupId,
                  kidId: event.kidId,
                  target: { kind: 'day' as const, date: event.date },
                }),
              },
            },
            'group.addToRoutine': {
              target: 'copying',
              actions: {
                type: 'startCopy',
                params: ({ event }) => ({
                  groupId: event.groupId,
                  kidId: event.kidId,
                  target: { kind: 'templates' as const },
                }),
              },
            },
          },
        },
        copying: {
          exit: 'endCopy',
          invoke: {
            id: 'copyGroup',
            src: 'copyGroup',
            input: ({ context }) => ({
              familyId: context.familyId,
              groupId: context.copying?.groupId ?? '',
              kidId: context.copying?.kidId ?? '',
              target: context.copying?.target ?? { kind: 'templates' as const },
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'showNotice', params: ({ event }) => ({ done: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
