import { fromPromise, type AnyActorRef } from 'xstate';
import type { CalendarDate } from '../../../machines/calendar';
import type { DeletedTask, NewTasks, TaskRef } from '../../../machines/dayBoardMachine';
import type { Task } from '../../../machines/domain/family';
import { toStoreError } from '../../store/errors';
import type { Store } from '../../store/port';
import { newPushId } from '../../store/pushId';
import { dayListPath, dayTaskPath } from '../storePaths';

type Where = { familyId: string; date: CalendarDate };

/** Unix time in seconds, as `completed` stores it (SPEC §4). */
export const unixSeconds = (moment: Date) => Math.floor(moment.getTime() / 1000);

/** Reports a failed write to the board, which shows it; also logged (SPEC §8). */
function reportTo(self: AnyActorRef, path: string) {
  return (error: unknown) => {
    const storeError = toStoreError(error, path);
    console.error(storeError);
    self.send({ type: 'store.failed', error: storeError });
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

export function createBoardEffects(store: Store, now: () => Date) {
  return {
    actors: {
      addTasks: fromPromise<string, NewTasks>(async ({ input }) => {
        const updates = Object.fromEntries(
          input.kids.map(({ kidId, order }) => [
            `${kidId}/${newPushId()}`,
            { title: input.title, completed: false, order },
          ]),
        );
        await store.update(dayListPath(input.familyId, input.date), updates);
        return input.title;
      }),
      restoreTask: fromPromise<void, DeletedTask & { familyId: string }>(async ({ input }) => {
        const { title, completed, order } = input.task;
        await store.set(dayTaskPath(input.familyId, input.date, input.kidId, input.taskId), {
          title,
          completed,
          order,
        });
      }),
    },
    actions: {
      writeCompletion: (
        { self }: { self: AnyActorRef },
        params: TaskRef & Where & { done: boolean },
      ) => {
        const path = `${dayTaskPath(params.familyId, params.date, params.kidId, params.taskId)}/completed`;
        store.set(path, params.done ? unixSeconds(now()) : false).catch(reportTo(self, path));
      },
      writeAllCompletions: (
        { self }: { self: AnyActorRef },
        params: Where & { kidId: string; tasks: Task[] },
      ) => {
        const path = `${dayListPath(params.familyId, params.date)}/${params.kidId}`;
        const update = toggleAllUpdate(params.tasks, unixSeconds(now()));
        store.update(path, update).catch(reportTo(self, path));
      },
      deleteTask: ({ self }: { self: AnyActorRef }, params: TaskRef & Where) => {
        const path = dayTaskPath(params.familyId, params.date, params.kidId, params.taskId);
        store.remove(path).catch(reportTo(self, path));
      },
    },
  };
}

/** The row editor's effects for one task. */
export function createTaskEditorEffects(store: Store, where: Where & TaskRef) {
  const path = dayTaskPath(where.familyId, where.date, where.kidId, where.taskId);
  return {
    saveTitle: fromPromise<void, { title: string }>(async ({ input }) => {
      await store.set(`${path}/title`, input.title);
    }),
  };
}
