/**
 * The intents the app makes and their plain arguments, as they are kept on the device (Firebase
 * mode's outbox): made in `intents.ts`, read back in `intentArguments.ts`.
 */
import type { Weekday } from '../../../machines/domain/schedule';
import type { StoreObject } from '../../store/port';
import type { KidListEdit } from '../settings/kidList';

/** One field of a stored object set to a text, or taken off (a field set to `null` goes). */
export type FieldEdit<Field extends string> = { set: Field; to: string } | { remove: Field };

export type TaskField = 'title' | 'days' | 'part' | 'picture';

/**
 * What an edit does to a task: one field set or taken off, or one weekday turned on or off in
 * the weekdays as stored then (so two devices' changes to different days both stay).
 */
export type TaskEdit = FieldEdit<TaskField> | DayTurn;

export type DayTurn = { weekday: Weekday; on: boolean };

/** A day's seeding: its date, the kids in column order, their routines as stored, and when. */
export type DaySeedArgs = {
  date: string;
  /** Comma-separated, as the config's `order` holds them. */
  kidIds: string;
  /** `{ kidId: { taskId: task } }`: only the routine tasks this day gets. */
  templates: StoreObject;
  /** Unix seconds, written as `_seeded`. */
  seconds: number;
};

export type TaskChangeArgs = {
  edit: TaskEdit;
  /** Firebase's rules refuse half a task: a change may be tried on a task not yet on the device. */
  rulesKeepTasksWhole: boolean;
};

export type Intent =
  | { name: 'day.seed'; args: DaySeedArgs }
  | { name: 'task.change'; args: TaskChangeArgs }
  | { name: 'library.itemPicture'; args: FieldEdit<'picture'> }
  | { name: 'library.groupPart'; args: FieldEdit<'part'> }
  | { name: 'kids.change'; args: KidListEdit };

export type IntentName = Intent['name'];
