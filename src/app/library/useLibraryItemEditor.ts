import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { Task } from '../../../machines/domain/family';
import { taskEditorMachine } from '../../../machines/taskEditor';
import { useAppServices } from '../appServices';
import { createLibraryItemEditorEffects } from './libraryEffects';
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
  const { store, inspect } = useAppServices();
  const { familyId, groupId } = where;
  const itemId = item.id;
  const logic = useMemo(
    () =>
      taskEditorMachine.provide({
        actors: createLibraryItemEditorEffects(store, { familyId, groupId, itemId }),
      }),
    [store, familyId, groupId, itemId],
  );
  const editor = useActorRef(logic, { input: { title: item.title }, inspect });

  useEffect(() => {
    const emptied = editor.on('task.emptied', () =>
      library.send({ type: 'item.delete', groupId, itemId }),
    );
    return () => emptied.unsubscribe();
  }, [editor, library, groupId, itemId]);

  useEffect(() => {
    editor.send({ type: 'task.titleChanged', title: item.title });
  }, [editor, item.title]);

  useEffect(() => {
    let open = false;
    const follow = (snapshot: ReturnType<typeof editor.getSnapshot>) => {
      const nowOpen = !snapshot.matches('viewing');
      if (nowOpen === open) return;
      open = nowOpen;
      library.send({ type: nowOpen ? 'editor.opened' : 'editor.closed', itemId });
    };
    const subscription = editor.subscribe(follow);
    return () => {
      subscription.unsubscribe();
      if (open) library.send({ type: 'editor.closed', itemId });
    };
  }, [editor, library, itemId]);

  return editor;
}
