import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { dayBoardMachine } from '../../machines/dayBoard';
import type { Task } from '../../machines/domain/family';
import { titleEditorMachine } from '../../machines/titleEditor';
import type { TaskLocation } from './appServices';
import { createTaskEditorImplementations } from './effects/boardEffects';
import { useProvidedMachine } from './useProvidedMachine';
import { useTitleEditor } from './useTitleEditor';

/**
 * One row's editor. It tells the board while it is open, so a day-change reload waits, and
 * what is typed, so it can be named if the family is lost first; an emptied title asks the
 * board to delete the task, which also offers "Undo" (and shows the error if the store refuses).
 */
export function useTaskEditor(
  where: TaskLocation,
  task: Task,
  /** The board the row belongs to: the day's, or the routine's. */
  board: ActorRefFrom<typeof dayBoardMachine>,
) {
  // What the task carries besides its title, as last shown: "Add it again" keeps it.
  const shown = useRef(task);
  useEffect(() => {
    shown.current = task;
  }, [task]);
  // Firebase's rules refuse half a task; the embedded store checks in a transaction instead.
  const logic = useProvidedMachine(titleEditorMachine, ({ store, accounts }) =>
    createTaskEditorImplementations(store, where, {
      rulesKeepTasksWhole: accounts,
      kept: () => {
        const { days, part, picture } = shown.current;
        return { days, part, picture };
      },
    }),
  );
  const { taskId, kidId } = where;
  return useTitleEditor(
    logic,
    { title: task.title },
    {
      onEmptied: () => board.send({ type: 'task.delete', kidId, task }),
      onOpenChange: (open) =>
        board.send({ type: open ? 'editor.opened' : 'editor.closed', taskId }),
      onTyped: (draft) => board.send({ type: 'editor.typed', taskId, draft }),
    },
  );
}
