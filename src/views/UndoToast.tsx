import { useSelector } from '@xstate/react';
import { useList } from './listContext';
import { selectUndoable } from '../../machines/dayBoard';

/** "Deleted “Brush teeth”." with Undo, for a few seconds after a delete. */
export function UndoToast() {
  const { board } = useList();
  const deleted = useSelector(board, selectUndoable);
  if (!deleted) return null;

  return (
    <div className="toast" role="status" data-no-last-frame>
      <p className="toast__text">{`Deleted “${deleted.title}”.`}</p>
      <button
        className="button button--sun"
        type="button"
        onClick={() => board.send({ type: 'task.undo' })}
      >
        Undo
      </button>
    </div>
  );
}
