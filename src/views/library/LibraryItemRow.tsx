import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Task } from '../../../machines/domain/family';
import { pictureName, suggestPicture } from '../../../machines/domain/pictures';
import { selectEditorOf } from '../../../machines/library';
import { PictureButtons } from '../PicturePicker';
import { TaskTitleField } from '../TaskTitleField';
import type { useDragReorder } from '../useDragReorder';
import { useLibraryActor } from './libraryActor';

/** What `useDragReorder` gives each row. */
type DragProps = ReturnType<ReturnType<typeof useDragReorder>['itemProps']>;

/**
 * A task in a group: its picture (tapped, the pictures to choose from), its title (double-click,
 * Enter or F2 to edit; emptied, it is deleted), "Move up" / "Move down" (or drag), and Delete.
 */
export function LibraryItemRow({
  groupId,
  item,
  index,
  count,
  onMove,
  dragProps,
}: {
  groupId: string;
  item: Task;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  dragProps: DragProps;
}) {
  const library = useLibraryActor();
  // The library spawns the title's editor as the field opens, and stops it as it closes.
  const selectEditor = useMemo(() => selectEditorOf(item.id), [item.id]);
  const editor = useSelector(library, selectEditor);
  const editing = editor !== null;
  const openEditor = () =>
    library.send({ type: 'editor.open', groupId, itemId: item.id, title: item.title });
  const rowRef = useRef<HTMLLIElement>(null);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const focusAfterMove = useRef<'up' | 'down' | null>(null);
  const [picking, setPicking] = useState(false);
  const picturesId = useId();
  // What "Add to …" will give the task: the item's own picture, or its title's suggestion.
  const suggested = item.picture === undefined ? suggestPicture(item.title) : undefined;
  const shown = item.picture ?? suggested ?? null;
  const isFirst = index === 0;
  const isLast = index === count - 1;

  // When the field closes with nothing else focused (Enter, Escape), focus returns to the row.
  useEffect(() => {
    if (wasEditing.current && !editing) {
      const active = document.activeElement;
      if (!active || active === document.body) rowRef.current?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);

  // A moved row keeps the focus on its arrow (or on the other one at either end).
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (wanted === null) return;
    focusAfterMove.current = null;
    const preferred = wanted === 'up' ? upRef.current : downRef.current;
    const other = wanted === 'up' ? downRef.current : upRef.current;
    (preferred && !preferred.disabled ? preferred : other)?.focus();
  }, [index]);

  function move(direction: 'up' | 'down') {
    focusAfterMove.current = direction;
    onMove(index, direction === 'up' ? index - 1 : index + 1);
  }

  function handleRowKey(event: KeyboardEvent<HTMLLIElement>) {
    if (event.target !== event.currentTarget || editing) return;
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      openEditor();
    }
  }

  return (
    <li
      ref={rowRef}
      className={`task-row library-row${editing ? ' task-row--editing' : ''}`}
      tabIndex={0}
      onKeyDown={handleRowKey}
      {...(editing ? {} : dragProps)}
    >
      <span className="library-row__grip" aria-hidden="true">
        ⠿
      </span>
      <button
        className={`library-row__picture${shown === null ? ' library-row__picture--none' : ''}`}
        type="button"
        aria-expanded={picking}
        aria-controls={picturesId}
        aria-label={`Picture for ${item.title}: ${
          shown === null ? 'none' : `${pictureName(shown)}${suggested ? ', suggested' : ''}`
        }`}
        onClick={() => setPicking((was) => !was)}
      >
        <span aria-hidden="true">{shown ?? '🖼️'}</span>
      </button>
      {editor ? (
        <TaskTitleField editor={editor} />
      ) : (
        <span className="task-row__title" onDoubleClick={openEditor}>
          {item.title}
        </span>
      )}
      <div className="library-row__actions">
        <button
          ref={upRef}
          className="round-button"
          type="button"
          aria-label={`Move ${item.title} up`}
          disabled={isFirst}
          onClick={() => move('up')}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          ref={downRef}
          className="round-button"
          type="button"
          aria-label={`Move ${item.title} down`}
          disabled={isLast}
          onClick={() => move('down')}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          className="round-button round-button--danger"
          type="button"
          aria-label={`Delete ${item.title}`}
          onClick={() => library.send({ type: 'item.delete', groupId, itemId: item.id })}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      {picking && (
        <div id={picturesId} className="library-row__pictures">
          <PictureButtons
            picture={item.picture ?? null}
            label={`Pictures for ${item.title}`}
            onPick={(picture) => {
              library.send({ type: 'item.picture', groupId, itemId: item.id, picture });
              setPicking(false);
            }}
          />
        </div>
      )}
    </li>
  );
}
