import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { Task } from '../../machines/domain/family';
import type { TaskLocation } from '../app/appServices';
import { useTaskEditor } from '../app/useTaskEditor';
import { useFamilyActors } from './familyActors';
import { isDone } from './selectors';
import { TaskTitleField } from './TaskTitleField';

/** A row: a round tick, the title (double-click, Enter or F2 to edit) and a delete cross. */
export function TaskRow({ task, where }: { task: Task; where: TaskLocation }) {
  const { board } = useFamilyActors();
  const editor = useTaskEditor(where, task);
  const editing = useSelector(editor, (snapshot) => !snapshot.matches('viewing'));
  const titleId = useId();
  const rowRef = useRef<HTMLLIElement>(null);
  const wasEditing = useRef(false);
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
      editor.send({ type: 'task.edit' });
    }
  }

  return (
    <li
      ref={rowRef}
      className={`task-row${done ? ' task-row--done' : ''}${editing ? ' task-row--editing' : ''}`}
      tabIndex={0}
      onKeyDown={handleRowKey}
    >
      <input
        className="tick"
        type="checkbox"
        aria-label="Mark (in)complete"
        aria-describedby={editing ? undefined : titleId}
        checked={done}
        onChange={(event) =>
          board.send({
            type: 'task.toggle',
            kidId: where.kidId,
            taskId: where.taskId,
            done: event.target.checked,
          })
        }
      />
      {editing ? (
        <TaskTitleField editor={editor} />
      ) : (
        <span
          id={titleId}
          className="task-row__title"
          onDoubleClick={() => editor.send({ type: 'task.edit' })}
        >
          {task.title}
        </span>
      )}
      <button
        className="task-row__delete"
        type="button"
        aria-label={`Delete ${task.title}`}
        onClick={() => board.send({ type: 'task.delete', kidId: where.kidId, task })}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  );
}
