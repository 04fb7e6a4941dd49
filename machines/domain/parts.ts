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
