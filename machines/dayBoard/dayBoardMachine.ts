import { assign, fromPromise, sendTo, setup } from 'xstate';
import type { CalendarDate } from '../calendar';
import type { Task } from '../domain/family';
import {
  clearSavedDraft,
  EMPTY_BOX_HINT,
  emptyEntry,
  hasQueuedEntry,
  isDraftBeingSaved,
  isDraftBlank,
  queueEntry,
  restoreFailedEntry,
  startNextEntry,
} from '../shared/entry';
import { toShownError } from '../shared/errors';
import type {
  TaskRef,
  NewTasks,
  DeletedTask,
  DayBoardInput,
  DayBoardContext,
  DayBoardEvent,
  Kids,
} from './types';

export const dayBoardMachine = setup({
  types: {
    context: {} as DayBoardContext,
    input: {} as DayBoardInput,
    events: {} as DayBoardEvent,
  },
  actors: {
    /** Adds the tasks and returns the title it saved. */
    addTasks: fromPromise<string, NewTasks>(async () => {
      throw new Error('addTasks is provided by the app');
    }),
    restoreTask: fromPromise<void, DeletedTask & { familyId: string }>(async () => {
      throw new Error('restoreTask is provided by the app');
    }),
  },
  delays: {
    /** How long "Undo" stays on screen (the app provides UNDO_WINDOW_MS). */
    undoWindow: 6_000,
  },
  guards: {
    isDraftBlank,
    isDraftBeingSaved,
    isSavingEntry: ({ context }) => context.saving !== null,
    hasQueuedEntry,
    hasNoKids: (_, params: { kids: unknown[] }) => params.kids.length === 0,
    isRepeatPress: (_, params: { repeat?: boolean }) => params.repeat === true,
  },
  actions: {
    changeDraft: assign({ draft: (_, params: { value: string }) => params.value, hint: null }),
    showHint: assign({ hint: (_, params: { hint: string }) => params.hint }),
    startSaving: assign({
      saving: ({ context }, params: { kids: Kids }) => ({
        title: context.draft.trim(),
        to: params.kids,
      }),
    }),
    queueEntry: assign(({ context }, params: { kids: Kids }) => queueEntry(context, params.kids)),
    startNextEntry: assign(({ context }) => startNextEntry(context)),
    clearSavedDraft: assign(({ context }, params: { saved: string }) =>
      clearSavedDraft(context, params.saved),
    ),
    restoreFailedEntry: assign(({ context }) => restoreFailedEntry(context)),
    showError: assign({ error: (_, params: { error: unknown }) => toShownError(params.error) }),
    dismissError: assign({ error: null }),
    rememberDeleted: assign({
      lastDeleted: ({ context }, params: { kidId: string; task: Task }) => ({
        kidId: params.kidId,
        task: params.task,
        taskId: params.task.id,
        date: context.date,
      }),
    }),
    forgetDeleted: assign({ lastDeleted: null }),
    noteEditorOpened: assign({
      openEditors: ({ context }, params: { taskId: string }) =>
        context.openEditors.includes(params.taskId)
          ? context.openEditors
          : [...context.openEditors, params.taskId],
    }),
    noteEditorClosed: assign(({ context }, params: { taskId: string }) => {
      const { [params.taskId]: _closed, ...editDrafts } = context.editDrafts;
      return {
        openEditors: context.openEditors.filter((id) => id !== params.taskId),
        editDrafts,
      };
    }),
    noteEditDraft: assign({
      editDrafts: ({ context }, params: { taskId: string; draft: string }) =>
        context.openEditors.includes(params.taskId)
          ? { ...context.editDrafts, [params.taskId]: params.draft }
          : context.editDrafts,
    }),
    followDay: assign({ date: (_, params: { date: CalendarDate }) => params.date }),
    /** Tells the listeners whether a reload now would lose something typed. */
    reportActivity: sendTo(
      ({ system }) => system.get('listeners'),
      ({ context, self }) => ({
        type: 'activity.changed' as const,
        source: self.id,
        busy: context.draft.trim() !== '' || context.openEditors.length > 0,
      }),
    ),
    // Effects the app provides; failures come back as `store.failed`.
    writeCompletion: (
      _,
      _params: TaskRef & { familyId: string; date: CalendarDate; done: boolean },
    ) => undefined,
    writeAllCompletions: (
      _,
      _params: { familyId: string; date: CalendarDate; kidId: string; tasks: Task[] },
    ) => undefined,
    deleteTask: (_, _params: TaskRef & { familyId: string; date: CalendarDate }) => undefined,
    writeOrder: (
      _,
      _params: {
        familyId: string;
        date: CalendarDate;
        kidId: string;
        tasks: Task[];
        from: number;
        to: number;
      },
    ) => undefined,
  },
}).createMachine({
  id: 'dayBoard',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    ...emptyEntry<Kids>(),
    lastDeleted: null,
    openEditors: [],
    editDrafts: {},
  }),
  on: {
    'entry.change': {
      actions: [{ type: 'changeDraft', params: ({ event }) => event }, 'reportActivity'],
    },
    'task.toggle': {
      actions: {
        type: 'writeCompletion',
        params: ({ context, event }) => ({
          familyId: context.familyId,
          date: context.date,
          kidId: event.kidId,
          taskId: event.taskId,
          done: event.done,
        }),
      },
    },
    'kid.toggleAll': {
      actions: {
        type: 'writeAllCompletions',
        params: ({ context, event }) => ({
          familyId: context.familyId,
          date: context.date,
          kidId: event.kidId,
          tasks: event.tasks,
        }),
      },
    },
    'task.move': {
      actions: {
        type: 'writeOrder',
        params: ({ context, event }) => ({
          familyId: context.familyId,
          date: context.date,
          kidId: event.kidId,
          tasks: event.tasks,
          from: event.from,
          to: event.to,
        }),
      },
    },
    'editor.opened': {
      actions: [{ type: 'noteEditorOpened', params: ({ event }) => event }, 'reportActivity'],
    },
    'editor.closed': {
      actions: [{ type: 'noteEditorClosed', params: ({ event }) => event }, 'reportActivity'],
    },
    'editor.typed': {
      actions: { type: 'noteEditDraft', params: ({ event }) => event },
    },
    'store.failed': {
      actions: { type: 'showError', params: ({ event }) => event },
    },
    'banner.dismiss': { actions: 'dismissError' },
    'board.follow': {
      actions: { type: 'followDay', params: ({ event }) => event },
    },
  },
  states: {
    /** The entry box; Enter while a task is saving queues the next one. */
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
            guard: { type: 'hasNoKids', params: ({ event }) => event },
            actions: {
              type: 'showHint',
              params: { hint: 'Pick at least one kid to give this task to.' },
            },
          },
          {
            guard: 'isSavingEntry',
            actions: { type: 'queueEntry', params: ({ event }) => ({ kids: event.kids }) },
          },
          {
            target: '.adding',
            actions: { type: 'startSaving', params: ({ event }) => ({ kids: event.kids }) },
          },
        ],
      },
      states: {
        ready: {},
        adding: {
          invoke: {
            id: 'addTasks',
            src: 'addTasks',
            input: ({ context }) => ({
              familyId: context.familyId,
              date: context.date,
              title: context.saving?.title ?? '',
              kids: context.saving?.to ?? [],
            }),
            onDone: [
              {
                guard: 'hasQueuedEntry',
                target: 'adding',
                reenter: true,
                actions: [
                  { type: 'clearSavedDraft', params: ({ event }) => ({ saved: event.output }) },
                  'startNextEntry',
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
                ],
              },
              {
                target: 'ready',
                actions: [
                  { type: 'showError', params: ({ event }) => ({ error: event.error }) },
                  'restoreFailedEntry',
                ],
              },
            ],
          },
        },
      },
    },
    undo: {
      initial: 'hidden',
      states: {
        hidden: {},
        offered: {
          after: { undoWindow: { target: 'hidden', actions: 'forgetDeleted' } },
          on: { 'task.undo': 'restoring' },
        },
        restoring: {
          invoke: {
            id: 'restoreTask',
            src: 'restoreTask',
            input: ({ context }) => ({
              ...(context.lastDeleted as DeletedTask),
              familyId: context.familyId,
            }),
            onDone: { target: 'hidden', actions: 'forgetDeleted' },
            // Nothing is lost when putting it back fails (a full disk): Undo stays offered.
            onError: {
              target: 'offered',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
      on: {
        'task.delete': [
          // The first click deleted its row; the second lands on the row that moved up.
          { guard: { type: 'isRepeatPress', params: ({ event }) => event } },
          {
            target: '.offered',
            reenter: true,
            actions: [
              {
                type: 'deleteTask',
                params: ({ context, event }) => ({
                  familyId: context.familyId,
                  date: context.date,
                  kidId: event.kidId,
                  taskId: event.task.id,
                }),
              },
              { type: 'rememberDeleted', params: ({ event }) => event },
            ],
          },
        ],
      },
    },
  },
});
