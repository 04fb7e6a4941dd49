/**
 * Every read-before-write the app makes, as a named intent with plain arguments: a change kept on
 * the device until its server is reachable (Firebase mode's outbox) is stored as one, and turned
 * back into the same update after a reload. Arguments read back from the device are parsed
 * (`intentArguments.ts`); any that cannot be read make an update that aborts, never one that
 * throws. Each update (`intentUpdates.ts`), run a second time on its own result, changes nothing
 * more: a kept change may be shown on top of a copy that already holds it. The intents and their
 * arguments' types are in `intentTypes.ts`.
 */
import type { Task } from '../../../machines/domain/family';
import type { Part } from '../../../machines/domain/parts';
import { kidsHomeOn } from '../../../machines/domain/away';
import { routineFor, type SeedingInput } from '../../../machines/domain/seeding';
import type {
  Store,
  StoreObject,
  StoreValue,
  TransactionIntent,
  TransactionResult,
  TransactionUpdate,
} from '../../store/port';
import { changedKidList, kidListChangeFor, type KidListEdit } from '../settings/kidList';
import { readDaySeed, readFieldEdit, readKidListEdit, readTaskChange } from './intentArguments';
import type { FieldEdit, Intent, IntentName, TaskEdit } from './intentTypes';
import { abort, daySeedUpdate, taskChangeUpdate, titledUpdate } from './intentUpdates';

export type {
  DaySeedArgs,
  DayTurn,
  FieldEdit,
  Intent,
  IntentName,
  TaskChangeArgs,
  TaskEdit,
} from './intentTypes';
export { daysWith, isWholeTask } from './intentUpdates';

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
