import { fromPromise, type AnyActorRef, type MachineImplementationsFrom } from 'xstate';
import type { CalendarDate } from '../../../machines/calendar';
import { DELETE_SETTLES_MS, UNDO_WINDOW_MS } from '../../../machines/constants';
import type {
  dayBoardMachine,
  DeletedTask,
  NewTasks,
  TaskRef,
  TodayTasks,
} from '../../../machines/dayBoard';
import { spawnedTitleEditor, taskSubjectOf, type TitleSave } from '../../../machines/titleEditor';
import type { Task } from '../../../machines/domain/family';
import type { Part } from '../../../machines/domain/parts';
import { parseDays, runsOn, type Weekday } from '../../../machines/domain/schedule';
import type { Store } from '../../store/port';
import { newPushId } from '../../store/pushId';
import { parseTaskMap } from '../../../machines/domain/family';
import { readOnce } from '../../store/readOnce';
import { refuseLongText } from './limits';
import { reportTo } from './writing';
import { orderUpdate } from '../../../machines/domain/reorder';
import { kidListsPath, type ListKind } from '../storePaths';
import { fieldEdit, type TaskEdit } from './intents';
import { changeTaskIfThere, createTaskQueue, tickTasks, unixSeconds } from './taskWrites';
import { correctionOf, settleAgain, type PastDays } from './corrections';
import { withLaterChange } from '../../../machines/domain/corrections';

export { TASK_DELETED_MESSAGE, unixSeconds } from './taskWrites';

type Where = { familyId: string; date: CalendarDate };

export interface BoardEffectOptions {
  /** Firebase: its rules refuse half a task; the embedded store is checked in a transaction. */
  rulesKeepTasksWhole?: boolean;
  /** A day's ticks after the day are corrections (`./corrections.ts`); absent: never. */
  past?: PastDays;
}

/** The values toggle-all writes: all back to not done, or every undone one done now. */
export function toggleAllUpdate(tasks: readonly Task[], nowSeconds: number) {
  const allDone = tasks.length > 0 && tasks.every((task) => task.completed !== false);
  return Object.fromEntries(
    tasks
      .filter((task) => allDone || task.completed === false)
      .map((task) => [`${task.id}/completed`, allDone ? false : nowSeconds]),
  );
}

/**
 * The board's effects over one kind of list: a day (tasks can be ticked) or the routine
 * (`lists/templates`, whose tasks have no `completed`).
 */
