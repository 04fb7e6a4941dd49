import { useSelector } from '@xstate/react';
import { memo, useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import type { Task } from '../../machines/domain/family';
import { useList } from './listContext';
import { isDone, selectEditorOf } from '../../machines/dayBoard';
import { ScheduleButton, ScheduleSummary, useScheduleToggle } from './ScheduleEditor';
import { LoadProblem } from './LoadProblem';
import { rowPanel, titleField } from './rowPanel';
import { reachesTodayOnlyOnYes } from './TodayOffer';
import { useFamilyActors } from './familyActors';
import { toggleDay } from '../../machines/domain/schedule';
import { selectIsEditorOpen, type TitleEditorRef } from '../../machines/titleEditor';
import {
  laterChangeDetail,
  laterChangeWords,
  type LaterChange,
} from '../../machines/domain/corrections';
import { whenText } from './whenText';
import type { DragItemProps } from './useDragReorder';

interface TaskRowProps {
  task: Task;
  kidId: string;
  /** Where the row stands in its column. */
  index: number;
  count: number;
  /** Moves a row of the column; the same function on every render. */
  move: (from: number, to: number) => void;
  dragProps: DragItemProps;
  /** The column's hidden words saying how to move a row. */
  moveHintId: string;
}

/**
 * A row: a round tick (on a day), the picture, the title (double-click, Enter or F2 to edit),
 * and one compact button opening the row's panel (rename, move, delete, days, part, picture);
 * with a mouse a delete cross also shows on hover. Alt+↑ / Alt+↓ or dragging moves it.
 * Memoized: its props stay the same objects until its own task changes, so a tick elsewhere
 * does not re-render it. Its title's editor runs only while the title is edited: a day of a
 * hundred rows starts no machine for them.
 */
export const TaskRow = memo(function TaskRow({
  task,
  kidId,
  index,
  count,
  move,
  dragProps,
  moveHintId,
}: TaskRowProps) {
  const { kind, board } = useList();
  const { listeners } = useFamilyActors();
  // The board spawns the title's editor as the field opens, and stops it as it closes.
  const selectEditor = useMemo(() => selectEditorOf(task.id), [task.id]);
  const editor = useSelector(board, selectEditor);
  const editing = editor !== null;
  const openEditor = () => board.send({ type: 'editor.open', kidId, task });
  const schedule = useScheduleToggle();
  const titleId = useId();
  const rowRef = useRef<HTMLLIElement>(null);
  const wasEditing = useRef(false);
  const refocusAfterMove = useRef(false);
  const done = isDone(task);

  // When the field closes with nothing else focused (Enter, Escape), focus returns to the row.
  useEffect(() => {
    if (wasEditing.current && !editing) {
      const active = document.activeElement;
      if (!active || active === document.body) rowRef.current?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);

  function handleRowKey(event: KeyboardEvent<HTMLLIElement>) {
    if (event.target !== event.currentTarget || editing) return;
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      openEditor();
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const to = index + (event.key === 'ArrowUp' ? -1 : 1);
      if (to >= 0 && to < count) {
        refocusAfterMove.current = true;
        move(index, to);
      }
    }
  }

  // Moving a row in the page can drop its focus: give it back, so Alt+↑ can be pressed again.
  useEffect(() => {
    if (!refocusAfterMove.current) return;
    refocusAfterMove.current = false;
    rowRef.current?.focus();
  }, [index]);

  const routine = kind === 'routine';
  const deleteTask = (repeat: boolean) => board.send({ type: 'task.delete', kidId, task, repeat });
  // Days changed to take in today's weekday, once today has its routine: today may get it too.
  const offerToday = (days: string | undefined) => {
    const today = board.getSnapshot().context.date;
    const day = listeners.getSnapshot().context.day;
    if (reachesTodayOnlyOnYes(day, today, task.days)) return;
    if (!reachesTodayOnlyOnYes(day, today, days)) return;
    board.send({
      type: 'today.offer',
      task: {
        kidId,
        title: task.title,
        ...(task.part && { part: task.part }),
        ...(task.picture && { picture: task.picture }),
      },
    });
  };
  const moveBy = (step: -1 | 1) => {
    const to = index + step;
    return to >= 0 && to < count ? () => move(index, to) : undefined;
  };

  return (
    <li
      ref={rowRef}
      className={`task-row task-row--${kind}${done ? ' task-row--done' : ''}${editing ? ' task-row--editing' : ''}`}
      tabIndex={0}
      aria-describedby={moveHintId}
      onKeyDown={handleRowKey}
      {...(editing ? {} : dragProps)}
    >
      {kind === 'day' && (
        <input
          className="tick"
          type="checkbox"
          aria-label="Mark (in)complete"
          aria-describedby={editing ? undefined : titleId}
          checked={done}
          onChange={(event) =>
            board.send({
              type: 'task.toggle',
              kidId,
              taskId: task.id,
              done: event.target.checked,
            })
          }
        />
      )}
      {task.picture !== undefined && (
        <span className="task-row__picture" aria-hidden="true">
          {task.picture}
        </span>
      )}
      {editor ? (
        <TitleEditing editor={editor} title={task.title} titleId={titleId} />
      ) : (
        <span className="task-row__text">
          <span id={titleId} className="task-row__title" onDoubleClick={openEditor}>
            {task.title}
          </span>
          {routine && <ScheduleSummary task={task} />}
          {!routine && task.later !== undefined && <LaterNote change={task.later} ticked={done} />}
        </span>
      )}
      {!editing && (
        <ScheduleButton
          task={task}
          open={schedule.open}
          panelId={schedule.panelId}
          buttonRef={schedule.buttonRef}
          onClick={schedule.flip}
          routine={routine}
        />
      )}
      {/* With a mouse the cross shows over the row's end on hover (touch: in the panel). */}
      {!schedule.open && (
        <button
          className="round-button round-button--danger task-row__delete"
          type="button"
          aria-label={`Delete ${task.title}`}
          onClick={(event) => deleteTask(event.detail > 1)}
        >
          ✕
        </button>
      )}
      {schedule.open && !editing && (
        <LoadProblem inline>
          <RowPanel
            fallback={<PanelLoading panelId={schedule.panelId} title={task.title} />}
            task={task}
            panelId={schedule.panelId}
            onClose={schedule.close}
            onChange={
              routine
                ? (days) => {
                    board.send({ type: 'task.schedule', kidId, taskId: task.id, days });
                    offerToday(days ?? undefined);
                  }
                : undefined
            }
            onToggleDay={(weekday) => {
              board.send({ type: 'task.toggleDay', kidId, taskId: task.id, weekday });
              offerToday(toggleDay(task.days, weekday));
            }}
            onPart={(part) => board.send({ type: 'task.part', kidId, taskId: task.id, part })}
            onPicture={(picture) =>
              board.send({ type: 'task.picture', kidId, taskId: task.id, picture })
            }
            onEdit={() => {
              schedule.close();
              openEditor();
            }}
            onMove={{ up: moveBy(-1), down: moveBy(1) }}
            onDelete={() => deleteTask(false)}
          />
        </LoadProblem>
      )}
    </li>
  );
});

const { Page: RowPanel } = rowPanel;
const { Page: TaskTitleField } = titleField;

/** Where the row's panel opens, while its code is still on its way (it rarely is). */
function PanelLoading({ panelId, title }: { panelId: string; title: string }) {
  return (
    <div
      id={panelId}
      className="schedule"
      role="group"
      aria-label={`Change ${title}`}
      aria-busy="true"
      data-no-last-frame
    >
      <p>Loading…</p>
    </div>
  );
}

/**
 * The title's field while its editor is open; the title as stored until the field shows (its
 * code comes with the row's panel's, once the page is idle: the field takes the cursor as it
 * shows).
 */
function TitleEditing({
  editor,
  title,
  titleId,
}: {
  editor: TitleEditorRef;
  title: string;
  titleId: string;
}) {
  const open = useSelector(editor, selectIsEditorOpen);
  const stored = (
    <span id={titleId} className="task-row__title">
      {title}
    </span>
  );
  return open ? <TaskTitleField fallback={stored} editor={editor} /> : stored;
}

/** A past day's task put right later: said quietly under its title, in full to a screen reader. */
function LaterNote({ change, ticked }: { change: LaterChange; ticked: boolean }) {
  const detail = laterChangeDetail(change, ticked, whenText(change.at));
  const { what, who } = laterChangeWords(change, ticked);
  return (
    <span className="task-row__later" title={detail}>
      {/* "grown-up" is never split at its hyphen on a narrow phone. */}
      <span aria-hidden="true">
        ✎ {what} <span className="task-row__later-who">{who}</span>
      </span>
      <span className="visually-hidden">{detail}</span>
    </span>
  );
}
