/**
 * From what the rewards' listeners heard to each kid's balance (docs/design.md "Rewards"): which
 * days to read (from the first day not settled, so opening reads weeks, not years of tasks, and
 * at most a window of weeks at a time) and which weeks that are over to settle; each kid's
 * balance from them is `rewardsDerive.ts`.
 */
import { addDays, compareDates, FIRST_DATE, type CalendarDate } from '../calendar';
import {
  SETTLE_WINDOW_WEEKS,
  firstUnsettledDay,
  settleWeeks,
  weeksToSettle,
  weekStartOf,
} from '../domain/earnedStars';
import {
  firstSettledOf,
  lastSettledOf,
  totalToWrite,
  weeksAfterTotal,
} from '../domain/settledTotal';
import type { DayLists } from '../domain/stars';
import type {
  DaysSpan,
  RewardsContext,
  SettledByKid,
  SettleOutput,
  TotalsByKid,
} from './rewardsTypes';

type Sources = Pick<RewardsContext, 'kidIds' | 'settled' | 'totals' | 'today' | 'scanned'>;

const earliest = (dates: readonly CalendarDate[]): CalendarDate | null =>
  dates.length === 0 ? null : dates.reduce((a, b) => (compareDates(a, b) <= 0 ? a : b));

/** A kid's settled weeks as read and their total. */
export const settledOf = (
  { settled, totals }: Pick<Sources, 'settled' | 'totals'>,
  kidId: string,
) => [settled?.[kidId] ?? {}, totals[kidId] ?? null] as const;

/** Each kid's first settled week (their total's first, when they have one). */
const settledMondays = (sources: Pick<Sources, 'kidIds' | 'settled' | 'totals'>): CalendarDate[] =>
  sources.kidIds.flatMap((kidId) => firstSettledOf(...settledOf(sources, kidId)) ?? []);

/**
 * A kid's first day not settled: the Monday after their last settled week (their total's, when
 * none is read after it); for a kid with none, the family's first settled week (another kid's),
 * or the first date kept when none is.
 */
export function unsettledFromOf(sources: Sources, kidId: string): CalendarDate {
  const familyFrom = earliest(settledMondays(sources)) ?? FIRST_DATE;
  return firstUnsettledDay(lastSettledOf(...settledOf(sources, kidId)), familyFrom);
}

/**
 * The days the listener reads: from the earliest kid's first day not settled (or past the days
 * already read and found empty from there), to today, or to the end of a window of
 * `SETTLE_WINDOW_WEEKS` whole weeks when today is further: once the window's weeks are settled,
 * or it held no day, the next window is read.
 */
export function daysRangeOf(sources: Sources): DaysSpan {
  const { scanned, today } = sources;
  const unsettled = earliest(sources.kidIds.map((kidId) => unsettledFromOf(sources, kidId)));
  if (unsettled === null) return { from: weekStartOf(today), to: today };
  const from = scanned !== null && isWithin(unsettled, scanned) ? scanned.to : unsettled;
  const windowEnd = addDays(from, SETTLE_WINDOW_WEEKS * 7 - 1);
  return { from, to: compareDates(windowEnd, today) < 0 ? windowEnd : today };
}

/** `date` is in `span`, its end day excluded: from `span.from` on, and before `span.to`. */
const isWithin = (date: CalendarDate, span: DaysSpan): boolean =>
  compareDates(span.from, date) <= 0 && compareDates(date, span.to) < 0;

/**
 * The days found empty once the range read held none, in a family with nothing settled: a window
 * of years before the family began. Joined to those found before when it follows them. (Once a
 * week is settled, the empty weeks after it are settled as weeks of no stars instead.)
 */
export function scannedAfter(
  scanned: DaysSpan | null,
  range: DaysSpan,
  today: CalendarDate,
): DaysSpan | null {
  // The last range, reaching today, is read again as days come: it is never skipped.
  if (compareDates(range.to, today) >= 0) return scanned;
  const to = addDays(range.to, 1);
  const follows = scanned !== null && compareDates(scanned.to, range.from) === 0;
  return { from: follows ? scanned.from : range.from, to };
}

