import { fromPromise, type AnyActorRef, type MachineImplementationsFrom } from 'xstate';
import type { CalendarDate } from '../../../machines/calendar';
import { UNDO_WINDOW_MS } from '../../../machines/constants';
import type { dayBoardMachine, DeletedTask, NewTasks, TaskRef } from '../../../machines/dayBoard';
import type { taskEditorMachine } from '../../../machines/taskEditor';
import type { Task } from '../../../machines/domain/family';
import type { Part } from '../../../machines/domain/parts';
import { parseDays, toggleDay, type Weekday } from '../../../machines/domain/schedule';
import { StoreError } from '../../store/errors';
import type { Store, StoreObject, StoreSnapshot } from '../../store/port';
import { newPushId } from '../../store/pushId';
import { parseTaskMap } from '../../../machines/domain/family';
import { readOnce } from '../../store/readOnce';
import { refuseLongText } from './limits';
import { reportTo } from './writing';
import { orderUpdate } from '../../../machines/domain/reorder';
import { kidListsPath, type ListKind } from '../storePaths';

type Where = { familyId: string; date: CalendarDate };

/** Unix time in seconds, as `completed` stores it (docs/design.md "Data layout"). */
export const unixSeconds = (moment: Date) => Math.floor(moment.getTime() / 1000);

export const TASK_DELETED_MESSAGE = 'This task was deleted on another device.';

/** A stored task with its title: a write to anything less would leave half a task behind. */
const isWholeTask = (value: StoreSnapshot | undefined): value is StoreObject =>
  typeof value === 'object' && value !== null && typeof value.title === 'string';

const UNREADABLE = Symbol('unreadable');

/**
 * Firebase's rules refuse a write that would leave half a task as `PERMISSION_DENIED`: when a
 * task it touched is gone, that is what happened, and the board says so in those words.
 */
async function explainRefusal(
  store: Store,
  kidPath: string,
  taskIds: readonly string[],
  error: unknown,
): Promise<never> {
  if (error instanceof StoreError && error.code === 'PERMISSION_DENIED') {
    // Not allowed to read either (no longer a member): the refusal is the answer.
    const tasks = await readOnce(store, kidPath, { quiet: true }).catch(() => UNREADABLE);
    const stored = typeof tasks === 'object' && tasks !== null ? tasks : {};
    if (tasks !== UNREADABLE && taskIds.some((id) => !isWholeTask(stored[id]))) {
      throw new StoreError('TASK_DELETED', TASK_DELETED_MESSAGE, kidPath);
    }
  }
  throw error;
}

/**
 * A tick (or toggle-all) on the embedded store: written at once, so the box shows ticked at
 * once; then, in a transaction, any task it touched that turns out to have been deleted in
 * another tab loses the half task the write made, and the board is told. Firebase's rules
 * refuse half a task themselves.
 */
async function tickTasks(
  store: Store,
  kidPath: string,
  changes: Record<string, unknown>,
  rulesKeepTasksWhole: boolean,
): Promise<void> {
  const touched = Object.keys(changes).map((path) => path.split('/')[0] ?? '');
  if (rulesKeepTasksWhole) {
    return store
      .update(kidPath, changes)
      .catch((error: unknown) => explainRefusal(store, kidPath, touched, error));
  }
  await store.update(kidPath, changes);
  let removed = false;
  await store.transaction(kidPath, (current) => {
    const tasks = typeof current === 'object' && current !== null ? current : {};
    const halves = touched.filter((id) => id in tasks && !isWholeTask(tasks[id]));
    removed = halves.length > 0;
    if (!removed) return undefined;
    return Object.fromEntries(Object.entries(tasks).filter(([id]) => !halves.includes(id)));
  });
  if (removed) throw new StoreError('TASK_DELETED', TASK_DELETED_MESSAGE, kidPath);
}

/**
 * What an edit changes on a task, worked out from the task as stored when it is saved: its title,
 * its weekdays (routine) or its part of the day. A field given `null` goes.
 */
type TaskChange = (stored: StoreObject) => Record<string, string | null>;

/**
 * A change saved onto a task only while it still exists (what was typed stays otherwise), in a
 * transaction, so a change computed from the stored task (a weekday turned on) never undoes
 * another made meanwhile.
 */
async function changeTaskIfThere(
  store: Store,
  { kidPath, taskId }: { kidPath: string; taskId: string },
  change: TaskChange,
  rulesKeepTasksWhole: boolean,
): Promise<void> {
  const taskPath = `${kidPath}/${taskId}`;
  const result = await store
    .transaction(taskPath, (current) => {
      // Firebase may not hold the task on this device yet: it tries with nothing, the server
      // answers with the task (and the change is worked out again) or refuses half a task.
      if (current === null && rulesKeepTasksWhole) return withoutNulls(change({}));
      if (!isWholeTask(current)) return undefined;
      const next: StoreObject = { ...current };
      for (const [field, value] of Object.entries(change(current))) {
        if (value === null) delete next[field];
        else next[field] = value;
      }
      return next;
    })
    .catch((error: unknown) =>
      rulesKeepTasksWhole ? explainRefusal(store, kidPath, [taskId], error) : Promise.reject(error),
    );
  if (!result.committed) throw new StoreError('TASK_DELETED', TASK_DELETED_MESSAGE, taskPath);
}

const withoutNulls = (fields: Record<string, string | null>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));

/**
 * Runs the writes asked for one task one after the other, each once the machine's action that
 * asked for it has returned (a store transaction runs a machine of its own, whose steps must not
 * run inside another machine's action). Quick presses then wait their turn, in order.
 */
