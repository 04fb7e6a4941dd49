/**
 * The stars a kid earned, one per ticked task as the Week view counts them (`stars.ts`), read
 * without the whole history (docs/design.md "Rewards"): each week that is over is settled once
 * into a count (`settled/{kidId}/{weekStart}`), so opening the balance reads the settled counts,
 * which grow with weeks, and only the days after the last settled week.
 */
import {
  addDays,
  compareDates,
  FIRST_DATE,
  parseCalendarDate,
  type CalendarDate,
} from '../calendar';
import { MAX_SETTLED_WEEK_STARS } from './limits';
import { weekdayOf } from './schedule';
import { starsOn, weekDays, weekStart, type DayLists } from './stars';

/**
 * The most weeks of days read at once while settling: a family with years of days and nothing
 * settled reads and settles them a window at a time, never all in one read.
 */
export const SETTLE_WINDOW_WEEKS = 26;

/** A kid's settled weeks: the stars earned in each, by the week's Monday. */
export type SettledWeeks = Partial<Record<CalendarDate, number>>;

/** The Monday of the ISO week holding `date`. */
export const weekStartOf = (date: CalendarDate): CalendarDate => weekStart(date);

/** A kid's settled weeks as stored: keys that are no Monday, or counts out of bounds, are skipped. */
export function parseSettled(value: unknown): SettledWeeks {
  const settled: SettledWeeks = {};
  if (typeof value !== 'object' || value === null) return settled;
  for (const [key, stars] of Object.entries(value)) {
    const monday = parseCalendarDate(key);
    if (monday === null || weekdayOf(monday) !== 1) continue;
    if (!Number.isInteger(stars) || stars < 0 || stars > MAX_SETTLED_WEEK_STARS) continue;
    settled[monday] = stars as number;
  }
  return settled;
}

/** The latest settled week's Monday, or `null` when none is. */
export function lastSettledWeek(settled: SettledWeeks): CalendarDate | null {
  const weeks = Object.keys(settled) as CalendarDate[];
  return weeks.length === 0 ? null : weeks.reduce((a, b) => (compareDates(a, b) >= 0 ? a : b));
}

/**
 * The first day not settled: the Monday after the last settled week; with none settled, the
 * Monday of `from` (the first day a family's lists may hold).
 */
export function firstUnsettledDay(
  lastSettled: CalendarDate | null,
  from: CalendarDate = FIRST_DATE,
): CalendarDate {
  return lastSettled === null ? weekStartOf(from) : addDays(lastSettled, 7);
}

/**
 * The complete weeks after the last settled one and before this week, by Monday: the weeks that
 * can be settled now. Settling them all in one write leaves no gap behind the last settled week.
 */
export function weeksToSettle(
  lastSettled: CalendarDate | null,
  today: CalendarDate,
  from: CalendarDate = FIRST_DATE,
): CalendarDate[] {
  const thisWeek = weekStartOf(today);
  const weeks: CalendarDate[] = [];
  for (
    let monday = firstUnsettledDay(lastSettled, from);
    compareDates(monday, thisWeek) < 0;
    monday = addDays(monday, 7)
  ) {
    weeks.push(monday);
  }
  return weeks;
}

/**
 * Each week's count, from its days. The same days give the same counts on any device, so two
 * devices settling a week write the same number: settling is idempotent.
 */
export function settleWeeks(
  days: DayLists,
  weeks: readonly CalendarDate[],
  kidId: string,
): SettledWeeks {
  return Object.fromEntries(
    weeks.map((monday) => [monday, starsOn(days, weekDays(monday), kidId)]),
  );
}

/**
 * Stars earned: the settled weeks' counts, and the ticked tasks of the days given whose week is
 * not settled (a day of a settled week is counted by its week, never twice).
 */
export function earnedFrom(settled: SettledWeeks, unsettledDays: DayLists, kidId: string): number {
  let earned = 0;
  for (const stars of Object.values(settled)) earned += stars ?? 0;
  const dates = (Object.keys(unsettledDays) as CalendarDate[]).filter(
    (date) => settled[weekStartOf(date)] === undefined,
  );
  return earned + starsOn(unsettledDays, dates, kidId);
}

/**
 * The Mondays whose settled stars a change to `date` may have made wrong, seen on `today`: from
 * `date`'s week to last week (this week is never settled). None for today or a day to come.
 */
export function weeksUnsettledBy(date: CalendarDate, today: CalendarDate): CalendarDate[] {
  const thisWeek = weekStartOf(today);
  const weeks: CalendarDate[] = [];
  for (
    let monday = weekStartOf(date);
    compareDates(monday, thisWeek) < 0;
    monday = addDays(monday, 7)
  ) {
    weeks.push(monday);
  }
  return weeks;
}
