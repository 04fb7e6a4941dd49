/**
 * Every read-before-write the app makes, as a named intent with plain arguments: a change kept on
 * the device until its server is reachable (Firebase mode's outbox) is stored as one, and turned
 * back into the same update after a reload. Arguments read back from the device are parsed here;
 * any that cannot be read make an update that aborts, never one that throws. Each update, run a
 * second time on its own result, changes nothing more: a kept change may be shown on top of a
 * copy that already holds it.
 */
import { parseCalendarDate, type CalendarDate } from '../../../machines/calendar';
import { parseTemplates, type Task, type Templates } from '../../../machines/domain/family';
import { PARTS, type Part } from '../../../machines/domain/parts';
import {
  parseDays,
  runsOn,
  toggleDay,
  WEEKDAYS,
  type Weekday,
} from '../../../machines/domain/schedule';
import { kidsHomeOn } from '../../../machines/domain/away';
import { routineFor, seedDay, type SeedingInput } from '../../../machines/domain/seeding';
import type {
  Store,
  StoreObject,
  StoreSnapshot,
  StoreValue,
  TransactionIntent,
  TransactionResult,
  TransactionUpdate,
} from '../../store/port';
import { changedKidList, kidListChangeFor, type KidListEdit } from '../settings/kidList';

/** One field of a stored object set to a text, or taken off (a field set to `null` goes). */
export type FieldEdit<Field extends string> = { set: Field; to: string } | { remove: Field };

type TaskField = 'title' | 'days' | 'part' | 'picture';

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

export interface IntentDefinition {
  /** The update the arguments stand for; arguments it cannot read make one that aborts. */
  update(args: StoreValue): TransactionUpdate;
  /**
   * `true`: when the server's value makes the update abort, the change is lost (the thing it
   * changes is gone), e.g. a task edit on a deleted task; `false`: an abort means there was
   * nothing to do (a day already seeded).
   */
  abortLoses: boolean;
}

// Constructors: what each call site names.

/** A day filled from the routine, once; the seeded tasks keep their routine tasks' ids. */
/**
 * Seeding as an intent: only the kids at home that day (not away, `away.ts`) are in its args, so
 * the transaction replayed on the server copies no routine for a kid away either.
 */
export function daySeed(
  input: Pick<SeedingInput, 'date' | 'templates' | 'kidIds' | 'away'>,
  seconds: number,
): Intent {
  const kidIds = kidsHomeOn(input.kidIds, input.away ?? [], input.date);
  const templates: StoreObject = {};
  for (const kidId of kidIds) {
    const routine = routineFor(input.templates, kidId, input.date);
    if (routine.length > 0) {
      templates[kidId] = Object.fromEntries(routine.map((task) => [task.id, storedRoutine(task)]));
    }
  }
  return {
    name: 'day.seed',
    args: { date: input.date, kidIds: kidIds.join(','), templates, seconds },
  };
}

export function taskChange(edit: TaskEdit, rulesKeepTasksWhole: boolean): Intent {
  return { name: 'task.change', args: { edit, rulesKeepTasksWhole } };
}

export function libraryItemPicture(picture: string | null): Intent {
  return { name: 'library.itemPicture', args: fieldEdit('picture', picture) };
}

export function libraryGroupPart(part: Part | null): Intent {
  return { name: 'library.groupPart', args: fieldEdit('part', part) };
}

export function kidsChange(edit: KidListEdit): Intent {
  return { name: 'kids.change', args: edit };
}

/** `field` set to `value`, or taken off for `null`. */
export function fieldEdit<Field extends string>(
  field: Field,
  value: string | null,
): FieldEdit<Field> {
  return value === null ? { remove: field } : { set: field, to: value };
}

// The updates.

/** A stored task with its title: a write to anything less would leave half a task behind. */
export const isWholeTask = (value: StoreSnapshot | undefined): value is StoreObject =>
  typeof value === 'object' && value !== null && typeof value.title === 'string';

/** A library item or group as stored: it has a title (a picture or a part alone is none). */
const isTitled = (value: StoreSnapshot): value is StoreObject =>
  typeof value === 'object' && value !== null && 'title' in value;

const abort: TransactionUpdate = () => undefined;

/** The weekdays with `weekday` on or off; the last day cannot be turned off. */
export function daysWith(days: string | undefined, { weekday, on }: DayTurn): string | undefined {
  return runsOn(days, weekday) === on ? days : toggleDay(days, weekday);
}

/** The fields an edit writes, worked out from the value as stored; `null` takes one off. */
function changedFields(
  edit: FieldEdit<string> | DayTurn,
  stored: StoreObject,
): Record<string, string | null> {
  if ('weekday' in edit) return { days: daysWith(parseDays(stored.days), edit) ?? null };
  return 'set' in edit ? { [edit.set]: edit.to } : { [edit.remove]: null };
}

function withFields(stored: StoreObject, fields: Record<string, string | null>): StoreObject {
  const next: StoreObject = { ...stored };
  for (const [field, value] of Object.entries(fields)) {
    if (value === null) delete next[field];
    else next[field] = value;
  }
  return next;
}

/** A task edit, saved only onto a task still there. */
function taskChangeUpdate({ edit, rulesKeepTasksWhole }: TaskChangeArgs): TransactionUpdate {
  return (current) => {
    // Firebase may not hold the task on this device yet: it tries with nothing, the server
    // answers with the task (and the change is worked out again) or refuses half a task.
    if (current === null && rulesKeepTasksWhole) return withFields({}, changedFields(edit, {}));
    if (!isWholeTask(current)) return undefined;
    return withFields(current, changedFields(edit, current));
  };
}

