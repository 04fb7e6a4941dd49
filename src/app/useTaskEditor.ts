import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { dayBoardMachine } from '../../machines/dayBoard';
import type { Task } from '../../machines/domain/family';
import { useAppServices, type TaskLocation } from './appServices';

/**
 * One row's editor (TodoMVC-style: a small machine per row). It tells the board while it
 * is open, so a day-change reload waits; an emptied title asks the board to delete the task,
 * which also offers "Undo" (and shows the error if the store refuses).
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
  const editor = useActorRef(logic, {
    input: { title: task.title },
    inspect: services.inspect,
  });

  useEffect(() => {
    const emptied = editor.on('task.emptied', () =>
      board.send({ type: 'task.delete', kidId: where.kidId, task }),
    );
    return () => emptied.unsubscribe();
  }, [editor, board, where.kidId, task]);

  useEffect(() => {
    editor.send({ type: 'task.titleChanged', title: task.title });
  }, [editor, task.title]);

  useEffect(() => {
    let open = false;
    let draft = '';
    const follow = (snapshot: ReturnType<typeof editor.getSnapshot>) => {
      const nowOpen = !snapshot.matches('viewing');
      if (nowOpen !== open) {
        open = nowOpen;
        board.send({ type: nowOpen ? 'editor.opened' : 'editor.closed', taskId: where.taskId });
      }
      // The board names what is typed here if the family is lost before it is saved.
      const { draft: typed, title } = snapshot.context;
      const changed = typed.trim() === title ? '' : typed;
      if (open && changed !== draft) {
        draft = changed;
        board.send({ type: 'editor.typed', taskId: where.taskId, draft });
      }
    };
    follow(editor.getSnapshot());
    const subscription = editor.subscribe(follow);
    return () => {
      subscription.unsubscribe();
      if (open) board.send({ type: 'editor.closed', taskId: where.taskId });
    };
  }, [editor, board, where.taskId, where.kidId]);

  return editor;
}
