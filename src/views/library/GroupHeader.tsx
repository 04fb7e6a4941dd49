import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { LibraryGroup } from '../../../machines/domain/family';
import { InlineEditField } from '../InlineEditField';
import { useLibraryActor } from './libraryActor';
import { groupTitle, selectIsSavingName, selectRename } from '../../../machines/library';

/** The group's name, with Rename (a field: Enter or leaving saves, Escape cancels) and Delete. */
export function GroupHeader({ group, headingId }: { group: LibraryGroup; headingId: string }) {
  const library = useLibraryActor();
  const rename = useSelector(library, selectRename);
  const saving = useSelector(library, selectIsSavingName);
  const renaming = rename?.groupId === group.id;
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
      {renaming && rename ? (
        <GroupNameField draft={rename.draft} hint={rename.hint} saving={saving} />
      ) : (
        <div className="group-column__tools">
          <button
            ref={renameButton}
            className="icon-button"
            type="button"
            aria-label={`Rename ${title}`}
            title="Rename"
            onClick={() =>
              library.send({ type: 'group.startRename', groupId: group.id, title: group.title })
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

function GroupNameField({
  draft,
  hint,
  saving,
}: {
  draft: string;
  hint: string | null;
  saving: boolean;
}) {
  const library = useLibraryActor();
  return (
    <InlineEditField
      label="Group name"
      kind="name"
      value={draft}
      problem={hint}
      busy={saving}
      className="group-column__rename"
      fieldClassName="group-column__name-input"
      problemClassName="group-column__hint"
      onChange={(value) => library.send({ type: 'rename.change', value })}
      onCommit={() => library.send({ type: 'group.rename' })}
      onCancel={() => library.send({ type: 'rename.cancel' })}
    />
  );
}
