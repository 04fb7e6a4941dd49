/**
 * What the views derive from a board's snapshot and its tasks: small pure functions, so that
 * nothing derived is stored twice and each rule can be tested on its own.
 */
import type { SnapshotFrom } from 'xstate';
import type { CalendarDate } from '../calendar';
import { DEFAULT_TASK_ORDER } from '../constants';
import type { dayBoardMachine } from './dayBoardMachine';
import type { DayList, Kid, Task } from '../domain/family';
import { unsavedEntries, type EntryContext } from '../shared/entry';
import { editorOpenFor, openTitleIds, taskSubjectOf, type TitleEditorRef } from '../titleEditor';
import type { TodayTask } from './types';

type BoardSnapshot = SnapshotFrom<typeof dayBoardMachine>;

const NO_TASKS: readonly Task[] = Object.freeze([]);

// Tasks

export const isDone = (task: Task): boolean => task.completed !== false;

/** How many of a column's tasks are done, and how many there are. */
export function progress(tasks: readonly Task[]): { done: number; total: number } {
  return { done: tasks.filter(isDone).length, total: tasks.length };
}

/** "3 of 5 done". */
export function progressText(tasks: readonly Task[]): string {
  const { done, total } = progress(tasks);
  return `${done} of ${total} done`;
}

/** Toggle-all is checked when every shown task is done (and there is at least one). */
export function isAllDone(tasks: readonly Task[]): boolean {
  return tasks.length > 0 && tasks.every(isDone);
}

/** A new row goes last: one past the highest `order` in the column. */
export function nextOrder(tasks: readonly Task[]): number {
  return tasks.length === 0 ? DEFAULT_TASK_ORDER : Math.max(...tasks.map((task) => task.order)) + 1;
}

/** A kid's tasks on a day (the same empty list every time, so selectors stay stable). */
export function kidTasks(day: DayList | null, kidId: string): readonly Task[] {
  return day?.tasks[kidId] ?? NO_TASKS;
}

// The kid picker (its choice is the app's: one per device, shared by the Day and Routine views)

/** The choice after `kidId` is pressed: everyone again is `null`; nobody is `[]`. */
export function togglePicked(
  picked: readonly string[] | null,
  kidId: string,
  allKidIds: readonly string[],
): string[] | null {
  const current = picked ?? allKidIds;
  const next = current.includes(kidId) ? current.filter((id) => id !== kidId) : [...current, kidId];
  return allKidIds.every((id) => next.includes(id)) ? null : next;
}

/** `null` (nobody chosen on this device yet) means every kid. */
export function isKidPicked(picked: readonly string[] | null, kidId: string): boolean {
  return picked === null || picked.includes(kidId);
}

/** The kids a new task goes to, in column order: picked ∩ kids, or every kid. */
export function pickedKids(picked: readonly string[] | null, kids: readonly Kid[]): Kid[] {
  return kids.filter((kid) => isKidPicked(picked, kid.id));
}

/** What `entry.commit` carries: each picked kid with the order its new row gets. */
export function newTaskTargets(
  picked: readonly string[] | null,
  kids: readonly Kid[],
  day: DayList | null,
): { kidId: string; order: number }[] {
  return pickedKids(picked, kids).map((kid) => ({
    kidId: kid.id,
    order: nextOrder(kidTasks(day, kid.id)),
  }));
}

// Snapshot selectors

export const selectDraft = (snapshot: BoardSnapshot): string => snapshot.context.draft;
export const selectHint = (snapshot: BoardSnapshot): string | null => snapshot.context.hint;
export const selectBoardError = (snapshot: BoardSnapshot) => snapshot.context.error;
/** The task "Undo" would bring back, while it is offered. */
export const selectUndoable = (snapshot: BoardSnapshot): Task | null =>
  snapshot.matches({ undo: 'offered' }) ? (snapshot.context.lastDeleted?.task ?? null) : null;
export const selectFamilyId = (snapshot: BoardSnapshot): string => snapshot.context.familyId;
export const selectBoardDate = (snapshot: BoardSnapshot): CalendarDate => snapshot.context.date;
/** The rows whose title is being edited, by task id. */
export const selectOpenEditors = (snapshot: BoardSnapshot): readonly string[] =>
  openTitleIds(snapshot.context.editors);
const kidsEditing = new WeakMap<object, readonly string[]>();
/**
 * The kids one of whose titles is open on the board (the same list while the editors are), so
 * a kid removed on another device keeps their column until it is saved or let go.
 */
export const selectKidsEditing = (snapshot: BoardSnapshot): readonly string[] => {
  const { editors } = snapshot.context;
  let kids = kidsEditing.get(editors);
  if (!kids) {
    // An editor's subject is given at spawn and never changes: read once per set of editors.
    const ids = Object.values(editors).map(
      (editor) => taskSubjectOf(editor.getSnapshot().context.subject)?.kidId,
    );
    kids = [...new Set(ids.filter((id) => id !== undefined))];
    kidsEditing.set(editors, kids);
  }
  return kids;
};
/** The editor open on a task's title, or `null` while its title is shown. */
export const selectEditorOf =
  (taskId: string) =>
  (snapshot: BoardSnapshot): TitleEditorRef | null =>
    editorOpenFor(snapshot.context.editors, taskId);

/**
 * A reload now would lose something typed: text in the entry box, an entry being saved, waiting
 * or refused, or a row being edited.
 */
export function isBoardBusy(
  context: EntryContext<unknown> & { editors: Record<string, unknown> },
): boolean {
  return unsavedEntries(context).length > 0 || Object.keys(context.editors).length > 0;
}

/** The routine tasks "Add to today as well?" asks about, while it asks; otherwise none. */
export const selectTodayOffer = (snapshot: BoardSnapshot): readonly TodayTask[] =>
  snapshot.matches({ today: 'asking' }) ? snapshot.context.todayOffer : NO_OFFER;
const NO_OFFER: readonly TodayTask[] = Object.freeze([]);
