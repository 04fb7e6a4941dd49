/**
 * Parts of the day (docs/design.md "Seeding and the routine"): a task may belong to the
 * morning, the afternoon or the evening; without `part` it is for any time. Columns show the
 * parts as sections in this order, tasks for any time first.
 */
import type { Task } from './family';

export type Part = 'morning' | 'afternoon' | 'evening';

export const PARTS: readonly Part[] = ['morning', 'afternoon', 'evening'];

const NAMES: Record<Part, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
};
const EMOJIS: Record<Part, string> = { morning: '🌅', afternoon: '☀️', evening: '🌙' };

/** The part as stored, or `undefined` (any time) for anything else. */
export function parsePart(value: unknown): Part | undefined {
  return PARTS.find((part) => part === value);
}

export const partName = (part: Part | undefined): string =>
  part === undefined ? 'Any time' : NAMES[part];

export const partEmoji = (part: Part): string => EMOJIS[part];

/** One section of a column: the tasks of one part, in their order. */
export interface Section {
  part: Part | undefined;
  tasks: Task[];
}

/** A column's tasks in sections: any time first, then morning, afternoon, evening; none empty. */
export function sectionsOf(tasks: readonly Task[]): Section[] {
  return [undefined, ...PARTS]
    .map((part) => ({ part, tasks: tasks.filter((task) => task.part === part) }))
    .filter((section) => section.tasks.length > 0);
}

/** The part after this one, the evening followed by the next morning. */
export function nextPart(part: Part): Part {
  return PARTS[(PARTS.indexOf(part) + 1) % PARTS.length] ?? 'morning';
}

/** When each part starts, in minutes after midnight: the morning at 00:00. */
export const PART_STARTS: Readonly<Record<Part, number>> = {
  morning: 0,
  afternoon: 12 * 60,
  evening: 18 * 60,
};

const MINUTES_IN_A_DAY = 24 * 60;

/** The part of the day at a local time, in minutes after midnight. */
export function partAt(minutes: number): Part {
  return [...PARTS].reverse().find((part) => minutes >= PART_STARTS[part]) ?? 'morning';
}

/**
 * Minutes until `part` gives way to the next one, at a local time in minutes after midnight;
 * zero when the clock says another part has begun already (a device that slept), so whoever
 * follows the clock catches up at once.
 */
export function minutesUntilNextPart(part: Part, minutes: number): number {
  if (partAt(minutes) !== part) return 0;
  const next = nextPart(part);
  const end = next === 'morning' ? MINUTES_IN_A_DAY : PART_STARTS[next];
  return end - minutes;
}
