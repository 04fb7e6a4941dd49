import { memo, useId } from 'react';
import type { Task } from '../../../machines/domain/family';
import { isDone } from '../../../machines/dayBoard';
import { useReadAloud } from '../../app/kidMode/useReadAloud';
import { useList } from '../listContext';

/**
 * A row a kid can only tick: a big round tick, the picture (tapped, it reads the title aloud)
 * and the title, which ticks too. Nothing here edits, moves or deletes.
 */
export const KidTaskRow = memo(function KidTaskRow({ task, kidId }: { task: Task; kidId: string }) {
  const { board } = useList();
  const say = useReadAloud();
  const tickId = useId();
  const done = isDone(task);
  return (
    <li className={`task-row task-row--kid${done ? ' task-row--done' : ''}`}>
      <input
        id={tickId}
        className="tick"
        type="checkbox"
        checked={done}
        onChange={(event) =>
          board.send({ type: 'task.toggle', kidId, taskId: task.id, done: event.target.checked })
        }
      />
      {task.picture !== undefined &&
        (say ? (
          <button
            className="task-row__picture task-row__picture--speaks"
            type="button"
            aria-label={`Read aloud: ${task.title}`}
            onClick={() => say(task.title)}
          >
            <span aria-hidden="true">{task.picture}</span>
          </button>
        ) : (
          <span className="task-row__picture" aria-hidden="true">
            {task.picture}
          </span>
        ))}
      <label className="task-row__title" htmlFor={tickId}>
        {task.title}
      </label>
    </li>
  );
});
