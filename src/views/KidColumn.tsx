import { useSelector } from '@xstate/react';
import { useId, useMemo, type CSSProperties } from 'react';
import type { Kid, Task } from '../../machines/domain/family';
import { runsOn, weekdayName } from '../../machines/domain/schedule';
import { Celebration } from './Celebration';
import { useFamilyActors } from './familyActors';
import { kidStyle } from './kidStyle';
import { selectKidTasks, useList } from './listContext';
import {
  isAllDone,
  progress,
  progressText,
  selectBoardDate,
  selectFamilyId,
  selectOpenEditors,
} from '../../machines/dayBoard';
import { TaskRow } from './TaskRow';
import { useCelebration } from './useCelebration';
import { useDragReorder } from './useDragReorder';
import { useLatestCallback } from './useLatestCallback';
import { useRowsKeptWhileEdited } from './useRowsKeptWhileEdited';

/** One empty list for every column still loading, so it is the same from render to render. */
const NO_TASKS: readonly Task[] = [];

/**
 * One kid's tasks, in the kid's colour. On the Day view: progress, toggle-all and the
 * celebration; on the Routine view just the routine. Rows reorder by drag or keyboard.
 */
export function KidColumn({ kid }: { kid: Kid }) {
  const { listeners } = useFamilyActors();
  const { kind, board, weekday = null } = useList();
  const selectTasks = useMemo(() => selectKidTasks(kind, kid.id), [kind, kid.id]);
  const tasks = useSelector(listeners, selectTasks);
  const familyId = useSelector(board, selectFamilyId);
  const date = useSelector(board, selectBoardDate);
  const isDay = kind === 'day';
  const cheering = useCelebration(isDay ? tasks : null);
  const headingId = useId();
  const shown = tasks ?? NO_TASKS;
  const { done, total } = progress(shown);
  const openEditors = useSelector(board, selectOpenEditors);
  const visible = useMemo(
    () => (weekday === null ? shown : shown.filter((task) => runsOn(task.days, weekday))),
    [shown, weekday],
  );
  // A row being edited stays while it is edited, even once another tab deleted its task.
  const rows = useRowsKeptWhileEdited(visible, openEditors);
  // One function for the column's life: a new one each render would re-render every row.
  // Rows are moved among all the kid's tasks: one weekday's rows are a part of them.
  const move = useLatestCallback((from: number, to: number) => {
    const inAll = (index: number) => shown.findIndex((task) => task === rows[index]);
    const [fromAll, toAll] = [inAll(from), inAll(to)];
    if (fromAll < 0 || toAll < 0) return;
    board.send({ type: 'task.move', kidId: kid.id, tasks: [...shown], from: fromAll, to: toAll });
  });
  const { itemProps } = useDragReorder(move);

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
        {isDay && (
          <input
            className="tick tick--all"
            type="checkbox"
            aria-label="Mark all as complete"
            title="Mark all as complete"
            checked={isAllDone(shown)}
            disabled={shown.length === 0}
            onChange={() => board.send({ type: 'kid.toggleAll', kidId: kid.id, tasks: [...shown] })}
          />
        )}
      </div>
      {tasks === null ? (
        <p className="kid-column__message">Loading…</p>
      ) : (
        <>
          {isDay && total > 0 && (
            <div className="kid-column__progress">
              <p className="kid-column__count">{progressText(shown)}</p>
              <div className="progress-bar" aria-hidden="true">
                <div
                  className="progress-bar__fill"
                  style={{ '--done': done / total } as CSSProperties}
                />
              </div>
            </div>
          )}
          {cheering && <Celebration name={kid.name} />}
          {rows.length === 0 ? (
            <p className="kid-column__message">
              {isDay
                ? 'No tasks yet. Add one above!'
                : weekday !== null && shown.length > 0
                  ? `Nothing on ${weekdayName(weekday)}s.`
                  : 'No routine yet. Add a task above!'}
            </p>
          ) : (
            <ul className="task-list">
              {rows.map((task, index) => (
                <TaskRow
                  key={task.id}
                  task={task}
                  familyId={familyId}
                  date={date}
                  kidId={kid.id}
                  index={index}
                  count={rows.length}
                  move={move}
                  dragProps={itemProps(index)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
