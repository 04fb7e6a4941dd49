import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { LibraryGroup } from '../../../machines/domain/family';
import { groupTitle, selectFamilyId } from '../../../machines/library';
import {
  selectEditorDraft,
  selectEditorError,
  selectEditorHint,
  selectIsEditorOpen,
  selectIsEditorSaving,
} from '../../../machines/titleEditor';
import { useGroupNameEditor } from '../../app/library/useLibraryItemEditor';
import { errorHeadline } from '../errorMessages';
import { InlineEditField } from '../InlineEditField';
import { useLibraryActor } from './libraryActor';

/** The group's name, with Rename (a field: Enter or leaving saves, Escape cancels) and Delete. */
export function GroupHeader({ group, headingId }: { group: LibraryGroup; headingId: string }) {
  const library = useLibraryActor();
  const familyId = useSelector(library, selectFamilyId);
  const editor = useGroupNameEditor(library, { familyId, groupId: group.id }, group.title);
  const renaming = useSelector(editor, selectIsEditorOpen);
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
      {renaming ? (
        <GroupNameField editor={editor} />
      ) : (
        <div className="group-column__tools">
          <button
            ref={renameButton}
            className="icon-button"
            type="button"
            aria-label={`Rename ${title}`}
            title="Rename"
            onClick={() => editor.send({ type: 'task.edit' })}
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
function GroupNameField({ editor }: { editor: ReturnType<typeof useGroupNameEditor> }) {
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
