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
/** One meaning per emoji (docs/design.md "One look"): ☀️ is the afternoon and nothing else. */
const EMOJIS: Record<Part, string> = { morning: '🌅', afternoon: '☀️', evening: '🌙' };
const ANY_TIME_EMOJI = '🕒';

/** The part as stored, or `undefined` (any time) for anything else. */
export function parsePart(value: unknown): Part | undefined {
  return PARTS.find((part) => part === value);
}

export const partName = (part: Part | undefined): string =>
  part === undefined ? 'Any time' : NAMES[part];

export const partEmoji = (part: Part | undefined): string =>
  part === undefined ? ANY_TIME_EMOJI : EMOJIS[part];

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

/**
 * When the afternoon and the evening start, in minutes after midnight, as the family sets them;
 * the morning starts at midnight.
 */
export interface PartStarts {
  afternoon: number;
  evening: number;
}

/** The morning until 12:00, the afternoon until 18:00, the evening after. */
export const DEFAULT_PART_STARTS: PartStarts = { afternoon: 12 * 60, evening: 18 * 60 };

const MINUTES_IN_A_DAY = 24 * 60;

/**
 * Why two starts, in minutes after midnight (`null`: not a time), cannot be the family's, or
 * `null` when they can: whole minutes within the day, the afternoon after midnight, the evening
 * after the afternoon.
 */
export function partStartsProblem(afternoon: unknown, evening: unknown): string | null {
  const isMinute = (minute: unknown): minute is number =>
    typeof minute === 'number' &&
    Number.isInteger(minute) &&
    minute >= 0 &&
    minute < MINUTES_IN_A_DAY;
  if (!isMinute(afternoon) || !isMinute(evening)) return 'Give both times, such as 12:00.';
  if (afternoon === 0) return 'The afternoon starts after midnight.';
  if (afternoon >= evening) return 'The evening starts after the afternoon.';
  return null;
}

/** The starts as stored, or `undefined` (the defaults) when they break `partStartsProblem`. */
export function parsePartStarts(value: unknown): PartStarts | undefined {
  const fields =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const { afternoon, evening } = fields;
  return typeof afternoon === 'number' &&
    typeof evening === 'number' &&
    partStartsProblem(afternoon, evening) === null
    ? { afternoon, evening }
    : undefined;
}

const startOf = (part: Part, starts: PartStarts) => (part === 'morning' ? 0 : starts[part]);

/** The part of the day at a local time, in minutes after midnight. */
export function partAt(minutes: number, starts: PartStarts = DEFAULT_PART_STARTS): Part {
  return [...PARTS].reverse().find((part) => minutes >= startOf(part, starts)) ?? 'morning';
}

/**
 * Minutes until `part` gives way to the next one, at a local time in minutes after midnight of
 * the family's date (`familyMinutes`: past 24:00 before the family's day starts); zero when the
 * clock says another part has begun already (a device that slept, or times the family changed),
 * so whoever follows the clock catches up at once. The evening lasts until the next day starts,
 * at `dayStart` o'clock.
 */
export function minutesUntilNextPart(
  part: Part,
  minutes: number,
  starts: PartStarts = DEFAULT_PART_STARTS,
  dayStart = 0,
): number {
  if (partAt(minutes, starts) !== part) return 0;
  const next = nextPart(part);
  const end = next === 'morning' ? MINUTES_IN_A_DAY + dayStart * 60 : startOf(next, starts);
  return end - minutes;
}

/** "12:00" for 720 minutes after midnight. */
export function clockTime(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** 720 for "12:00"; `null` for anything that is not a time of day. */
export function minutesOfClockTime(text: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}
