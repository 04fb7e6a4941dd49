import { useSelector } from '@xstate/react';
import { useId, useMemo, type CSSProperties } from 'react';
import type { Kid, Task } from '../../machines/domain/family';
import {
  PARTS,
  partEmoji,
  partName,
  sectionsOf,
  type Part,
  type Section,
} from '../../machines/domain/parts';
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
  selectOpenEditors,
} from '../../machines/dayBoard';
import { kidModeScreens } from './kidModeScreens';
import { useLazyModule } from './lazyPage';
import { TaskRow } from './TaskRow';
import { AwayNote } from './AwayNote';
import { KidStarsBadge, StreakCheer } from './week/stars';
import { useCelebration } from './useCelebration';
import { useDragReorder } from './useDragReorder';
import { useLatestCallback } from './useLatestCallback';
import { useKeptWhileEdited } from './useKeptWhileEdited';

/** For a part no row is in: never called. */
const NO_MOVE = () => undefined;

/** One empty list for every column still loading, so it is the same from render to render. */
const NO_TASKS: readonly Task[] = [];

/**
 * One kid's tasks, in the kid's colour. On the Day view: progress, toggle-all and the
 * celebration; on the Routine view just the routine. Rows reorder by drag or keyboard.
 * `removed`: the kid is no longer in the family, and the column stays only while one of their
 * titles is open.
 */
