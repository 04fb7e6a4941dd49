/**
 * The updates the intents stand for, worked out from the value as stored when they run (on the
 * copy at once, on the server's value later). Run a second time on its own result, each changes
 * nothing more.
 */
import { parseDays, runsOn, toggleDay } from '../../../machines/domain/schedule';
import { seedDay } from '../../../machines/domain/seeding';
import type { StoreObject, StoreSnapshot, TransactionUpdate } from '../../store/port';
import type { SeedArgsRead } from './intentArguments';
import type { DayTurn, FieldEdit, TaskChangeArgs } from './intentTypes';

/** A stored task with its title: a write to anything less would leave half a task behind. */
export const isWholeTask = (value: StoreSnapshot | undefined): value is StoreObject =>
  typeof value === 'object' && value !== null && typeof value.title === 'string';

/** A library item or group as stored: it has a title (a picture or a part alone is none). */
const isTitled = (value: StoreSnapshot): value is StoreObject =>
  typeof value === 'object' && value !== null && 'title' in value;

export const abort: TransactionUpdate = () => undefined;

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
export function taskChangeUpdate({ edit, rulesKeepTasksWhole }: TaskChangeArgs): TransactionUpdate {
  return (current) => {
    // Firebase may not hold the task on this device yet: it tries with nothing, the server
    // answers with the task (and the change is worked out again) or refuses half a task.
    if (current === null && rulesKeepTasksWhole) return withFields({}, changedFields(edit, {}));
    if (!isWholeTask(current)) return undefined;
    return withFields(current, changedFields(edit, current));
  };
}

/** A field edit on a library item or group, saved only onto one still there. */
export function titledUpdate(edit: FieldEdit<string>): TransactionUpdate {
  return (current) =>
    isTitled(current) ? withFields(current, changedFields(edit, current)) : undefined;
}

export function daySeedUpdate({
  date,
  kidIds,
  templates,
  seconds,
}: SeedArgsRead): TransactionUpdate {
  return (current) => seedDay(current, { date, kidIds, templates }, seconds);
}