export function createBoardEffects(
  store: Store,
  now: () => Date,
  list: ListKind = 'day',
  { rulesKeepTasksWhole = false, past }: BoardEffectOptions = {},
) {
  const kidPath = (where: Where, kidId: string) =>
    `${kidListsPath(where.familyId, list, where.date)}/${kidId}`;
  const taskPath = (where: Where & TaskRef) => `${kidPath(where, where.kidId)}/${where.taskId}`;
  const inTurn = createTaskQueue();
  /** A change to one task from a board's action, after the changes asked before it. */
  const changeInTurn = (
    self: AnyActorRef,
    where: Where & TaskRef,
    edit: TaskEdit | (() => Promise<TaskEdit>),
  ) => {
    const task = { kidPath: kidPath(where, where.kidId), taskId: where.taskId };
    inTurn(taskPath(where), async () => {
      const change = typeof edit === 'function' ? await edit() : edit;
      await changeTaskIfThere(store, task, change, rulesKeepTasksWhole);
    }).catch(reportTo(self, taskPath(where)));
  };
  const record = (title: string, completed: Task['completed'], order: number) =>
    taskRecord(list, title, completed, order);
  /**
   * Ticks written at once; on a past day, each task also records the correction, and the kid's
   * weeks settled since are counted again. Kid mode cannot change a past day.
   */
  const tick = (
    self: AnyActorRef,
    where: Where & { kidId: string },
    completions: Record<string, unknown>,
  ) => {
    const path = kidPath(where, where.kidId);
    const correction = correctionOf(past, now, { ...where, path });
    if (correction.kind === 'refused') return reportTo(self, path)(correction.error);
    const changes =
      correction.kind === 'later' ? withLaterChange(completions, correction.change) : completions;
    tickTasks(store, path, changes, rulesKeepTasksWhole)
      .then(() => settleAgain(store, { ...where, path }, correction))
      .catch(reportTo(self, path));
  };
  return {
    actors: {
      addTasks: fromPromise<string, NewTasks>(async ({ input }) => {
        refuseLongText(input.title, 'title', kidListsPath(input.familyId, list, input.date));
        const updates = Object.fromEntries(
          input.kids.map(({ kidId, order, part, picture, days }) => [
            `${kidId}/${newPushId()}`,
            {
              ...record(input.title, false, order),
              ...(part && { part }),
              ...(picture && { picture }),
              // Only a routine task has weekdays.
              ...(days && list === 'routine' && { days }),
            },
          ]),
        );
        await store.update(kidListsPath(input.familyId, list, input.date), updates);
        return input.title;
      }),
      addToToday: fromPromise<void, TodayTasks>(async ({ input }) => {
        const dayPath = kidListsPath(input.familyId, 'day', input.date);
        const day = await readOnce(store, dayPath);
        const stored =
          typeof day === 'object' && day !== null ? (day as Record<string, unknown>) : {};
        const updates: Record<string, unknown> = {};
        const next = new Map<string, number>();
        for (const { kidId, title, part, picture } of input.tasks) {
          const tasks = Object.values(parseTaskMap(stored[kidId]));
          // Already there (a second device said Yes, or it was added by hand): not twice.
          if (tasks.some((task) => task.title === title)) continue;
          const order = next.get(kidId) ?? Math.max(0, ...tasks.map((task) => task.order)) + 1;
          next.set(kidId, order + 1);
          updates[`${kidId}/${newPushId()}`] = {
            title,
            completed: false,
            order,
            ...(part && { part }),
            ...(picture && { picture }),
          };
        }
        if (Object.keys(updates).length > 0) await store.update(dayPath, updates);
      }),
      restoreTask: fromPromise<void, DeletedTask & { familyId: string }>(async ({ input }) => {
        const { title, completed, order, days, part, picture, later } = input.task;
        const path = taskPath(input);
        // A task comes back with its weekdays (routine), its part of the day, its picture and
        // the correction it carried.
        await store.set(path, {
          ...record(title, completed, order),
          ...(days && { days }),
          ...(part && { part }),
          ...(picture && { picture }),
          ...(later && list === 'day' && { later }),
        });
        await settleAgain(store, { ...input, path }, correctionOf(past, now, { ...input, path }));
      }),
    },
    actions: {
      writeCompletion: (
        { self }: { self: AnyActorRef },
        params: TaskRef & Where & { done: boolean },
      ) => {
        const changes = {
          [`${params.taskId}/completed`]: params.done ? unixSeconds(now()) : false,
        };
        tick(self, params, changes);
      },
      writeAllCompletions: (
        { self }: { self: AnyActorRef },
        params: Where & { kidId: string; tasks: Task[] },
      ) => tick(self, params, toggleAllUpdate(params.tasks, unixSeconds(now()))),
      deleteTask: ({ self }: { self: AnyActorRef }, params: TaskRef & Where) => {
        const path = taskPath(params);
        // A past day's task taken away may take a star with it: its weeks are counted again.
        const correction = correctionOf(past, now, { ...params, path });
        store
          .remove(path)
          .then(() => settleAgain(store, { ...params, path }, correction))
          .catch(reportTo(self, path));
      },
      writeSchedule: (
        { self }: { self: AnyActorRef },
        params: TaskRef & Where & { days: string | null },
      ) => changeInTurn(self, params, fieldEdit('days', params.days)),
      writeDayToggle: (
        { self }: { self: AnyActorRef },
        params: TaskRef & Where & { weekday: Weekday },
      ) =>
        // On or off as this device holds the task once the changes before have gone in: the
        // change then means the same however often it is run (a kept one may run twice).
        changeInTurn(self, params, async () => {
          const stored = await readOnce(store, taskPath(params));
          const days = typeof stored === 'object' && stored !== null ? stored.days : undefined;
          return { weekday: params.weekday, on: !runsOn(parseDays(days), params.weekday) };
        }),
      writePart: (
        { self }: { self: AnyActorRef },
        params: TaskRef & Where & { part: Part | null },
      ) => changeInTurn(self, params, fieldEdit('part', params.part)),
      writePicture: (
        { self }: { self: AnyActorRef },
        params: TaskRef & Where & { picture: string | null },
      ) => changeInTurn(self, params, fieldEdit('picture', params.picture)),
      writeOrder: (
        { self }: { self: AnyActorRef },
        params: Where & { kidId: string; tasks: Task[]; from: number; to: number },
      ) => {
        const path = kidPath(params, params.kidId);
        store
          .update(path, orderUpdate(params.tasks, params.from, params.to))
          .catch(reportTo(self, path));
      },
    },
  };
}

