/**
 * A kid's settled total (docs/design.md "Rewards"): the stars of their settled weeks from `from`
 * up to `before` in one number, stored at `rewards/settledTotal/{kidId}`, so opening the balance
 * reads one total and the few weeks after it instead of every week the family has had. Any
 * device writes it from the settled weeks it read: the same weeks and the same week of today give
 * the same total, so two devices writing one write the same.
 */
import { addDays, compareDates, parseCalendarDate, type CalendarDate } from '../calendar';
import { lastSettledWeek, weekStartOf, type SettledWeeks } from './earnedStars';
import { MAX_CHECKPOINT_STARS } from './limits';
import { weekdayOf } from './schedule';

/** The stars of a kid's settled weeks from the week of `from` to the week before `before`. */
export interface SettledTotal {
  /** The Monday of the first week it counts: the kid's first settled week. */
  from: CalendarDate;
  /** The Monday after the last week it counts; the weeks from it on are read one by one. */
  before: CalendarDate;
  stars: number;
}

/**
 * A total ends at least this many weeks before the week it is written in: a correction of a day
 * in those weeks (yesterday's forgotten task, the most common) leaves every total alone.
 */
export const TOTAL_LAG_WEEKS = 4;

/** A total is written, or moved on, once this many more weeks could be in it. */
export const TOTAL_ADVANCE_WEEKS = 8;

/** The latest Monday a total written on `today` may end at (its `before`). */
export const totalCut = (today: CalendarDate): CalendarDate =>
  addDays(weekStartOf(today), -7 * TOTAL_LAG_WEEKS);

const isMonday = (date: CalendarDate | null): date is CalendarDate =>
  date !== null && weekdayOf(date) === 1;

/** A total as stored, or `null` for anything that is not one (then the weeks are read whole). */
export function parseSettledTotal(value: unknown): SettledTotal | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields = value as Record<string, unknown>;
  const from = typeof fields.from === 'string' ? parseCalendarDate(fields.from) : null;
  const before = typeof fields.before === 'string' ? parseCalendarDate(fields.before) : null;
  const { stars } = fields;
  if (!isMonday(from) || !isMonday(before) || compareDates(from, before) >= 0) return null;
  if (typeof stars !== 'number' || !Number.isInteger(stars)) return null;
  if (stars < 0 || stars > MAX_CHECKPOINT_STARS) return null;
  return { from, before, stars };
}

/** Each kid's total as stored; a kid whose total is not one has none. */
export function parseSettledTotals(value: unknown): Record<string, SettledTotal> {
  const totals: Record<string, SettledTotal> = {};
  if (typeof value !== 'object' || value === null) return totals;
  for (const [kidId, stored] of Object.entries(value)) {
    const total = parseSettledTotal(stored);
    if (total !== null) totals[kidId] = total;
  }
  return totals;
}

/** The weeks at or after a total's `before`: those read one by one beside it. */
export function weeksAfterTotal(weeks: SettledWeeks, total: SettledTotal | null): SettledWeeks {
  if (total === null) return weeks;
  return Object.fromEntries(
    Object.entries(weeks).filter(
      ([monday]) => compareDates(monday as CalendarDate, total.before) >= 0,
    ),
  );
}

/** The last week settled, the total's included: `null` when none is. */
export function lastSettledOf(
  weeks: SettledWeeks,
  total: SettledTotal | null,
): CalendarDate | null {
  const last = lastSettledWeek(weeksAfterTotal(weeks, total));
  return last ?? (total === null ? null : addDays(total.before, -7));
}

/** The first week settled, the total's included: `null` when none is. */
export function firstSettledOf(
  weeks: SettledWeeks,
  total: SettledTotal | null,
): CalendarDate | null {
  if (total !== null) return total.from;
  const mondays = Object.keys(weeks) as CalendarDate[];
  return mondays.length === 0 ? null : mondays.reduce((a, b) => (compareDates(a, b) <= 0 ? a : b));
}

/**
 * The total to write for a kid seen on `today`, or `null`: every week from the total's `before`
 * (or the kid's first settled week) up to `totalCut(today)` settled, with no gap, and at least
 * `TOTAL_ADVANCE_WEEKS` of them. Its `before` is the cut, so the same weeks and the same week of
 * today give the same total on any device.
 */
export function totalToWrite(
  weeks: SettledWeeks,
  total: SettledTotal | null,
  today: CalendarDate,
): SettledTotal | null {
  const start = total?.before ?? firstSettledOf(weeks, null);
  if (start === null) return null;
  const cut = totalCut(today);
  let stars = total?.stars ?? 0;
  let count = 0;
  for (let monday = start; compareDates(monday, cut) < 0; monday = addDays(monday, 7)) {
    const counted = weeks[monday];
    if (counted === undefined) return null;
    stars += counted;
    count += 1;
  }
  if (count < TOTAL_ADVANCE_WEEKS || stars > MAX_CHECKPOINT_STARS) return null;
  return { from: total?.from ?? start, before: cut, stars };
}

/**
 * Whether a change to `date`'s ticks, seen on `today`, may have made a kid's total wrong: a day
 * before the latest cut a total can have been written with. Such a change removes the total with
 * the weeks it clears, and the weeks are read whole until a total is written again.
 */
export const clearsTotal = (date: CalendarDate, today: CalendarDate): boolean =>
  compareDates(weekStartOf(date), totalCut(today)) < 0;

/** A total as stored. */
export const settledTotalValue = ({ from, before, stars }: SettledTotal) => ({
  from,
  before,
  stars,
});
