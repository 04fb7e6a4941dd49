/**
 * The family's data as the app uses it, parsed once from what the store holds (docs/design.md "Data
 * layout"). Parsing never throws: odd data is read as the nearest sensible thing.
 */
import { DEFAULT_TASK_ORDER } from '../constants';
import type { StoredConfigFields } from './configFields';
import { parsePart, parsePartStarts, type Part, type PartStarts } from './parts';
import { parsePicture } from './pictures';
import { parseLaterChange, sameLaterChange, type LaterChange } from './corrections';
import { parseDays } from './schedule';
import { parseDayStart } from './familyDay';
import { parsePinRecord, type PinRecord } from './pin';

export interface Task {
  id: string;
  title: string;
  /** `false`, or when it was ticked, in Unix seconds. */
  completed: false | number;
  order: number;
  /** Routine tasks only: the weekdays it is for (`machines/domain/schedule.ts`); absent: every day. */
  days?: string;
  /** The part of the day it belongs to (`machines/domain/parts.ts`); absent: any time. */
  part?: Part;
  /** One emoji shown large before the title (`machines/domain/pictures.ts`); absent: none. */
  picture?: string;
  /** A day's task ticked or unticked after its day (`machines/domain/corrections.ts`). */
  later?: LaterChange;
}

export interface Kid {
  id: string;
  name: string;
  color: string;
  emoji: string;
}

export interface FamilyConfig {
  name: string;
  /** In column order. */
  kids: Kid[];
  /** When the afternoon and the evening start, if the family set them (`DEFAULT_PART_STARTS`). */
  partStarts?: PartStarts;
  /** The grown-ups' PIN for leaving kid mode, salted and hashed; absent: the gate asks a sum. */
  pin?: PinRecord;
  /** The hour the family's day starts, 1 to 5 (`machines/domain/familyDay.ts`); absent: midnight. */
  dayStart?: number;
}

export interface DayList {
  /** When the routine was copied in, in Unix seconds; `null` if it has not been. */
  seeded: number | null;
  /** Each kid's tasks, sorted. Kids with no tasks have no entry. */
  tasks: Record<string, Task[]>;
}

export interface LibraryGroup {
  id: string;
  title: string;
  items: Task[];
  /** The part of the day its tasks go to when it is added; absent: any time. */
  part?: Part;
}

/** Each kid's routine, sorted. */
export type Templates = Record<string, Task[]>;

export const KID_COLORS = ['#e4572e', '#2e86ab', '#7b2cbf', '#2a9d8f', '#f4a261', '#d81b60'];
export const KID_EMOJIS = ['🦊', '🐢', '🦄', '🐙', '🐝', '🦁', '🐧', '🐸'];

type Raw = unknown;

function asRecord(value: Raw): Record<string, Raw> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, Raw>)
    : Array.isArray(value)
      ? Object.fromEntries(value.map((item, index) => [String(index), item as Raw]))
      : {};
}

function asText(value: Raw, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function parseTask(id: string, value: Raw): Task {
  const fields = asRecord(value);
  const completed = fields.completed;
  const order = fields.order;
  const days = parseDays(fields.days);
  const part = parsePart(fields.part);
  const picture = parsePicture(fields.picture);
  const later = parseLaterChange(fields.later);
  return {
    id,
    title: asText(fields.title),
    completed: typeof completed === 'number' && Number.isFinite(completed) ? completed : false,
    order: typeof order === 'number' && Number.isInteger(order) ? order : DEFAULT_TASK_ORDER,
    ...(days !== undefined && { days }),
    ...(part !== undefined && { part }),
    ...(picture !== undefined && { picture }),
    ...(later !== undefined && { later }),
  };
}

/** Rows sort by `order`, then by key (push keys sort by creation time). */
export function compareTasks(a: Task, b: Task): number {
  return a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * What a frozen stored value was read as, by identity. The stores deliver frozen values and
 * share every part a write did not touch, so a tick re-reads only the tasks it changed: the
 * other kids' lists, and the other days of a range, are the same objects as before.
 */
function parsedOnce<T extends object>(
  cache: WeakMap<object, T>,
  value: Raw,
  parse: (value: Raw) => T,
): T {
  if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) return parse(value);
  let parsed = cache.get(value);
  if (parsed === undefined) {
    parsed = Object.freeze(parse(value));
    cache.set(value, parsed);
  }
  return parsed;
}

const taskMaps = new WeakMap<object, Task[]>();
const dayLists = new WeakMap<object, DayList>();

export function parseTaskMap(value: Raw): Task[] {
  return parsedOnce(taskMaps, value, (map) =>
    Object.entries(asRecord(map))
      .map(([id, task]) => parseTask(id, task))
      .sort(compareTasks),
  );
}

/** A list written as an array comes back as `{0: …, 1: …}`; read both. */
function parseIdList(value: Raw): string[] {
  return Object.entries(asRecord(value))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, id]) => id)
    .filter((id): id is string => typeof id === 'string' && id !== '');
}