/** Some kid of the family has a settled week: the family's first days are found. */
export const hasSettledWeeks = (sources: Sources): boolean => settledMondays(sources).length > 0;

/** The days from `from` to `to`, of those given. */
export function daysBetween(days: DayLists, from: CalendarDate, to: CalendarDate): DayLists {
  const kept: DayLists = {};
  for (const [date, list] of Object.entries(days) as [CalendarDate, DayLists[CalendarDate]][]) {
    if (compareDates(date, from) >= 0 && compareDates(date, to) <= 0) kept[date] = list;
  }
  return kept;
}

/**
 * The weeks that are over and not settled yet, with each kid's count, once the days heard cover
 * them: a kid with nothing settled starts at the family's first settled week, or at the first
 * day the family has (the days before the range heard were found empty); only weeks that end
 * inside the range heard. Empty when there is nothing to write.
 */
export function weeksToWriteOf(
  context: Pick<
    RewardsContext,
    'kidIds' | 'settled' | 'totals' | 'today' | 'days' | 'heardFrom' | 'daysRange' | 'scanned'
  >,
): SettledByKid {
  const { kidIds, settled, today, days, daysRange, heardFrom } = context;
  if (settled === null || days === null || heardFrom === null || daysRange === null) return {};
  const familyFrom =
    earliest(settledMondays(context)) ?? earliest(Object.keys(days) as CalendarDate[]);
  if (familyFrom === null) return {};
  const weeks: SettledByKid = {};
  for (const kidId of kidIds) {
    const last = lastSettledOf(...settledOf(context, kidId));
    const mondays = weeksToSettle(last, today, familyFrom).filter(
      (monday) => compareDates(addDays(monday, 6), daysRange.to) <= 0,
    );
    const [first] = mondays;
    // Only weeks whose every day was read: another range is on its way otherwise.
    if (first === undefined || compareDates(first, heardFrom) < 0) continue;
    weeks[kidId] = settleWeeks(days, mondays, kidId);
  }
  return weeks;
}

/**
 * The totals to write: each kid's moved on once `TOTAL_ADVANCE_WEEKS` more settled weeks, with
 * no gap, could be in it (`totalToWrite`). Only once the settled weeks are heard.
 */
export function totalsToWriteOf(
  context: Pick<RewardsContext, 'kidIds' | 'settled' | 'totals' | 'today'>,
): TotalsByKid {
  const totals: TotalsByKid = {};
  if (context.settled === null) return totals;
  for (const kidId of context.kidIds) {
    const total = totalToWrite(...settledOf(context, kidId), context.today);
    if (total !== null) totals[kidId] = total;
  }
  return totals;
}

/**
 * What to settle now: the weeks that are over and not settled, and the totals moved on over the
 * weeks settled with them, in one update.
 */
export function settlingOf(context: Parameters<typeof weeksToWriteOf>[0]): SettleOutput {
  const weeks = weeksToWriteOf(context);
  const settled = withSettled(context, { weeks, totals: {} });
  return { weeks, totals: totalsToWriteOf({ ...context, ...settled }) };
}

/** Whether there are weeks to settle, or totals to move on, now. */
export const hasWeeksToWrite = (context: Parameters<typeof weeksToWriteOf>[0]): boolean => {
  const { weeks, totals } = settlingOf(context);
  return Object.keys(weeks).length > 0 || Object.keys(totals).length > 0;
};

/**
 * The settled weeks and totals with those just written laid over them: a kid's weeks a new
 * total counts are then in it, as the listener will read them.
 */
export function withSettled(
  { settled, totals }: Pick<RewardsContext, 'settled' | 'totals'>,
  written: SettleOutput,
): Pick<RewardsContext, 'settled' | 'totals'> {
  const merged: SettledByKid = { ...settled };
  for (const [kidId, weeks] of Object.entries(written.weeks)) {
    merged[kidId] = { ...merged[kidId], ...weeks };
  }
  for (const [kidId, total] of Object.entries(written.totals)) {
    merged[kidId] = weeksAfterTotal(merged[kidId] ?? {}, total);
  }
  return { settled: merged, totals: { ...totals, ...written.totals } };
}