function createTaskQueue() {
  const last = new Map<string, Promise<void>>();
  return (taskPath: string, write: () => Promise<void>): Promise<void> => {
    const turn = (last.get(taskPath) ?? Promise.resolve()).catch(() => undefined).then(write);
    last.set(taskPath, turn);
    void turn
      .catch(() => undefined)
      .then(() => {
        if (last.get(taskPath) === turn) last.delete(taskPath);
      });
    return turn;
  };
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
  { rulesKeepTasksWhole = false } = {},
) {
  const kidPath = (where: Where, kidId: string) =>
    `${kidListsPath(where.familyId, list, where.date)}/${kidId}`;
  const taskPath = (where: Where & TaskRef) => `${kidPath(where, where.kidId)}/${where.taskId}`;
  const inTurn = createTaskQueue();
  /** A change to one task from a board's action, after the changes asked before it. */
  const changeInTurn = (self: AnyActorRef, where: Where & TaskRef, change: TaskChange) => {
    const task = { kidPath: kidPath(where, where.kidId), taskId: where.taskId };
    inTurn(taskPath(where), () =>
      changeTaskIfThere(store, task, change, rulesKeepTasksWhole),
    ).catch(reportTo(self, taskPath(where)));
  };
  const record = (title: string, completed: Task['completed'], order: number) =>
    list === 'day' ? { title, completed, order } : { title, order };
  return {
    actors: {
      addTasks: fromPromise<string, NewTasks>(async ({ input }) => {
        refuseLongText(input.title, 'title', kidListsPath(input.familyId, list, input.date));
        const updates = Object.fromEntries(
          input.kids.map(({ kidId, order, part }) => [
            `${kidId}/${newPushId()}`,
            { ...record(input.title, false, order), ...(part && { part }) },
          ]),
        );
        await store.update(kidListsPath(input.familyId, list, input.date), updates);
        return input.title;
      }),
      restoreTask: fromPromise<void, DeletedTask & { familyId: string }>(async ({ input }) => {
        const { title, completed, order, days, part } = input.task;
        // A task comes back with its weekdays (routine) and its part of the day.
        await store.set(taskPath(input), {
          ...record(title, completed, order),
          ...(days && { days }),
          ...(part && { part }),
        });
      }),
    },
    actions: {
      writeCompletion: (
        { self }: { self: AnyActorRef },
        params: TaskRef & Where & { done: boolean },
      ) => {
        const path = kidPath(params, params.kidId);
        const changes = {
          [`${params.taskId}/completed`]: params.done ? unixSeconds(now()) : false,
        };
        tickTasks(store, path, changes, rulesKeepTasksWhole).catch(reportTo(self, path));
      },
      writeAllCompletions: (
        { self }: { self: AnyActorRef },
        params: Where & { kidId: string; tasks: Task[] },
      ) => {
        const path = kidPath(params, params.kidId);
        const update = toggleAllUpdate(params.tasks, unixSeconds(now()));
        tickTasks(store, path, update, rulesKeepTasksWhole).catch(reportTo(self, path));
      },
      deleteTask: ({ self }: { self: AnyActorRef }, params: TaskRef & Where) => {
        const path = taskPath(params);
        store.remove(path).catch(reportTo(self, path));
      },
      writeSchedule: (
        { self }: { self: AnyActorRef },
        params: TaskRef & Where & { days: string | null },
      ) => changeInTurn(self, params, () => ({ days: params.days })),
      writeDayToggle: (
        { self }: { self: AnyActorRef },
        params: TaskRef & Where & { weekday: Weekday },
      ) =>
        changeInTurn(self, params, (stored) => ({
          days: toggleDay(parseDays(stored.days), params.weekday) ?? null,
        })),
      writePart: (
        { self }: { self: AnyActorRef },
        params: TaskRef & Where & { part: Part | null },
      ) => changeInTurn(self, params, () => ({ part: params.part })),
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

/** The row editor's effects for one task. */
export function createTaskEditorEffects(
  store: Store,
  where: Where & TaskRef & { list: ListKind },
  { rulesKeepTasksWhole = false } = {},
) {
  const kidPath = `${kidListsPath(where.familyId, where.list, where.date)}/${where.kidId}`;
  return {
    saveTitle: fromPromise<void, { title: string }>(async ({ input }) => {
      refuseLongText(input.title, 'title', `${kidPath}/${where.taskId}`);
      const task = { kidPath, taskId: where.taskId };
      await changeTaskIfThere(store, task, () => ({ title: input.title }), rulesKeepTasksWhole);
    }),
    addAgain: fromPromise<void, { title: string }>(async ({ input }) => {
      refuseLongText(input.title, 'title', kidPath);
      const orders = Object.values(parseTaskMap(await readOnce(store, kidPath))).map(
        (task) => task.order,
      );
      const order = Math.max(0, ...orders) + 1;
      const task =
        where.list === 'day'
          ? { title: input.title, completed: false, order }
          : { title: input.title, order };
      await store.update(kidPath, { [newPushId()]: task });
    }),
  };
}

/** Everything the day board names, over the day's lists or the routine's. */
export function createDayBoardImplementations(
  store: Store,
  now: () => Date,
  list: ListKind,
  options: { rulesKeepTasksWhole?: boolean } = {},
) {
  const { actors, actions } = createBoardEffects(store, now, list, options);
  return {
    actors,
    actions,
    delays: { undoWindow: UNDO_WINDOW_MS },
  } satisfies MachineImplementationsFrom<typeof dayBoardMachine>;
}

/** Everything one row's title editor names, for a task of a day or of the routine. */
export function createTaskEditorImplementations(
  store: Store,
  where: Where & TaskRef & { list: ListKind },
  options: { rulesKeepTasksWhole?: boolean } = {},
) {
  return {
    actors: createTaskEditorEffects(store, where, options),
  } satisfies MachineImplementationsFrom<typeof taskEditorMachine>;
}
