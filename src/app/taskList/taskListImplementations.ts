import { fromCallback, fromPromise } from 'xstate';
import type { TaskListEvent } from '../../../machines/taskListMachine';
import { toStoreError } from '../../store/errors';
import type { Store } from '../../store/port';
import { dayColumnPath, newTaskRecord, parseDayColumn } from './taskRecords';

export interface TaskListDependencies {
  store: Store;
}

/** The real effects behind the task list machine's placeholders, for `machine.provide()`. */
export function createTaskListImplementations({ store }: TaskListDependencies) {
  return {
    actors: {
      listenToTasks: fromCallback<TaskListEvent, { date: string }>(({ input, sendBack }) => {
        const path = dayColumnPath(input.date);
        return store.subscribe(
          path,
          (value) => sendBack({ type: 'tasks.changed', tasks: parseDayColumn(value) }),
          (error) => {
            const storeError = toStoreError(error, path);
            console.error(storeError);
            sendBack({ type: 'store.failed', code: storeError.code, message: storeError.message });
          },
        );
      }),
      addTask: fromPromise<string, { date: string; title: string }>(async ({ input }) => {
        const path = dayColumnPath(input.date);
        try {
          return await store.push(path, newTaskRecord(input.title));
        } catch (error) {
          const storeError = toStoreError(error, path);
          console.error(storeError);
          throw storeError;
        }
      }),
    },
  };
}
