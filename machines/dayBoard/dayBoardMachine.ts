import { enqueueActions } from 'xstate';
import { taskSubjectOf, titleEditorDone, type TaskSubject } from '../titleEditor';
import { emptyEntry, unsavedEntries, type PendingEntry } from '../shared/entry';
import { entryBoxRegion } from '../shared/entryBoxMachine';
import type { DayBoardContext, Kids, NewTasks } from './types';
import { dayBoardSetup } from './setup';

export const dayBoardMachine = dayBoardSetup.createMachine({
  id: 'dayBoard',
  description:
    'One board (a day, or the routine): the entry box that adds tasks for the picked kids (the entryBox machine\'s flow: Enter while a save is under way waits its turn); ticking and toggle-all; a row\'s weekdays, part of the day and picture; reordering and deleting tasks, with the "Undo" offered after a delete (a second tap while the rows settle deletes nothing); the rows whose titles are being edited, each an editor it spawns as the field opens and stops once it is done (an emptied title deletes its task); "Add to today as well?" for a routine task for today; and, asked as it closes, what is typed there and not saved (reportUnsaved), with what its editors answer.',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    ...emptyEntry<Kids>(),
    lastDeleted: null,
    editors: {},
    todayOffer: [],
    todayAdding: [],
  }),
  on: {
    // The box's text and the entries on their way, then each open editor's, as it answers.
    'unsaved.ask': {
      actions: [
        { type: 'reportUnsaved', params: ({ context }) => ({ texts: unsavedEntries(context) }) },
        // Each open editor is asked, and answers with `unsaved.heard`.
        enqueueActions(({ context, enqueue }) => {
          for (const editor of Object.values(context.editors)) {
            enqueue.sendTo(editor, { type: 'unsaved.ask' });
          }
        }),
      ],
    },
    'unsaved.heard': {
      actions: { type: 'reportUnsaved', params: ({ event }) => ({ texts: event.texts }) },
    },
    // A routine task just saved for today's weekday: today may get it too.
    'entry.saved': { actions: { type: 'offerToday', params: ({ event }) => event } },
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
    'task.schedule': {
      actions: {
        type: 'writeSchedule',
        params: ({ context, event }) => ({
          familyId: context.familyId,
          date: context.date,
          kidId: event.kidId,
          taskId: event.taskId,
          days: event.days,
        }),
      },
    },
    'task.toggleDay': {
      actions: {
        type: 'writeDayToggle',
        params: ({ context, event }) => ({
          familyId: context.familyId,
          date: context.date,
          kidId: event.kidId,
          taskId: event.taskId,
          weekday: event.weekday,
        }),
      },
    },
    'task.part': {
      actions: {
        type: 'writePart',
        params: ({ context, event }) => ({
          familyId: context.familyId,
          date: context.date,
          kidId: event.kidId,
          taskId: event.taskId,
          part: event.part,
        }),
      },
    },
    'task.picture': {
      actions: {
        type: 'writePicture',
        params: ({ context, event }) => ({
          familyId: context.familyId,
          date: context.date,
          kidId: event.kidId,
          taskId: event.taskId,
          picture: event.picture,
        }),
      },
    },
    'editor.open': [
      // A second tap on an open row's title opens nothing more.
      { guard: { type: 'isEditorOpen', params: ({ event }) => ({ titleId: event.task.id }) } },
      { actions: [{ type: 'openEditor', params: ({ event }) => event }, 'reportActivity'] },
    ],
    'xstate.done.actor.edit.*': titleEditorDone(),
    // An emptied title deletes its task, as the row's delete button does (Undo is offered).
    'editor.emptied': {
      guard: { type: 'isTaskTitle', params: ({ event }) => event },
      actions: {
        type: 'deleteEmptiedTask',
        params: ({ event }) => taskSubjectOf(event.subject) as TaskSubject,
      },
    },
    'store.failed': {
      actions: { type: 'showError', params: ({ event }) => event },
    },
    'error.dismiss': { actions: 'dismissError' },
    'board.follow': {
      actions: { type: 'followDay', params: ({ event }) => event },
    },
  },
  states: {
    /** The entry box (`machines/shared/entryBoxMachine.ts`): a task for the picked kids. */
    entry: entryBoxRegion({
      save: 'addTasks',
      input: (context: DayBoardContext, entry: PendingEntry<Kids>): NewTasks => ({
        familyId: context.familyId,
        date: context.date,
        title: entry.title,
        kids: entry.to,
      }),
      noDestinationHint: 'Pick at least one kid to give this task to.',
    }),
    /**
     * A routine task added for today's weekday, after today already got its routine: "Add to
     * today as well?" Today changes only on Yes.
     */
    today: {
      initial: 'quiet',
      on: {
        'today.offer': { actions: { type: 'offerTask', params: ({ event }) => event } },
      },
      states: {
        quiet: { always: { guard: 'hasTodayOffer', target: 'asking' } },
        asking: {
          on: {
            'today.add': { target: 'adding', actions: 'startAddingToday' },
            'today.decline': { target: 'quiet', actions: 'declineToday' },
          },
        },
        adding: {
          invoke: {
            id: 'addToToday',
            src: 'addToToday',
            input: ({ context }) => ({
              familyId: context.familyId,
              date: context.date,
              tasks: context.todayAdding,
            }),
            onDone: { target: 'quiet', actions: 'forgetTodayAdding' },
            onError: {
              target: 'quiet',
              actions: [
                { type: 'showError', params: ({ event }) => ({ error: event.error }) },
                'offerTodayAgain',
              ],
            },
          },
        },
      },
    },
    undo: {
      initial: 'hidden',
      states: {
        hidden: {},
        offered: {
          initial: 'settling',
          after: { undoWindow: { target: 'hidden', actions: 'forgetDeleted' } },
          on: { 'task.undo': 'restoring' },
          states: {
            /** Just deleted: the rows below are still moving up under the finger. */
            settling: { after: { deleteSettles: 'settled' } },
            settled: {},
          },
        },
        restoring: {
          invoke: {
            id: 'restoreTask',
            src: 'restoreTask',
            // Undo is offered only with something deleted; `restoring` follows `offered`.
            input: ({ context }) => ({ ...context.lastDeleted!, familyId: context.familyId }),
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
          // A tap landing while the rows settle is a double tap's second half, whatever the
          // browser counts as a double click (its row is not the one the kid meant).
          { guard: 'isDeleteSettling' },
          {
            // offered is left and entered again, so its Undo window starts over; the region
            // itself is not, nor is the entry box beside it.
            target: '.offered',
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
