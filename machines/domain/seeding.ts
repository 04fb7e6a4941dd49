/**
 * Seeding a day from the routine (docs/design.md "Seeding and the routine"): the pure part. The
 * transaction on `lists/{date}` calls `seedDay` with what is stored; `undefined` means "already
 * seeded, write nothing", so two devices opening a new day add one copy.
 */
import { compareDates, type CalendarDate } from '../calendar';
import { kidsHomeOn, type AwayList } from './away';
import type { Task, Templates } from './family';
import { runsOn, weekdayOf } from './schedule';

export interface SeedingInput {
  date: CalendarDate;
  today: CalendarDate;
  templates: Templates;
  /** The family's kids, in column order; routines of kids no longer there are skipped. */
  kidIds: readonly string[];
  /** The family's away days: a kid away on `date` gets no routine (`away.ts`). */
  away?: AwayList;
}

/** The kids whose routine is copied into `date`: the family's kids not away that day. */
export const kidsToSeed = ({ date, kidIds, away = [] }: SeedingInput): string[] =>
  kidsHomeOn(kidIds, away, date);

/** A kid's routine tasks for the weekday of `date`. */
export function routineFor(templates: Templates, kidId: string, date: CalendarDate): Task[] {
  const weekday = weekdayOf(date);
  return (templates[kidId] ?? []).filter((task) => runsOn(task.days, weekday));
}

/** Past days are never seeded; a day with nothing to copy is left for later. */
export function shouldSeed(input: SeedingInput): boolean {
  const { date, today, templates } = input;
  return (
    compareDates(date, today) >= 0 &&
    kidsToSeed(input).some((kid) => routineFor(templates, kid, date).length > 0)
  );
}

type Stored = Record<string, unknown>;

/**
 * The day with every kid's routine for its weekday added and `_seeded` set; `undefined` if
 * already seeded. A seeded task keeps its routine task's id: two devices that seed the same day
 * apart (one offline) make the same tasks, so a tick made on either lands on the one task.
 */
export function seedDay(
  current: unknown,
  input: Pick<SeedingInput, 'date' | 'templates' | 'kidIds' | 'away'>,
  nowSeconds: number,
): Stored | undefined {
  const day: Stored =
    typeof current === 'object' && current !== null ? { ...(current as Stored) } : {};
  if (day._seeded !== undefined) return undefined;
  day._seeded = nowSeconds;
  for (const kidId of kidsHomeOn(input.kidIds, input.away ?? [], input.date)) {
    const routine = routineFor(input.templates, kidId, input.date);
    if (routine.length === 0) continue;
    const tasks: Stored =
      typeof day[kidId] === 'object' && day[kidId] !== null ? { ...(day[kidId] as Stored) } : {};
    for (const task of routine) {
      tasks[task.id] = {
        title: task.title,
        completed: false,
        order: task.order,
        ...(task.part !== undefined && { part: task.part }),
        ...(task.picture !== undefined && { picture: task.picture }),
      };
    }
    day[kidId] = tasks;
  }
  return day;
}
