/**
 * An intent's arguments read back from the device: a kept change may have been made by another
 * version of the app, so each is parsed, and anything odd is `undefined` (its update aborts).
 */
import { parseCalendarDate, type CalendarDate } from '../../../machines/calendar';
import { parseTemplates, type Templates } from '../../../machines/domain/family';
import { PARTS } from '../../../machines/domain/parts';
import { WEEKDAYS } from '../../../machines/domain/schedule';
import type { KidListEdit } from '../settings/kidList';
import type { FieldEdit, TaskChangeArgs, TaskField } from './intentTypes';

export type SeedArgsRead = {
  date: CalendarDate;
  kidIds: string[];
  templates: Templates;
  seconds: number;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const oneOf = <T>(choices: readonly T[], value: unknown): T | undefined =>
  choices.find((choice) => choice === value);

/** A part of the day is one of `PARTS`; every other field any text. */
const readableValue = (field: string, value: unknown): value is string =>
  typeof value === 'string' && (field !== 'part' || oneOf(PARTS, value) !== undefined);

export function readFieldEdit<Field extends string>(
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

export function readTaskChange(value: unknown): TaskChangeArgs | undefined {
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

export function readDaySeed(value: unknown): SeedArgsRead | undefined {
  if (!isRecord(value)) return undefined;
  const { date, kidIds, templates, seconds } = value;
  const day = typeof date === 'string' ? parseCalendarDate(date) : null;
  if (day === null || typeof kidIds !== 'string' || !isRecord(templates)) return undefined;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return undefined;
  const kids = kidIds.split(',').filter((id) => id !== '');
  return { date: day, kidIds: kids, templates: parseTemplates(templates), seconds };
}

export function readKidListEdit(value: unknown): KidListEdit | undefined {
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
