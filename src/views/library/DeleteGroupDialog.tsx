import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { LibraryGroup } from '../../../machines/domain/family';
import { useFamilyActors } from '../familyActors';
import { useLibraryActor } from './libraryActor';
import { groupTitle, selectPendingDelete } from '../../../machines/library';
import { selectGroups } from '../../../machines/listeners';

/** "Delete “Morning”?": asks before a group goes, and says where its tasks stay. */
export function DeleteGroupDialog() {
  const library = useLibraryActor();
  const { listeners } = useFamilyActors();
  const pendingDelete = useSelector(library, selectPendingDelete);
  const groups = useSelector(listeners, selectGroups);
  const group = groups?.find((candidate) => candidate.id === pendingDelete);
  if (!pendingDelete || !group) return null;
  return <ConfirmDelete group={group} />;
}

function ConfirmDelete({ group }: { group: LibraryGroup }) {
  const library = useLibraryActor();
  const titleId = useId();
  const textId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const cancel = () => library.send({ type: 'group.cancelDelete' });
  const count = group.items.length;
  const text =
    count === 0
      ? 'It has no tasks yet. No day or routine changes.'
      : `${count === 1 ? 'Its task is' : `Its ${count} tasks are`} removed from the library, not from any day or routine.`;

  // Focus starts on the safe answer, and goes back where it was (or to the page's heading).
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    keepRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
      else document.getElementById('library-heading')?.focus();
    };
  }, []);

  // A small focus trap: Tab cycles between the two answers; Escape keeps the group.
  function handleKey(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      const next = document.activeElement === keepRef.current ? deleteRef : keepRef;
      next.current?.focus();
    }
  }

  return (
    <div className="dialog-backdrop" onClick={cancel}>
      <div
        className="card dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={handleKey}
      >
        <h2 id={titleId} className="dialog__title">
          Delete “{groupTitle(group)}”?
        </h2>
        <p id={textId} className="dialog__text">
          {text}
        </p>
        <div className="dialog__actions">
          <button ref={keepRef} className="button button--soft" type="button" onClick={cancel}>
            Keep it
          </button>
          <button
            ref={deleteRef}
            className="button button--primary"
            type="button"
            onClick={() => library.send({ type: 'group.confirmDelete' })}
          >
            Delete the group
          </button>
        </div>
      </div>
    </div>
  );
}
