import { fromPromise, type AnyActorRef, type MachineImplementationsFrom } from 'xstate';
import { spawnedTitleEditor, type TitleSave } from '../../../machines/titleEditor';
import { DEFAULT_TASK_ORDER } from '../../../machines/constants';
import { parseLibrary, parseTaskMap, type LibraryGroup } from '../../../machines/domain/family';
import { suggestPicture } from '../../../machines/domain/pictures';
import type { Part } from '../../../machines/domain/parts';
import { orderUpdate } from '../../../machines/domain/reorder';
import type {
  AddedGroup,
  CopyDone,
  CopyRequest,
  CopyTarget,
  GroupRef,
  ItemMove,
  ItemPicture,
  libraryMachine,
  ItemOrder,
  NewItem,
} from '../../../machines/library';
import { StoreError } from '../../store/errors';
import type { Store } from '../../store/port';
import { readOnce } from '../../store/readOnce';
import { newPushId } from '../../store/pushId';
import { libraryGroupPart, libraryItemPicture, runIntent } from '../effects/intents';
import { refuseLongText } from '../effects/limits';
import { reportTo, writing } from '../effects/writing';
import { libraryPath, listsPath } from '../storePaths';

export const libraryGroupPath = (familyId: string, groupId: string) =>
  `${libraryPath(familyId)}/${groupId}`;
export const libraryItemsPath = (familyId: string, groupId: string) =>
  `${libraryGroupPath(familyId, groupId)}/items`;
export const libraryItemPath = (familyId: string, groupId: string, itemId: string) =>
  `${libraryItemsPath(familyId, groupId)}/${itemId}`;

/** A new group, as the data layout has it: a title and no items (`0`). */
export function newGroupValue(title: string) {
  return { title, items: 0 };
}

/** One past the highest `order` in a list, or the default for an empty one. */
export function nextOrderAfter(items: readonly ItemOrder[]): number {
  return items.length === 0 ? DEFAULT_TASK_ORDER : Math.max(...items.map((item) => item.order)) + 1;
}

/** Where a kid's list lies below `lists`: the day's (`{date}/{kid}`) or the routine's. */
export function kidListKey(kidId: string, target: CopyTarget): string {
  return target.kind === 'day' ? `${target.date}/${kidId}` : `templates/${kidId}`;
}

/**
 * The multi-path update, relative to `families/{family}/lists`, that copies every item of a
 * group into a kid's day (not done) or routine as new tasks, after the kid's existing ones.
 */
export function copyGroupUpdate(
  group: LibraryGroup,
  kidId: string,
  target: CopyTarget,
  existingTasks: readonly ItemOrder[],
  newId: () => string,
): Record<
  string,
  { title: string; order: number; completed?: false; part?: Part; picture?: string }
> {
  const first = nextOrderAfter(existingTasks);
  const list = kidListKey(kidId, target);
  return Object.fromEntries(
    group.items.map((item, index) => {
      const order = first + index;
      const task =
        target.kind === 'day'
          ? { title: item.title, completed: false as const, order }
          : { title: item.title, order };
      // The item's own picture; one without gets the one its title suggests, if any.
      const picture = item.picture ?? suggestPicture(item.title);
      return [
        `${list}/${newId()}`,
        { ...task, ...(group.part && { part: group.part }), ...(picture && { picture }) },
      ];
    }),
  );
}

/** Copies a group into a kid's day or routine; a failure rejects as a typed store error. */
async function copyGroup(store: Store, input: CopyRequest): Promise<CopyDone> {
  const { familyId, groupId, kidId, target } = input;
  const groupPath = libraryGroupPath(familyId, groupId);
  const stored = await readOnce(store, groupPath);
  const [group] = stored === null ? [] : parseLibrary({ [groupId]: stored });
  if (!group) {
    throw new StoreError('GROUP_NOT_FOUND', 'This group is no longer in the library.', groupPath);
  }
  if (group.items.length === 0) {
    throw new StoreError('EMPTY_GROUP', 'This group has no tasks to add yet.', groupPath);
  }
  const kidList = `${listsPath(familyId)}/${kidListKey(kidId, target)}`;
  const existing = parseTaskMap(await readOnce(store, kidList));
  const update = copyGroupUpdate(group, kidId, target, existing, newPushId);
  await writing(listsPath(familyId), store.update(listsPath(familyId), update));
  return { groupId, kidId, target, count: group.items.length };
}

