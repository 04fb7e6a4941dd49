// The library machine's context, input and events, and what its actors take and give.

import type { TitleEditorRef, TitleEditorReport } from '../titleEditor';
import type { CalendarDate } from '../calendar';
import type { Part } from '../domain/parts';
import type { EntryContext } from '../shared/entry';
import type { EntryBoxEvent } from '../shared/entryBoxMachine';

/** Where "Add to …" copies a group: a kid's day, or the kid's routine (the templates). */
export type CopyTarget = { kind: 'day'; date: CalendarDate } | { kind: 'templates' };

export interface NewItem {
  familyId: string;
  groupId: string;
  title: string;
  order: number;
}

export interface AddedGroup {
  groupId: string;
  title: string;
}

export interface GroupRef {
  familyId: string;
  groupId: string;
}

export interface CopyRequest extends GroupRef {
  kidId: string;
  target: CopyTarget;
}

/** What a copy did, for the "Added 3 tasks to Ada’s day." notice. */
export interface CopyDone {
  groupId: string;
  kidId: string;
  target: CopyTarget;
  count: number;
}

/**
 * Where a new item goes: its group and its `order` there. `groupId` is the group picked on
 * screen, `null` when there is none yet.
 */
export type EntryPlace = { groupId: string | null; order: number };

export interface LibraryContext extends EntryContext<EntryPlace> {
  familyId: string;
  /** The group new tasks go to; `null` (or a group that is gone) is the first group. */
  picked: string | null;
  /** The "New group name" field. */
  groupName: string;
  groupHint: string | null;
  /** The group whose deletion waits for a yes, or is under way. */
  pendingDelete: string | null;
  notice: CopyDone | null;
  /** The "Add to …" under way: which group, for whom, where. */
  copying: Omit<CopyRequest, 'familyId'> | null;
  /**
   * The title fields open, by item or group id: each an editor the library spawned as its field
   * opened (`spawnedTitleEditor`), which owns what is typed there; a reload would lose them.
   */
  editors: Record<string, TitleEditorRef>;
}

export type LibraryEvent =
  /** The entry box's: `to` is the group a new item goes to, and its order there. */
  | EntryBoxEvent<EntryPlace>
  | { type: 'picker.pick'; groupId: string }
  | { type: 'groupName.change'; value: string }
  | { type: 'library.addGroup' }
  | { type: 'group.askDelete'; groupId: string }
  | { type: 'group.confirmDelete' }
  | { type: 'group.cancelDelete' }
  | { type: 'item.move'; groupId: string; items: ItemOrder[]; from: number; to: number }
  | { type: 'item.delete'; groupId: string; itemId: string }
  /** The part of the day a group's tasks go to when it is added (`null`: any time). */
  | { type: 'group.part'; groupId: string; part: Part | null }
  /** An item's picture chosen in the library (`null`: none of its own). */
  | { type: 'item.picture'; groupId: string; itemId: string; picture: string | null }
  | { type: 'group.addToDay'; groupId: string; kidId: string; date: CalendarDate }
  | { type: 'group.addToRoutine'; groupId: string; kidId: string }
  /** A title field opens: an item's (`itemId`), or else the group's name; spawned once. */
  | { type: 'editor.open'; groupId: string; itemId?: string; title: string }
  /** What an open editor tells the library (an emptied item's title). */
  | TitleEditorReport
  /** An editor is done (its field closed): the library stops it. */
  | { type: `xstate.done.actor.edit.${string}`; actorId: string }
  | { type: 'store.failed'; error: unknown }
  | { type: 'error.dismiss' };

export interface ItemOrder {
  id: string;
  order: number;
}

/** The picture to write on one item of a group (`null`: take it off). */
export interface ItemPicture extends GroupRef {
  itemId: string;
  picture: string | null;
}

/** The group's items in screen order, and the row that moved from `from` to `to`. */
export interface ItemMove extends GroupRef {
  items: ItemOrder[];
  from: number;
  to: number;
}

/** Emitted as what is typed or open changes: a reload now would lose it while `busy`. */
export interface LibraryActivity {
  type: 'activity.changed';
  source: 'library';
  busy: boolean;
}
