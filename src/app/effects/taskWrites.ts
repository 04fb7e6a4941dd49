/**
 * Writes to one task that must not leave half a task behind: a tick written at once and
 * checked after, a change saved only onto a task still there, one task's changes in turn, and,
 * on Firebase, a refusal explained when its task is gone.
 */
import { StoreError } from '../../store/errors';
import type { Store } from '../../store/port';
import { readOnce } from '../../store/readOnce';
import { isWholeTask, runIntent, taskChange, type TaskEdit } from './intents';

/** Unix time in seconds, as `completed` stores it (docs/design.md "Data layout"). */
export const unixSeconds = (moment: Date) => Math.floor(moment.getTime() / 1000);

export const TASK_DELETED_MESSAGE = 'This task was deleted on another device.';

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
export async function tickTasks(
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
  // No intent: only the embedded store runs this (Firebase's rules keep tasks whole), and it
  // keeps no change for later.
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
 * A change saved onto a task only while it still exists (what was typed stays otherwise), in a
 * transaction, so a change computed from the stored task (a weekday turned on) never undoes
 * another made meanwhile. It is named as an intent (`task.change`): kept on the device while
 * offline, it is worked out again on the server's task.
 */
export async function changeTaskIfThere(
  store: Store,
  { kidPath, taskId }: { kidPath: string; taskId: string },
  edit: TaskEdit,
  rulesKeepTasksWhole: boolean,
): Promise<void> {
  const taskPath = `${kidPath}/${taskId}`;
  // A store that keeps changes for its server runs the change on its copy, where a task missing
  // is a task deleted, and on the server's value once it has read it: never on nothing.
  const tryWithNothing = rulesKeepTasksWhole && !store.watchOutbox;
  const result = await runIntent(store, taskPath, taskChange(edit, tryWithNothing)).catch(
    (error: unknown) =>
      rulesKeepTasksWhole ? explainRefusal(store, kidPath, [taskId], error) : Promise.reject(error),
  );
  if (!result.committed) throw new StoreError('TASK_DELETED', TASK_DELETED_MESSAGE, taskPath);
}

/**
 * Runs the writes asked for one task one after the other, each once the machine's action that
 * asked for it has returned (a store transaction runs a machine of its own, whose steps must not
 * run inside another machine's action). Quick presses then wait their turn, in order.
 */
export function createTaskQueue() {
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
