import { EMPTY_BOX_HINT, emptyEntry } from '../shared/entry';
import { visibleTrim } from '../domain/text';
import type { ItemPlace } from './types';
import { librarySetup } from './setup';

export const libraryMachine = librarySetup.createMachine({
  id: 'library',
  description:
    "The Library view: adding task groups and their items (Enter while a save is under way waits its turn), a group's part of the day, items' pictures, moving and deleting items, deleting a group after asking, and copying a group into picked kids' day or routine. Groups and items are renamed by the title editor.",
  type: 'parallel',
  context: ({ input }) => ({
    familyId: input.familyId,
    ...emptyEntry<ItemPlace>(),
    picked: null,
    groupName: '',
    groupHint: null,
    pendingDelete: null,
    notice: null,
    copying: null,
    openEditors: [],
  }),
  on: {
    'entry.change': {
      actions: [{ type: 'changeDraft', params: ({ event }) => event }, 'reportActivity'],
    },
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
    'editor.opened': {
      actions: [{ type: 'noteEditorOpened', params: ({ event }) => event }, 'reportActivity'],
    },
    'editor.closed': {
      actions: [{ type: 'noteEditorClosed', params: ({ event }) => event }, 'reportActivity'],
    },
    'store.failed': { actions: { type: 'showError', params: ({ event }) => event } },
    'error.dismiss': { actions: 'dismissError' },
  },
  states: {
    /** The entry box: a task for the picked group; Enter while one saves queues the next. */
    entry: {
      initial: 'ready',
      on: {
        'entry.commit': [
          {
            guard: 'isDraftBlank',
            actions: { type: 'showHint', params: { hint: EMPTY_BOX_HINT } },
          },
          { guard: 'isDraftBeingSaved' },
          {
            guard: { type: 'hasNoGroup', params: ({ event }) => event },
            actions: { type: 'showHint', params: { hint: 'Add a group first.' } },
          },
          {
            guard: 'isSavingEntry',
            actions: [{ type: 'queueEntry', params: ({ event }) => event }, 'reportActivity'],
          },
          { target: '.adding', actions: { type: 'startSaving', params: ({ event }) => event } },
        ],
      },
      states: {
        ready: {},
        adding: {
          invoke: {
            id: 'addItem',
            src: 'addItem',
            input: ({ context }) => ({
              familyId: context.familyId,
              groupId: context.saving?.to.groupId ?? '',
              title: context.saving?.title ?? '',
              order: context.saving?.to.order ?? 0,
            }),
            onDone: [
              {
                guard: 'hasQueuedEntry',
                target: 'adding',
                reenter: true,
                actions: [
                  { type: 'clearSavedDraft', params: ({ event }) => ({ saved: event.output }) },
                  'startNextEntry',
                  'reportActivity',
                ],
              },
              {
                target: 'ready',
                actions: [
                  { type: 'clearSavedDraft', params: ({ event }) => ({ saved: event.output }) },
                  'reportActivity',
                ],
              },
            ],
            onError: [
              {
                guard: 'hasQueuedEntry',
                target: 'adding',
                reenter: true,
                actions: [
                  { type: 'showError', params: ({ event }) => ({ error: event.error }) },
                  'restoreFailedEntry',
                  'startNextEntry',
                  'reportActivity',
                ],
              },
              {
                target: 'ready',
                actions: [
                  { type: 'showError', params: ({ event }) => ({ error: event.error }) },
                  'restoreFailedEntry',
                  'reportActivity',
                ],
              },
            ],
          },
        },
      },
    },
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
