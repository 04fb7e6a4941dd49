import type { Task } from '../../../machines/domain/family';
import { titleEditorMachine } from '../../../machines/titleEditor';
import { useProvidedMachine } from '../useProvidedMachine';
import { useTitleEditor } from '../useTitleEditor';
import {
  createGroupNameEditorImplementations,
  createLibraryItemEditorImplementations,
} from './libraryEffects';
import type { LibraryActor } from './useLibrary';

/**
 * One library row's title editor: the title editor the Day view's rows use too, saving at
 * `lists/library/{group}/items/{item}/title`. An emptied title deletes the item; while the
 * field is open the library knows, so a reload waits.
 */
export function useLibraryItemEditor(
  library: LibraryActor,
  where: { familyId: string; groupId: string },
  item: Task,
) {
  const { groupId } = where;
  const itemId = item.id;
  const logic = useProvidedMachine(titleEditorMachine, ({ store }) =>
    createLibraryItemEditorImplementations(store, { ...where, itemId }),
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
  const logic = useProvidedMachine(titleEditorMachine, ({ store }) =>
    createGroupNameEditorImplementations(store, where),
  );
  return useTitleEditor(
    logic,
    { title, emptyHint: 'A group needs a name.' },
    {
      onOpenChange: (open) =>
        library.send({
          type: open ? 'editor.opened' : 'editor.closed',
          editorId: where.groupId,
        }),
    },
  );
}
