import { useSelector } from '@xstate/react';
import type { LibraryGroup } from '../../../machines/domain/family';
import { EntryForm } from '../EntryForm';
import { useFamilyActors } from '../familyActors';
import { nextOrder } from '../../../machines/dayBoard';
import { useLibraryActor } from './libraryActor';
import {
  groupTitle,
  pickedGroup,
  selectDraft,
  selectHint,
  selectPicked,
} from '../../../machines/library';
import { selectGroups } from '../../../machines/listeners';

const NO_GROUPS: readonly LibraryGroup[] = [];

/** The entry box: Enter (or Add) puts the task in the picked group. */
export function LibraryEntryBox() {
  const library = useLibraryActor();
  const { listeners } = useFamilyActors();
  const draft = useSelector(library, selectDraft);
  const hint = useSelector(library, selectHint);
  const picked = useSelector(library, selectPicked);
  const groups = useSelector(listeners, selectGroups) ?? NO_GROUPS;
  const target = pickedGroup(picked, groups);

  return (
    <EntryForm
      className="library-entry"
      draft={draft}
      hint={hint}
      onChange={(value) => library.send({ type: 'entry.change', value })}
      onSubmit={() =>
        library.send({
          type: 'entry.commit',
          to: { groupId: target?.id ?? null, order: nextOrder(target?.items ?? []) },
        })
      }
    >
      {groups.length > 0 && (
        <div className="picker">
          <span className="picker__label" aria-hidden="true">
            To
          </span>
          <div className="picker__kids" role="group" aria-label="Add the task to">
            {groups.map((group) => (
              <button
                key={group.id}
                className="picker__kid library-picker__group"
                type="button"
                aria-pressed={group.id === target?.id}
                onClick={() => library.send({ type: 'picker.pick', groupId: group.id })}
              >
                {groupTitle(group)}
              </button>
            ))}
          </div>
        </div>
      )}
    </EntryForm>
  );
}
