// The dayBoard machine's types, actors, guards and actions: the config is in dayBoardMachine.ts.
import { assign, fromPromise, raise, sendTo, setup, stateIn } from 'xstate';
import type { CalendarDate } from '../calendar';
import type { Task } from '../domain/family';
import type { Part } from '../domain/parts';
import type { Weekday } from '../domain/schedule';
import type { PendingEntry } from '../shared/entry';
import { entryBoxActions, entryBoxGuards } from '../shared/entryBoxMachine';
import {
  editorIdOf,
  spawnedTitleEditor,
  taskSubjectOf,
  titleEditorHostActions,
  titleEditorHostGuards,
  type TitleSubject,
} from '../titleEditor';
import { isBoardBusy } from './selectors';
import type {
  TaskRef,
  NewTasks,
  TodayTask,
  TodayTasks,
  DeletedTask,
  DayBoardInput,
  DayBoardContext,
  DayBoardEvent,
  Kids,
} from './types';

export const dayBoardSetup = setup({
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
    /** Adds the routine tasks offered to today's list (each kid's not already there). */
    addToToday: fromPromise<void, TodayTasks>(async () => {
      throw new Error('addToToday is provided by the app');
    }),
    /** A row's title editor; the app provides its store effects. */
    titleEditor: spawnedTitleEditor,
  },
  delays: {
    /** How long "Undo" stays on screen (the app provides UNDO_WINDOW_MS). */
    undoWindow: 6_000,
    /** How long after a delete another one is taken as part of it (DELETE_SETTLES_MS). */
    deleteSettles: 600,
  },
  guards: {
    ...entryBoxGuards,
    /** No kid picked: the task has nobody to go to. */
    hasNoDestination: (_, params: { to: Kids }) => params.to.length === 0,
    isRepeatPress: (_, params: { repeat?: boolean }) => params.repeat === true,
    isDeleteSettling: stateIn({ undo: { offered: 'settling' } }),
    hasTodayOffer: ({ context }) => context.todayOffer.length > 0,
    /** The board opens only tasks' titles. */
    isTaskTitle: (_, params: { subject: TitleSubject }) => taskSubjectOf(params.subject) !== null,
    ...titleEditorHostGuards,
  },
  actions: {
    ...entryBoxActions<Kids, DayBoardContext, DayBoardEvent>(),
    ...titleEditorHostActions<DayBoardContext, DayBoardEvent>(),
    /** The routine task just saved, for each kid whose today could get it too. */
    offerToday: assign({
      todayOffer: ({ context }, { entry }: { entry: PendingEntry<Kids> }) => [
        ...context.todayOffer,
        ...entry.to
          .filter((kid) => kid.today === true)
          .map(({ kidId, part, picture }) => ({
            kidId,
            title: entry.title,
            ...(part && { part }),
            ...(picture && { picture }),
          })),
      ],
    }),
    startAddingToday: assign(({ context }) => ({
      todayAdding: context.todayOffer,
      todayOffer: [],
    })),
    forgetTodayAdding: assign({ todayAdding: [] }),
    /** Adding to today failed: the tasks are offered again. */
    offerTodayAgain: assign(({ context }) => ({
      todayOffer: [...context.todayAdding, ...context.todayOffer],
      todayAdding: [],
    })),
    declineToday: assign({ todayOffer: [] }),
    /** A routine task now for today's weekday, offered once however often its days change. */
    offerTask: assign({
      todayOffer: ({ context }, params: { task: TodayTask }) =>
        context.todayOffer.some(
          (task) => task.kidId === params.task.kidId && task.title === params.task.title,
        )
          ? context.todayOffer
          : [...context.todayOffer, params.task],
    }),
    dismissError: assign({ error: null }),
    /**
     * Tells whoever runs the board what is typed and not saved (the app, as the family is lost:
     * `machines/app/children.ts`).
     */
    reportUnsaved: (_, _texts: { texts: string[] }) => undefined,
    rememberDeleted: assign({
      lastDeleted: ({ context }, params: { kidId: string; task: Task }) => ({
        kidId: params.kidId,
        task: params.task,
        taskId: params.task.id,
        date: context.date,
      }),
    }),
    forgetDeleted: assign({ lastDeleted: null }),
    /** Spawns the row's title editor, on the board's own day (or the routine). */
    openEditor: assign({
      editors: ({ context, spawn }, params: { kidId: string; task: Task }) => ({
        ...context.editors,
        [params.task.id]: spawn('titleEditor', {
          id: editorIdOf(params.task.id),
          input: {
            title: params.task.title,
            subject: {
              kind: 'task' as const,
              familyId: context.familyId,
              date: context.date,
              kidId: params.kidId,
              task: params.task,
            },
          },
        }),
      }),
    }),
    /** A row's title emptied in its editor: the task is deleted as its delete button does. */
    deleteEmptiedTask: raise((_, params: { kidId: string; task: Task }) => ({
      type: 'task.delete' as const,
      kidId: params.kidId,
      task: params.task,
    })),
    followDay: assign({ date: (_, params: { date: CalendarDate }) => params.date }),
    /** Tells the listeners whether a reload now would lose something typed. */
    reportActivity: sendTo(
      ({ system }) => system.get('listeners'),
      ({ context, self }) => ({
        type: 'activity.heard' as const,
        source: self.id,
        busy: isBoardBusy(context),
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
    writeSchedule: (
      _,
      _params: TaskRef & { familyId: string; date: CalendarDate; days: string | null },
    ) => undefined,
    writeDayToggle: (
      _,
      _params: TaskRef & { familyId: string; date: CalendarDate; weekday: Weekday },
    ) => undefined,
    writePart: (
      _,
      _params: TaskRef & { familyId: string; date: CalendarDate; part: Part | null },
    ) => undefined,
    writePicture: (
      _,
      _params: TaskRef & { familyId: string; date: CalendarDate; picture: string | null },
    ) => undefined,
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
});
