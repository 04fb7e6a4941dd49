// The dayBoard machine's context, input and events, and what its actors take and give.

import type { CalendarDate } from '../calendar';
import type { Task } from '../domain/family';
import type { ShownError } from '../shared/errors';

/** Where a task lives on the board. */
export interface TaskRef {
  kidId: string;
  taskId: string;
}

export interface NewTasks {
  familyId: string;
  date: CalendarDate;
  title: string;
  /** The kids to add it for, each with the `order` the new row gets. */
  kids: { kidId: string; order: number }[];
}

export interface DeletedTask extends TaskRef {
  task: Task;
  date: CalendarDate;
}

export interface DayBoardInput {
  familyId: string;
  date: CalendarDate;
  /** Whose list new tasks go to, as remembered on this device; `null` is every kid. */
  picked: string[] | null;
}

/** A task waiting to be added: what was typed when Enter was pressed, and for whom. */
export interface PendingAdd {
  title: string;
  kids: NewTasks['kids'];
}

export interface DayBoardContext extends DayBoardInput {
  /** What is in the entry box; kept when adding fails so nothing typed is lost. */
  draft: string;
  /** A gentle hint below the entry box (e.g. the box was empty). */
  hint: string | null;
  error: ShownError | null;
  lastDeleted: DeletedTask | null;
  /** Rows whose title is being edited; a reload would lose them. */
  openEditors: string[];
  /** What is typed in each open row edit, by task id: named if the family is lost meanwhile. */
  editDrafts: Record<string, string>;
  /** The add being saved: its title and kids. */
  saving: PendingAdd | null;
  /** Tasks entered while another was saving: added next, in order. */
  queue: PendingAdd[];
}

export type DayBoardEvent =
  | { type: 'entry.change'; value: string }
  | { type: 'entry.commit'; kids: { kidId: string; order: number }[] }
  | { type: 'picker.toggle'; kidId: string; allKidIds: string[] }
  | ({ type: 'task.toggle'; done: boolean } & TaskRef)
  | { type: 'kid.toggleAll'; kidId: string; tasks: Task[] }
  /** `repeat`: a further click of a double click (the row it was meant for is already gone). */
  | { type: 'task.delete'; kidId: string; task: Task; repeat?: boolean }
  /** Moves a row within its column: `tasks` as shown, the row at `from` to `to`. */
  | { type: 'task.move'; kidId: string; tasks: Task[]; from: number; to: number }
  | { type: 'task.undo' }
  | { type: 'editor.opened'; taskId: string }
  | { type: 'editor.closed'; taskId: string }
  | { type: 'editor.typed'; taskId: string; draft: string }
  | { type: 'store.failed'; error: unknown }
  | { type: 'banner.dismiss' }
  | { type: 'board.follow'; date: CalendarDate };
