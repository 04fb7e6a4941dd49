/**
 * Seeding a day from the routine (docs/design.md "Seeding and the routine"): the pure part. The
 * transaction on `lists/{date}` calls `seedDay` with what is stored; `undefined` means "already
 * seeded, write nothing", so two devices opening a new day add one copy.
 */
import { compareDates, type CalendarDate } from '../calendar';
import type { Templates } from './family';

export interface SeedingInput {
  date: CalendarDate;
  today: CalendarDate;
  templates: Templates;
  /** The family's kids, in column order; routines of kids no longer there are skipped. */
  kidIds: readonly string[];
}

/** Past days are never seeded; a day with nothing to copy is left for later. */
export function shouldSeed({ date, today, templates, kidIds }: SeedingInput): boolean {
  return compareDates(date, today) >= 0 && kidIds.some((kid) => (templates[kid]?.length ?? 0) > 0);
}

type Stored = Record<string, unknown>;

/** The day with every kid's routine added and `_seeded` set; `undefined` if already seeded. */
export function seedDay(
  current: unknown,
  input: SeedingInput,
  nowSeconds: number,
  newKey: () => string,
): Stored | undefined {
  const day: Stored =
    typeof current === 'object' && current !== null ? { ...(current as Stored) } : {};
  if (day._seeded !== undefined) return undefined;
  day._seeded = nowSeconds;
  for (const kidId of input.kidIds) {
    const routine = input.templates[kidId] ?? [];
    if (routine.length === 0) continue;
    const tasks: Stored =
      typeof day[kidId] === 'object' && day[kidId] !== null ? { ...(day[kidId] as Stored) } : {};
    for (const task of routine) {
      tasks[newKey()] = { title: task.title, completed: false, order: task.order };
    }
    day[kidId] = tasks;
  }
  return day;
}
