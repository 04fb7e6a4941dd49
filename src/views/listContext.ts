import { createContext, useContext } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { DayList, Task, Templates } from '../../machines/domain/family';
import type { listenersMachine } from '../../machines/listeners';
import type { Part } from '../../machines/domain/parts';
import type { Weekday } from '../../machines/domain/schedule';
import type { ListKind } from '../app/storePaths';
import type { FamilyActors } from './familyActors';

/** Which kid-keyed list the board parts show: the day in view, or the kids' routines. */
export interface ListView {
  kind: ListKind;
  board: FamilyActors['board'];
  /** The Routine view showing one weekday's routine only ("What Saturday looks like"). */
  weekday?: Weekday | null;
  /** Today's Day view showing only this part of the day ("Now only"), and tasks for any time. */
  nowPart?: Part | null;
  /** Kid mode, or one kid's page: rows can only be ticked, nothing else changes the list. */
  tickOnly?: boolean;
}

export const ListContext = createContext<ListView | null>(null);

export function useList(): ListView {
  const list = useContext(ListContext);
  if (!list) throw new Error('useList needs a Day or Routine view around it.');
  return list;
}

type ListenersSnapshot = SnapshotFrom<typeof listenersMachine>;
const NO_TASKS: readonly Task[] = Object.freeze([]);

/** The routine seen as a list: one wrapper per routine, so a selector gives the same object back. */
const routineLists = new WeakMap<Templates, DayList>();

function routineAsList(templates: Templates): DayList {
  let list = routineLists.get(templates);
  if (list === undefined) {
    list = { seeded: null, tasks: templates };
    routineLists.set(templates, list);
  }
  return list;
}

/** The list's tasks by kid, or `null` while it loads. */
export function selectKidLists(kind: ListKind) {
  return (snapshot: ListenersSnapshot): DayList | null => {
    if (kind === 'day') return snapshot.context.day;
    const templates = snapshot.context.templates;
    return templates === null ? null : routineAsList(templates);
  };
}

/** One kid's tasks in the list, or `null` while it loads. */
export function selectKidTasks(kind: ListKind, kidId: string) {
  const lists = selectKidLists(kind);
  return (snapshot: ListenersSnapshot): readonly Task[] | null => {
    const list = lists(snapshot);
    return list === null ? null : (list.tasks[kidId] ?? NO_TASKS);
  };
}