export function parseConfig(value: Raw): FamilyConfig {
  // Only the fields of `CONFIG_FIELDS`: a field read here is one every writer must keep.
  const fields: StoredConfigFields = asRecord(value);
  const kidIds = parseIdList(fields.kids).filter((id) => !id.startsWith('_'));
  const order = asText(fields.order)
    .split(',')
    .map((id) => id.trim())
    .filter((id) => kidIds.includes(id));
  const ordered = [...new Set([...order, ...kidIds])];
  const names = asRecord(fields.names);
  const colors = asRecord(fields.colors);
  const emojis = asRecord(fields.emojis);
  const partStarts = parsePartStarts(fields.partStarts);
  const pin = parsePinRecord(fields.pin);
  const dayStart = parseDayStart(fields.dayStart);
  return {
    name: asText(fields.name),
    kids: ordered.map((id, index) => ({
      id,
      name: asText(names[id], id),
      color: asText(colors[id], KID_COLORS[index % KID_COLORS.length]),
      emoji: asText(emojis[id], KID_EMOJIS[index % KID_EMOJIS.length]),
    })),
    ...(partStarts !== undefined && { partStarts }),
    ...(pin !== undefined && { pin }),
    ...(dayStart !== undefined && { dayStart }),
  };
}

export function parseDayList(value: Raw): DayList {
  return parsedOnce(dayLists, value, (list) => {
    const fields = asRecord(list);
    const tasks: Record<string, Task[]> = {};
    for (const [kidId, kidTasks] of Object.entries(fields)) {
      if (!kidId.startsWith('_')) tasks[kidId] = parseTaskMap(kidTasks);
    }
    const seeded = fields._seeded;
    return { seeded: typeof seeded === 'number' ? seeded : null, tasks };
  });
}

export function parseTemplates(value: Raw): Templates {
  return Object.fromEntries(
    Object.entries(asRecord(value)).map(([kidId, tasks]) => [kidId, parseTaskMap(tasks)]),
  );
}

/** A stored `items: 0` is an empty group. */
export function parseLibrary(value: Raw): LibraryGroup[] {
  return Object.entries(asRecord(value))
    .map(([id, group]) => {
      const fields = asRecord(group);
      const part = parsePart(fields.part);
      return {
        id,
        title: asText(fields.title),
        items: parseTaskMap(fields.items),
        ...(part !== undefined && { part }),
      };
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// Structural sharing: a new delivery keeps the objects of the last one where nothing changed,
// so a tick changes one task, one kid's list and the day, and views can skip everything else.

function sameTask(a: Task, b: Task): boolean {
  return (
    a.id === b.id &&
    a.title === b.title &&
    a.completed === b.completed &&
    a.order === b.order &&
    a.days === b.days &&
    a.part === b.part &&
    a.picture === b.picture &&
    sameLaterChange(a.later, b.later)
  );
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** `next`, with each task that did not change replaced by the previous object for it. */
export function shareTasks(previous: Task[] | undefined, next: Task[]): Task[] {
  if (previous === undefined) return next;
  const before = new Map(previous.map((task) => [task.id, task]));
  const shared = next.map((task) => {
    const old = before.get(task.id);
    return old !== undefined && sameTask(old, task) ? old : task;
  });
  return sameItems(previous, shared) ? previous : shared;
}

/** Each kid's list shared with the previous one; the previous record itself if nothing changed. */
export function shareTaskLists(
  previous: Record<string, Task[]> | null,
  next: Record<string, Task[]>,
): Record<string, Task[]> {
  if (previous === null) return next;
  const shared = Object.fromEntries(
    Object.entries(next).map(([kidId, tasks]) => [kidId, shareTasks(previous[kidId], tasks)]),
  );
  const kidIds = Object.keys(shared);
  const unchanged =
    sameItems(kidIds, Object.keys(previous)) &&
    kidIds.every((kidId) => shared[kidId] === previous[kidId]);
  return unchanged ? previous : shared;
}

/** `next` sharing every unchanged part of `previous` (the same day, delivered again). */
export function shareDayList(previous: DayList | null, next: DayList): DayList {
  if (previous === null) return next;
  const tasks = shareTaskLists(previous.tasks, next.tasks);
  return tasks === previous.tasks && previous.seeded === next.seeded
    ? previous
    : { seeded: next.seeded, tasks };
}

/** A name as a short, readable id part: "Zoë" → "zoe". */
function slugOf(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 24) || 'kid'
  );
}

/** Short, readable kid ids made from names: "Zoë" → "zoe", then "zoe-2" if taken. */
export function kidIdFromName(name: string, taken: readonly string[]): string {
  const slug = slugOf(name);
  if (!taken.includes(slug)) return slug;
  let n = 2;
  while (taken.includes(`${slug}-${n}`)) n++;
  return `${slug}-${n}`;
}

/**
 * The id of a kid added to a family that may have had kids before: the name's slug and a random
 * `suffix` ("ada-k3x9"), so a new kid never takes a removed kid's id, and with it their days.
 */
export function newKidId(name: string, taken: readonly string[], suffix: () => string): string {
  let id = `${slugOf(name)}-${suffix()}`;
  while (taken.includes(id)) id = `${slugOf(name)}-${suffix()}`;
  return id;
}