/** Everything the library machine names, done on the store. */
export function createLibraryEffects(store: Store) {
  return {
    actors: {
      addItem: fromPromise<string, NewItem>(async ({ input }) => {
        const path = libraryItemPath(input.familyId, input.groupId, newPushId());
        refuseLongText(input.title, 'title', path);
        await writing(path, store.set(path, { title: input.title, order: input.order }));
        return input.title;
      }),
      addGroup: fromPromise<AddedGroup, { familyId: string; title: string }>(async ({ input }) => {
        const path = libraryPath(input.familyId);
        refuseLongText(input.title, 'name', path);
        const groupId = await writing(path, store.push(path, newGroupValue(input.title)));
        return { groupId, title: input.title };
      }),
      deleteGroup: fromPromise<void, GroupRef>(async ({ input }) => {
        const path = libraryGroupPath(input.familyId, input.groupId);
        await writing(path, store.remove(path));
      }),
      copyGroup: fromPromise<CopyDone, CopyRequest>(({ input }) => copyGroup(store, input)),
    },
    actions: {
      writeOrder: ({ self }: { self: AnyActorRef }, params: ItemMove) => {
        const path = libraryItemsPath(params.familyId, params.groupId);
        const update = orderUpdate(params.items, params.from, params.to);
        if (Object.keys(update).length === 0) return;
        store.update(path, update).catch(reportTo(self, path));
      },
      deleteItem: ({ self }: { self: AnyActorRef }, params: GroupRef & { itemId: string }) => {
        const path = libraryItemPath(params.familyId, params.groupId, params.itemId);
        store.remove(path).catch(reportTo(self, path));
      },
      writeItemPicture: ({ self }: { self: AnyActorRef }, params: ItemPicture) => {
        const itemPath = libraryItemPath(params.familyId, params.groupId, params.itemId);
        // Only onto an item still there: a picture alone is not an item (the rules refuse it).
        Promise.resolve()
          .then(() => runIntent(store, itemPath, libraryItemPicture(params.picture)))
          .catch(reportTo(self, `${itemPath}/picture`));
      },
      writeGroupPart: (
        { self }: { self: AnyActorRef },
        params: GroupRef & { part: Part | null },
      ) => {
        const path = libraryGroupPath(params.familyId, params.groupId);
        // Only onto a group still there, once the action that asked for it has returned (a
        // transaction runs a machine of its own).
        Promise.resolve()
          .then(() => runIntent(store, path, libraryGroupPart(params.part)))
          .then((result) => {
            if (!result.committed) {
              throw new StoreError(
                'GROUP_NOT_FOUND',
                'This group is no longer in the library.',
                path,
              );
            }
          })
          .catch(reportTo(self, path));
      },
    },
  };
}

/** The library's title editors' effect: an item's title, or a group's name. */
export function createLibraryTitleEffects(store: Store) {
  return {
    saveTitle: fromPromise<void, TitleSave>(async ({ input }) => {
      const { subject, title } = input;
      if (subject.kind === 'task') throw new Error('The library edits only its own titles.');
      const path =
        subject.kind === 'item'
          ? `${libraryItemPath(subject.familyId, subject.groupId, subject.itemId)}/title`
          : `${libraryGroupPath(subject.familyId, subject.groupId)}/title`;
      refuseLongText(title, subject.kind === 'item' ? 'title' : 'name', path);
      await writing(path, store.set(path, title));
    }),
  };
}

/** Everything the library machine names. */
export function createLibraryImplementations(store: Store) {
  const effects = createLibraryEffects(store);
  return {
    ...effects,
    actors: {
      ...effects.actors,
      titleEditor: spawnedTitleEditor.provide({ actors: createLibraryTitleEffects(store) }),
    },
  } satisfies MachineImplementationsFrom<typeof libraryMachine>;
}
