// The dayBoard machine's context, input and events, and what its actors take and give.

import type { CalendarDate } from '../calendar';
import type { Task } from '../domain/family';
import type { Part } from '../domain/parts';
import type { Weekday } from '../domain/schedule';
import type { EntryContext } from '../shared/entry';
import type { EntryBoxEvent } from '../shared/entryBoxMachine';
import type { TitleEditorRef, TitleEditorReport } from '../titleEditor';

/** Where a task lives on the board. */
export interface TaskRef {
  kidId: string;
  taskId: string;
}

export interface NewTasks {
  familyId: string;
  date: CalendarDate;
  title: string;
  /**
   * The kids to add it for, each with the `order` the new row gets, its part of the day and
   * picture, and (a routine task) its weekdays.
   */
  kids: {
    kidId: string;
    order: number;
    part?: Part;
    picture?: string;
    days?: string;
    /** A routine task for today's weekday, and today already holds its routine: offer it there. */
    today?: boolean;
  }[];
}

/** A routine task just added that today could get too ("Add to today as well?"). */
export interface TodayTask {
  kidId: string;
  title: string;
  part?: Part;
  picture?: string;
}

/** What "Yes" adds to today: the tasks offered, into the day `date`. */
export interface TodayTasks {
  familyId: string;
  date: CalendarDate;
  tasks: TodayTask[];
}

export interface DeletedTask extends TaskRef {
  task: Task;
  date: CalendarDate;
}

export interface DayBoardInput {
  familyId: string;
  date: CalendarDate;
}

/** The kids a new task goes to, each with the `order` its row gets. */
export type Kids = NewTasks['kids'];

export interface DayBoardContext extends DayBoardInput, EntryContext<Kids> {
  lastDeleted: DeletedTask | null;
  /**
   * The rows whose title is being edited, by task id: each an editor the board spawned as its
   * field opened (`spawnedTitleEditor`), which owns what is typed there; a reload would lose them.
   */
  editors: Record<string, TitleEditorRef>;
  /** Routine tasks just added for today's weekday: today gets them only if the parent says so. */
  todayOffer: TodayTask[];
  /** The offered tasks being added to today. */
  todayAdding: TodayTask[];
}

export type DayBoardEvent =
  /** The entry box's: `to` is the kids a new task goes to. */
  | EntryBoxEvent<Kids>
  | ({ type: 'task.toggle'; done: boolean } & TaskRef)
  | { type: 'kid.toggleAll'; kidId: string; tasks: Task[] }
  /** `repeat`: a further click of a double click (the row it was meant for is already gone). */
  | { type: 'task.delete'; kidId: string; task: Task; repeat?: boolean }
  /** Moves a row within its column: `tasks` as shown, the row at `from` to `to`. */
  | { type: 'task.move'; kidId: string; tasks: Task[]; from: number; to: number }
  /** A routine task's weekdays (`machines/domain/schedule.ts`); `null`: every day. */
  | ({ type: 'task.schedule'; days: string | null } & TaskRef)
  /** One weekday of a routine task turned on or off, from its days as stored when it is saved. */
  | ({ type: 'task.toggleDay'; weekday: Weekday } & TaskRef)
  /** The part of the day a task belongs to (`machines/domain/parts.ts`); `null`: any time. */
  | ({ type: 'task.part'; part: Part | null } & TaskRef)
  /** A task's picture (`machines/domain/pictures.ts`); `null`: none. */
  | ({ type: 'task.picture'; picture: string | null } & TaskRef)
  | { type: 'task.undo' }
  /** A row's title field opens: the board spawns its editor (once, however often it is asked). */
  | { type: 'editor.open'; kidId: string; task: Task }
  /** What an open editor tells the board (an emptied title, what is typed and not saved). */
  | TitleEditorReport
  /** An editor is done (its field closed): the board stops it. */
  | { type: `xstate.done.actor.edit.${string}`; actorId: string }
  | { type: 'store.failed'; error: unknown }
  | { type: 'error.dismiss' }
  | { type: 'board.follow'; date: CalendarDate }
  /** The parent's answer to "Add to today as well?". */
  | { type: 'today.add' }
  | { type: 'today.decline' }
  /** A routine task whose days now take in today's weekday (changed in its row): offer it. */
  | { type: 'today.offer'; task: TodayTask }
  /** What is typed and not saved, asked for as the board closes (`reportUnsaved` answers). */
  | { type: 'unsaved.ask' };