export function KidColumn({ kid, removed = false }: { kid: Kid; removed?: boolean }) {
  const { listeners } = useFamilyActors();
  const { kind, board, weekday = null, nowPart = null, tickOnly = false } = useList();
  // A kid's rows are kid mode's (in its own chunk, here whenever a list is tick-only: only kid
  // mode's screens show one).
  const KidTaskRow = useLazyModule(kidModeScreens, tickOnly)?.KidTaskRow ?? null;
  const selectTasks = useMemo(() => selectKidTasks(kind, kid.id), [kind, kid.id]);
  const tasks = useSelector(listeners, selectTasks);
  const date = useSelector(board, selectBoardDate);
  const isDay = kind === 'day';
  const cheering = useCelebration(isDay ? tasks : null);
  const headingId = useId();
  // One hidden line per column that every row's description points to, not one per row.
  const moveHintId = useId();
  const shown = tasks ?? NO_TASKS;
  const { done, total } = progress(shown);
  const openEditors = useSelector(board, selectOpenEditors);
  const visible = useMemo(
    () =>
      weekday === null && nowPart === null
        ? shown
        : shown.filter(
            (task) =>
              (weekday === null || runsOn(task.days, weekday)) &&
              (nowPart === null || task.part === undefined || task.part === nowPart),
          ),
    [shown, weekday, nowPart],
  );
  // A row being edited stays while it is edited, even once another tab deleted its task.
  const rows = useKeptWhileEdited(visible, openEditors);
  const sections = useMemo(() => sectionsOf(rows), [rows]);
  // Headings only once some task has a part of the day.
  const headed = sections.some((section) => section.part !== undefined);
  // A row moves among the rows of its part; the move is made among all the kid's tasks.
  const moveAmong = useLatestCallback((part: Part | undefined, from: number, to: number) => {
    const rowsOfPart = sections.find((section) => section.part === part)?.tasks ?? [];
    const inAll = (index: number) => shown.findIndex((task) => task === rowsOfPart[index]);
    const [fromAll, toAll] = [inAll(from), inAll(to)];
    if (fromAll < 0 || toAll < 0) return;
    board.send({ type: 'task.move', kidId: kid.id, tasks: [...shown], from: fromAll, to: toAll });
  });
  // One move function per part for the column's life, so memoized rows are not re-rendered.
  const moves = useMemo(
    () =>
      new Map(
        [undefined, ...PARTS].map((part) => [
          part,
          (from: number, to: number) => moveAmong(part, from, to),
        ]),
      ),
    [moveAmong],
  );
  // Dragging counts rows down the whole column; a drop onto another part is not a move.
  const flatIndex = (section: Section, index: number) =>
    sections.slice(0, sections.indexOf(section)).reduce((n, s) => n + s.tasks.length, 0) + index;
  const { itemProps } = useDragReorder(
    useLatestCallback((from: number, to: number) => {
      const flat = sections.flatMap((section) => section.tasks.map(() => section));
      const [fromSection, toSection] = [flat[from], flat[to]];
      if (!fromSection || fromSection !== toSection) return;
      const start = flatIndex(fromSection, 0);
      moveAmong(fromSection.part, from - start, to - start);
    }),
  );

  return (
    <section
      className={`kid-column${cheering ? ' kid-column--done' : ''}`}
      aria-labelledby={headingId}
      style={kidStyle(kid.color)}
    >
      <div className="kid-column__header">
        <div className="kid-column__who">
          <span className="kid-column__emoji" aria-hidden="true">
            {kid.emoji}
          </span>
          <h2 id={headingId} className="kid-column__name">
            {kid.name}
          </h2>
        </div>
        {removed && (
          <p className="kid-column__away" role="status">
            Removed from the family on another device: save or close the title being edited.
          </p>
        )}
        {isDay && <AwayNote kidId={kid.id} date={date} />}
        {isDay && (
          <div className="kid-column__status">
            {tasks !== null && total > 0 && (
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
            <KidStarsBadge kidId={kid.id} />
            {!tickOnly && (
              <input
                className="tick tick--all"
                type="checkbox"
                aria-label="Mark all as complete"
                title="Mark all as complete"
                checked={isAllDone(shown)}
                disabled={shown.length === 0}
                onChange={() =>
                  board.send({ type: 'kid.toggleAll', kidId: kid.id, tasks: [...shown] })
                }
              />
            )}
          </div>
        )}
      </div>
      {tasks === null ? (
        <div className="kid-column__body">
          <p className="kid-column__message">Loading…</p>
        </div>
      ) : (
        <div className="kid-column__body">
          {cheering && <Celebration name={kid.name} />}
          {isDay && <StreakCheer kidId={kid.id} name={kid.name} />}
          {!tickOnly && rows.length > 0 && (
            <span id={moveHintId} hidden>
              Alt and the up or down arrow move it.
            </span>
          )}
          {rows.length === 0 ? (
            <p className="kid-column__message">
              {isDay
                ? nowPart !== null && shown.length > 0
                  ? `Nothing for the ${partName(nowPart).toLowerCase()}.`
                  : tickOnly
                    ? 'Nothing to do today!'
                    : 'No tasks yet. Add one above!'
                : weekday !== null && shown.length > 0
                  ? `Nothing on ${weekdayName(weekday)}s.`
                  : 'No routine yet. Add a task above!'}
            </p>
          ) : (
            <ul className="task-list">
              {/* Headings and rows side by side, so a row keeps its state when its part changes. */}
              {sections.flatMap((section) => [
                ...(headed
                  ? [
                      <li key={`part:${section.part ?? 'any'}`} className="part-heading">
                        <h3 className="part-heading__title">
                          <span aria-hidden="true">{partEmoji(section.part)} </span>
                          {partName(section.part)}
                        </h3>
                      </li>,
                    ]
                  : []),
                ...section.tasks.map((task, index) =>
                  tickOnly ? (
                    KidTaskRow && <KidTaskRow key={task.id} task={task} kidId={kid.id} />
                  ) : (
                    <TaskRow
                      key={task.id}
                      task={task}
                      kidId={kid.id}
                      index={index}
                      count={section.tasks.length}
                      move={moves.get(section.part) ?? NO_MOVE}
                      dragProps={itemProps(flatIndex(section, index))}
                      moveHintId={moveHintId}
                    />
                  ),
                ),
              ])}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
