import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { Kid } from '../../machines/domain/family';
import { Celebration } from './Celebration';
import { useFamilyActors } from './familyActors';
import { kidStyle } from './kidStyle';
import {
  isAllDone,
  kidTasks,
  progress,
  progressText,
  selectBoardDate,
  selectFamilyId,
} from './selectors';
import { TaskRow } from './TaskRow';
import { useCelebration } from './useCelebration';

/** One kid's tasks for the day, in the kid's colour, with progress and toggle-all. */
export function KidColumn({ kid }: { kid: Kid }) {
  const { board, listeners } = useFamilyActors();
  const tasks = useSelector(listeners, (snapshot) =>
    snapshot.context.day === null ? null : kidTasks(snapshot.context.day, kid.id),
  );
  const familyId = useSelector(board, selectFamilyId);
  const date = useSelector(board, selectBoardDate);
  const cheering = useCelebration(tasks);
  const headingId = useId();
  const shown = tasks ?? [];
  const { done, total } = progress(shown);

  return (
    <section
      className={`kid-column${cheering ? ' kid-column--done' : ''}`}
      aria-labelledby={headingId}
      style={kidStyle(kid.color)}
    >
      <div className="kid-column__header">
        <span className="kid-column__emoji" aria-hidden="true">
          {kid.emoji}
        </span>
        <h2 id={headingId} className="kid-column__name">
          {kid.name}
        </h2>
        <input
          className="tick tick--all"
          type="checkbox"
          aria-label="Mark all as complete"
          title="Mark all as complete"
          checked={isAllDone(shown)}
          disabled={shown.length === 0}
          onChange={() => board.send({ type: 'kid.toggleAll', kidId: kid.id, tasks: [...shown] })}
        />
      </div>
      {tasks === null ? (
        <p className="kid-column__message">Loading…</p>
      ) : (
        <>
          {total > 0 && (
            <div className="kid-column__progress">
              <p className="kid-column__count">{progressText(shown)}</p>
              <div className="progress-bar" aria-hidden="true">
                <div className="progress-bar__fill" style={{ width: `${(done / total) * 100}%` }} />
              </div>
            </div>
          )}
          {cheering && <Celebration name={kid.name} />}
          {shown.length === 0 ? (
            <p className="kid-column__message">No tasks yet. Add one above!</p>
          ) : (
            <ul className="task-list">
              {shown.map((task) => (
                <TaskRow
                  key={task.id}
                  task={task}
                  where={{ familyId, date, kidId: kid.id, taskId: task.id }}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
