/**
 * The week at a glance (docs/design.md "The week at a glance"): stars and streaks, derived from
 * the days as stored, never stored themselves.
 */
import {
  addDays,
  compareDates,
  FIRST_DATE,
  parseCalendarDate,
  type CalendarDate,
} from '../calendar';
import { isAway, type AwayList } from './away';
import { parseDayList, type DayList, type Task, type Templates } from './family';
import { routineFor } from './seeding';
import { weekdayOf } from './schedule';

/**
 * How far back the streaks read once two weeks are not enough; a streak that runs through all of
 * them is read further (a year, then back to the first date the app keeps): never cut short.
 */
export const STREAK_DAYS = 60;
/** The look-back after {@link STREAK_DAYS}, for a streak longer than that. */
export const STREAK_YEAR_DAYS = 365;

/** Days as a range subscription reads them, by date; a day with nothing stored is absent. */
export type DayLists = Partial<Record<CalendarDate, DayList>>;

/** Days as a range subscription delivers them (`{date: list}`); keys that are no date are not days. */
export function parseDayLists(value: unknown): DayLists {
  const days: DayLists = {};
  if (typeof value !== 'object' || value === null) return days;
  for (const [key, list] of Object.entries(value)) {
    const date = parseCalendarDate(key);
    if (date) days[date] = parseDayList(list);
  }
  return days;
}

/** The Monday of the week holding `date` (weeks start on Monday). */
export function weekStart(date: CalendarDate): CalendarDate {
  return addDays(date, 1 - weekdayOf(date));
}

/** The range of days a week's listener reads: the seven days from `start`. */
export function weekRange(start: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  return { from: start, to: addDays(start, 6) };
}

/** The seven days from `start`. */
export function weekDays(start: CalendarDate): CalendarDate[] {
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

/**
 * How far the streaks' first read looks back: two weeks, which hold this week's stars and, for
 * almost every kid, the day their streak broke; only a streak that may go further reads all
 * {@link STREAK_DAYS}.
 */
export const STREAK_FIRST_DAYS = 14;

/** The last `days` days as of `today`, today included (none before the first date kept). */
export function streakRange(
  today: CalendarDate,
  days: number = STREAK_DAYS,
): { from: CalendarDate; to: CalendarDate } {
  const from = addDays(today, 1 - days);
  return { from: compareDates(from, FIRST_DATE) < 0 ? FIRST_DATE : from, to: today };
}

/** Days from {@link FIRST_DATE} to `today`, both included: the longest look-back. */
function daysSinceFirstDate(today: CalendarDate): number {
  const utc = (date: CalendarDate) => {
    const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(today) - utc(FIRST_DATE)) / 86_400_000) + 1;
}

/**
 * The look-back after `days` (two weeks, 60 days, a year, back to the first date kept), or
 * `null` when `days` already reach the first date.
 */
export function nextLookBack(today: CalendarDate, days: number): number | null {
  const all = daysSinceFirstDate(today);
  if (days >= all) return null;
  const longer = [STREAK_DAYS, STREAK_YEAR_DAYS].find((step) => step > days && step < all);
  return longer ?? all;
}

const tasksOf = (days: DayLists, date: CalendarDate, kidId: string): readonly Task[] =>
  days[date]?.tasks[kidId] ?? [];

const isDone = (task: Task) => task.completed !== false;

/** A kid's tasks done and in all on a day. */
export function dayScore(days: DayLists, date: CalendarDate, kidId: string) {
  const tasks = tasksOf(days, date, kidId);
  return { done: tasks.filter(isDone).length, total: tasks.length };
}

/** Each ticked task is a star: a kid's stars over `dates`. */
export function starsOn(days: DayLists, dates: readonly CalendarDate[], kidId: string): number {
  return dates.reduce((stars, date) => stars + dayScore(days, date, kidId).done, 0);
}

/**
 * The number of days in a row, up to yesterday (or today, once today is all done), on which
 * every one of the kid's tasks was done, over the days given. A day with no tasks for them, and
 * a day they were away (`away.ts`), neither counts nor breaks it. Days are counted by the
 * calendar, so a day with a clock change counts once.
 */
export function streakOf(
  days: DayLists,
  kidId: string,
  today: CalendarDate,
  away: AwayList = [],
): number {
  const todayScore = dayScore(days, today, kidId);
  const todayDone = todayScore.total > 0 && todayScore.done === todayScore.total;
  let streak = todayDone && !isAway(away, kidId, today) ? 1 : 0;
  // Only days with something stored can count or break it: the others had no tasks.
  const before = (Object.keys(days) as CalendarDate[])
    .filter((date) => compareDates(date, today) < 0)
    .sort(compareDates)
    .reverse();
  for (const date of before) {
    const { done, total } = dayScore(days, date, kidId);
    if (total === 0 || isAway(away, kidId, date)) continue;
    if (done < total) break;
    streak += 1;
  }
  return streak;
}

/**
 * Whether the kid's streak may reach back past `from`: no day from `from` to yesterday broke it
 * (every day with tasks for them was all done). Then reading only from `from` could cut it short.
 */
export function streakReachesBack(
  days: DayLists,
  kidId: string,
  today: CalendarDate,
  from: CalendarDate,
  away: AwayList = [],
): boolean {
  for (let date = addDays(today, -1); compareDates(date, from) >= 0; date = addDays(date, -1)) {
    const { done, total } = dayScore(days, date, kidId);
    if (total > 0 && done < total && !isAway(away, kidId, date)) return false;
  }
  return true;
}

/**
 * A kid's tasks on a day of the week in view: as stored once the day was opened; a day still to
 * come shows its routine too (it gets it when it is opened), unless they are away that day; a
 * past day never opened has none.
 */
export function tasksForDay(
  days: DayLists,
  templates: Templates | null,
  date: CalendarDate,
  today: CalendarDate,
  kidId: string,
  away: AwayList = [],
): readonly Task[] {
  const stored = tasksOf(days, date, kidId);
  const seeded = days[date]?.seeded !== null && days[date]?.seeded !== undefined;
  if (seeded || compareDates(date, today) < 0 || templates === null) return stored;
  if (isAway(away, kidId, date)) return stored;
  return [...stored, ...routineFor(templates, kidId, date)];
}
