/** What the Library view derives from the machines' snapshots: small pure functions. */
import { editorOpenFor, openTitleIds, type TitleEditorRef } from '../titleEditor';
import type { SnapshotFrom } from 'xstate';
import type { LibraryContext } from './types';
import type { Kid, LibraryGroup } from '../domain/family';
import { isBlank } from '../domain/text';
import { unsavedEntries } from '../shared/entry';
import type { libraryMachine } from './libraryMachine';
import type { CopyDone } from './types';

type LibrarySnapshot = SnapshotFrom<typeof libraryMachine>;

/** The group new tasks go to: the one picked, or else the first. */
export function pickedGroup(
  picked: string | null,
  groups: readonly LibraryGroup[],
): LibraryGroup | null {
  return groups.find((group) => group.id === picked) ?? groups[0] ?? null;
}

/** A group's name on screen; a stored group may lack one. */
export const groupTitle = (group: LibraryGroup): string => group.title || 'Untitled group';

/** "Added 3 tasks to Ada’s day." */
export function copyNoticeText(notice: CopyDone, kids: readonly Kid[]): string {
  const name = kids.find((kid) => kid.id === notice.kidId)?.name ?? notice.kidId;
  const tasks = notice.count === 1 ? '1 task' : `${notice.count} tasks`;
  const list = notice.target.kind === 'day' ? 'day' : 'routine';
  return `Added ${tasks} to ${name}’s ${list}.`;
}

/** The family whose library this is. */
export const selectFamilyId = (snapshot: LibrarySnapshot): string => snapshot.context.familyId;
export const selectDraft = (snapshot: LibrarySnapshot) => snapshot.context.draft;
export const selectHint = (snapshot: LibrarySnapshot) => snapshot.context.hint;
export const selectPicked = (snapshot: LibrarySnapshot) => snapshot.context.picked;
export const selectGroupName = (snapshot: LibrarySnapshot) => snapshot.context.groupName;
export const selectGroupHint = (snapshot: LibrarySnapshot) => snapshot.context.groupHint;
export const selectIsAddingGroup = (snapshot: LibrarySnapshot) =>
  snapshot.matches({ newGroup: 'adding' });
/** The group whose deletion is asked about or under way. */
export const selectPendingDelete = (snapshot: LibrarySnapshot) => snapshot.context.pendingDelete;
export const selectIsCopying = (snapshot: LibrarySnapshot) => snapshot.matches({ copy: 'copying' });
export const selectError = (snapshot: LibrarySnapshot) => snapshot.context.error;
export const selectNotice = (snapshot: LibrarySnapshot) => snapshot.context.notice;

/**
 * A reload now would lose something typed (docs/design.md "Day changes"): the entry box's text or
 * an entry being saved, waiting or refused, a group's name, or an item being edited.
 */
export function isLibraryBusy(context: LibraryContext): boolean {
  return (
    unsavedEntries(context).length > 0 ||
    !isBlank(context.groupName) ||
    Object.keys(context.editors).length > 0
  );
}

/** The titles being edited in the library, by item or group id. */
export const selectOpenEditors = (snapshot: LibrarySnapshot): readonly string[] =>
  openTitleIds(snapshot.context.editors);
/** The editor open on an item's title or a group's name, or `null` while the title is shown. */
export const selectEditorOf =
  (titleId: string) =>
  (snapshot: LibrarySnapshot): TitleEditorRef | null =>
    editorOpenFor(snapshot.context.editors, titleId);
