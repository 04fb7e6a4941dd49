import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { dayBoardMachine } from '../../machines/dayBoard';
import type { Task } from '../../machines/domain/family';
import { useAppServices, type TaskLocation } from './appServices';
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
  const services = useAppServices();
  // Built once per row: a machine per render would be thrown away on every tick.
  const [logic] = useState(() => services.taskEditorLogic(where));
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
