import { useMemo } from 'react';
import type { Task } from '../../../machines/domain/family';
import { taskEditorMachine } from '../../../machines/taskEditor';
import { useAppServices } from '../appServices';
import { useTitleEditor } from '../useTitleEditor';
import { createGroupNameEditorEffects, createLibraryItemEditorEffects } from './libraryEffects';
import type { LibraryActor } from './useLibrary';

/**
 * One library row's title editor: the Day view's task editor, saving at
 * `lists/library/{group}/items/{item}/title`. An emptied title deletes the item; while the
 * field is open the library knows, so a reload waits.
 */
export function useLibraryItemEditor(
  library: LibraryActor,
  where: { familyId: string; groupId: string },
  item: Task,
) {
  const { store } = useAppServices();
  const { familyId, groupId } = where;
  const itemId = item.id;
  const logic = useMemo(
    () =>
      taskEditorMachine.provide({
        actors: createLibraryItemEditorEffects(store, { familyId, groupId, itemId }),
      }),
    [store, familyId, groupId, itemId],
  );
  return useTitleEditor(
    logic,
    { title: item.title },
    {
      onEmptied: () => library.send({ type: 'item.delete', groupId, itemId }),
      onOpenChange: (open) =>
        library.send({ type: open ? 'editor.opened' : 'editor.closed', editorId: itemId }),
    },
  );
}

/** A group's name editor: the same editor, saving at `lists/library/{group}/title`; never empty. */
export function useGroupNameEditor(
  library: LibraryActor,
  where: { familyId: string; groupId: string },
  title: string,
) {
  const { store } = useAppServices();
  const { familyId, groupId } = where;
  const logic = useMemo(
    () =>
      taskEditorMachine.provide({
        actors: createGroupNameEditorEffects(store, { familyId, groupId }),
      }),
    [store, familyId, groupId],
  );
  return useTitleEditor(
    logic,
    { title, emptyHint: 'A group needs a name.' },
    {
      onOpenChange: (open) =>
        library.send({ type: open ? 'editor.opened' : 'editor.closed', editorId: groupId }),
    },
  );
}
