import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { LibraryGroup } from '../../../machines/domain/family';
import { groupTitle, selectEditorOf } from '../../../machines/library';
import {
  selectEditorDraft,
  selectEditorError,
  selectEditorHint,
  selectIsEditorSaving,
  type TitleEditorRef,
} from '../../../machines/titleEditor';
import { errorHeadline } from '../errorMessages';
import { InlineEditField } from '../InlineEditField';
import { useLibraryActor } from './libraryActor';

/** The group's name, with Rename (a field: Enter or leaving saves, Escape cancels) and Delete. */
export function GroupHeader({ group, headingId }: { group: LibraryGroup; headingId: string }) {
  const library = useLibraryActor();
  // The library spawns the name's editor as Rename is pressed, and stops it as the field closes.
  const selectEditor = useMemo(() => selectEditorOf(group.id), [group.id]);
  const editor = useSelector(library, selectEditor);
  const renaming = editor !== null;
  const title = groupTitle(group);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);

  // When the field closes with nothing else focused (Enter, Escape), focus returns to Rename.
  useEffect(() => {
    if (wasRenaming.current && !renaming) {
      const active = document.activeElement;
      if (!active || active === document.body) renameButton.current?.focus();
    }
    wasRenaming.current = renaming;
  }, [renaming]);

  return (
    <div className="kid-column__header group-column__header">
      <span className="kid-column__emoji" aria-hidden="true">
        📋
      </span>
      {/* The heading names the column, so it stays (for screen readers) while renaming. */}
      <h2 id={headingId} className={renaming ? 'visually-hidden' : 'kid-column__name'}>
        {title}
      </h2>
      {editor ? (
        <GroupNameField editor={editor} />
      ) : (
        <div className="group-column__tools">
          <button
            ref={renameButton}
            className="icon-button"
            type="button"
            aria-label={`Rename ${title}`}
            title="Rename"
            onClick={() =>
              library.send({ type: 'editor.open', groupId: group.id, title: group.title })
            }
          >
            <span aria-hidden="true">✏️</span>
          </button>
          <button
            className="icon-button icon-button--danger"
            type="button"
            aria-label={`Delete group ${title}`}
            title="Delete group"
            onClick={() => library.send({ type: 'group.askDelete', groupId: group.id })}
          >
            <span aria-hidden="true">🗑️</span>
          </button>
        </div>
      )}
    </div>
  );
}

/** The name being edited: a blank name is refused with a hint; a failed save keeps the text. */
function GroupNameField({ editor }: { editor: TitleEditorRef }) {
  const draft = useSelector(editor, selectEditorDraft);
  const hint = useSelector(editor, selectEditorHint);
  const error = useSelector(editor, selectEditorError);
  const saving = useSelector(editor, selectIsEditorSaving);
  return (
    <InlineEditField
      label="Group name"
      kind="name"
      value={draft}
      problem={hint ?? (error && `${errorHeadline(error.code)} (${error.code})`)}
      busy={saving}
      className="group-column__rename"
      fieldClassName="group-column__name-input"
      problemClassName="group-column__hint"
      onChange={(value) => editor.send({ type: 'title.change', value })}
      onCommit={() => editor.send({ type: 'edit.commit' })}
      onCancel={() => editor.send({ type: 'edit.cancel' })}
    />
  );
}