/** A new task as stored: a day's has `completed`, a routine's has not. */
function taskRecord(list: ListKind, title: string, completed: Task['completed'], order: number) {
  return list === 'day' ? { title, completed, order } : { title, order };
}

/**
 * A row's title editor's effects, for the tasks of a day or of the routine: the board spawns one
 * editor per open title and says in its input whose it is (`TaskSubject`).
 */
export function createTaskEditorEffects(
  store: Store,
  list: ListKind,
  { rulesKeepTasksWhole = false }: { rulesKeepTasksWhole?: boolean } = {},
) {
  const placeOf = (save: TitleSave) => {
    const subject = taskSubjectOf(save.subject);
    if (!subject) throw new Error('A board edits only tasks’ titles.');
    const kidPath = `${kidListsPath(subject.familyId, list, subject.date)}/${subject.kidId}`;
    return { kidPath, task: subject.task };
  };
  return {
    saveTitle: fromPromise<void, TitleSave>(async ({ input }) => {
      const { kidPath, task } = placeOf(input);
      refuseLongText(input.title, 'title', `${kidPath}/${task.id}`);
      const edit = fieldEdit('title', input.title);
      await changeTaskIfThere(store, { kidPath, taskId: task.id }, edit, rulesKeepTasksWhole);
    }),
    /** The task is gone: added again after the list's last row, with what it carried when opened. */
    addAgain: fromPromise<void, TitleSave>(async ({ input }) => {
      const { kidPath, task: kept } = placeOf(input);
      refuseLongText(input.title, 'title', kidPath);
      const orders = Object.values(parseTaskMap(await readOnce(store, kidPath))).map(
        (task) => task.order,
      );
      const order = Math.max(0, ...orders) + 1;
      const { days, part, picture } = kept;
      const task = {
        ...taskRecord(list, input.title, false, order),
        // A day's task has no weekdays; a routine task comes back with its own.
        ...(days && list === 'routine' && { days }),
        ...(part && { part }),
        ...(picture && { picture }),
      };
      await store.update(kidPath, { [newPushId()]: task });
    }),
  };
}

/** Everything the day board names, over the day's lists or the routine's. */
export function createDayBoardImplementations(
  store: Store,
  now: () => Date,
  list: ListKind,
  options: BoardEffectOptions = {},
) {
  const { actors, actions } = createBoardEffects(store, now, list, options);
  const editor = createTaskEditorEffects(store, list, options);
  return {
    actors: { ...actors, titleEditor: spawnedTitleEditor.provide({ actors: editor }) },
    actions,
    delays: { undoWindow: UNDO_WINDOW_MS, deleteSettles: DELETE_SETTLES_MS },
  } satisfies MachineImplementationsFrom<typeof dayBoardMachine>;
}