/** A field edit on a library item or group, saved only onto one still there. */
function titledUpdate(edit: FieldEdit<string>): TransactionUpdate {
  return (current) =>
    isTitled(current) ? withFields(current, changedFields(edit, current)) : undefined;
}

function daySeedUpdate({ date, kidIds, templates, seconds }: SeedArgsRead): TransactionUpdate {
  return (current) => seedDay(current, { date, kidIds, templates }, seconds);
}

// Reading arguments back: anything odd is `undefined`.

type SeedArgsRead = { date: CalendarDate; kidIds: string[]; templates: Templates; seconds: number };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const oneOf = <T>(choices: readonly T[], value: unknown): T | undefined =>
  choices.find((choice) => choice === value);

/** A part of the day is one of `PARTS`; every other field any text. */
const readableValue = (field: string, value: unknown): value is string =>
  typeof value === 'string' && (field !== 'part' || oneOf(PARTS, value) !== undefined);

function readFieldEdit<Field extends string>(
  value: unknown,
  settable: readonly Field[],
  removable: readonly Field[] = settable,
): FieldEdit<Field> | undefined {
  if (!isRecord(value)) return undefined;
  const set = oneOf(settable, value.set);
  if (set !== undefined) {
    return readableValue(set, value.to) ? { set, to: value.to } : undefined;
  }
  const remove = oneOf(removable, value.remove);
  return remove === undefined ? undefined : { remove };
}

function readTaskChange(value: unknown): TaskChangeArgs | undefined {
  if (!isRecord(value) || typeof value.rulesKeepTasksWhole !== 'boolean') return undefined;
  const { edit, rulesKeepTasksWhole } = value;
  if (isRecord(edit) && 'weekday' in edit) {
    const weekday = oneOf(WEEKDAYS, edit.weekday);
    if (weekday === undefined || typeof edit.on !== 'boolean') return undefined;
    return { edit: { weekday, on: edit.on }, rulesKeepTasksWhole };
  }
  const fields = readFieldEdit<TaskField>(
    edit,
    ['title', 'days', 'part', 'picture'],
    ['days', 'part', 'picture'],
  );
  return fields === undefined ? undefined : { edit: fields, rulesKeepTasksWhole };
}

function readDaySeed(value: unknown): SeedArgsRead | undefined {
  if (!isRecord(value)) return undefined;
  const { date, kidIds, templates, seconds } = value;
  const day = typeof date === 'string' ? parseCalendarDate(date) : null;
  if (day === null || typeof kidIds !== 'string' || !isRecord(templates)) return undefined;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return undefined;
  const kids = kidIds.split(',').filter((id) => id !== '');
  return { date: day, kidIds: kids, templates: parseTemplates(templates), seconds };
}

function readKidListEdit(value: unknown): KidListEdit | undefined {
  if (!isRecord(value) || typeof value.kidId !== 'string' || value.kidId === '') return undefined;
  const { kidId } = value;
  switch (value.op) {
    case 'add':
      return typeof value.name === 'string' ? { op: 'add', kidId, name: value.name } : undefined;
    case 'move':
      return Number.isInteger(value.to) && (value.to as number) >= 0
        ? { op: 'move', kidId, to: value.to as number }
        : undefined;
    case 'remove':
      return { op: 'remove', kidId };
    default:
      return undefined;
  }
}

/** An intent read with `read`, made into its update by `update`; unreadable: one that aborts. */
function defined<Args>(
  read: (args: unknown) => Args | undefined,
  update: (args: Args) => TransactionUpdate,
  abortLoses: boolean,
): IntentDefinition {
  return {
    update: (args) => {
      const parsed = read(args);
      return parsed === undefined ? abort : update(parsed);
    },
    abortLoses,
  };
}

export const INTENTS: Record<IntentName, IntentDefinition> = {
  'day.seed': defined(readDaySeed, daySeedUpdate, false),
  'task.change': defined(readTaskChange, taskChangeUpdate, true),
  'library.itemPicture': defined((args) => readFieldEdit(args, ['picture']), titledUpdate, true),
  'library.groupPart': defined((args) => readFieldEdit(args, ['part']), titledUpdate, true),
  // Coming to nothing is mostly finding it done: the kid already added (sent twice) or already
  // removed, or moving a kid another device removed. A kid added to a family another device
  // filled meanwhile is the one loss, and the kid list shows it.
  'kids.change': defined(
    readKidListEdit,
    (edit) => (current) => changedKidList(current, kidListChangeFor(edit)),
    false,
  ),
};

export const isIntentName = (name: string): name is IntentName => Object.hasOwn(INTENTS, name);

/** The update a kept intent stands for; `undefined` for a name this app does not know. */
export function intentUpdate(intent: TransactionIntent): TransactionUpdate | undefined {
  return isIntentName(intent.name) ? INTENTS[intent.name].update(intent.args) : undefined;
}

/** Whether a kept intent the server's value makes abort is a lost change; an unknown one is. */
export function losesChangeWhenAborted(intent: TransactionIntent): boolean {
  return isIntentName(intent.name) ? INTENTS[intent.name].abortLoses : true;
}

/** Runs `intent` as a transaction on `path`, naming it so a store can keep it for later. */
export function runIntent(
  store: Pick<Store, 'transaction'>,
  path: string,
  intent: Intent,
): Promise<TransactionResult> {
  return store.transaction(path, INTENTS[intent.name].update(intent.args), intent);
}

/** A routine task as stored (`lists/templates/{kid}/{task}`). */
function storedRoutine(task: Task): StoreObject {
  return {
    title: task.title,
    order: task.order,
    ...(task.days !== undefined && { days: task.days }),
    ...(task.part !== undefined && { part: task.part }),
    ...(task.picture !== undefined && { picture: task.picture }),
  };
}
