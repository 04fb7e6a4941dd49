/**
 * From what the rewards' listeners heard to each kid's balance (docs/design.md "Rewards"): which
 * days to read (from the first day not settled, so opening reads weeks, not years of tasks),
 * which weeks that are over to settle, and each kid's stars earned and rewards.
 */
import { compareDates, FIRST_DATE, type CalendarDate } from '../calendar';
import {
  earnedFrom,
  firstUnsettledDay,
  lastSettledWeek,
  settleWeeks,
  weeksToSettle,
  weekStartOf,
} from '../domain/earnedStars';
import { rewardsOf, type KidRewards } from '../domain/rewardBalance';
import type { DayLists } from '../domain/stars';
import type { RewardsContext, SettledByKid } from './rewardsTypes';

type Sources = Pick<RewardsContext, 'kidIds' | 'settled' | 'today'>;

const earliest = (dates: readonly CalendarDate[]): CalendarDate | null =>
  dates.length === 0 ? null : dates.reduce((a, b) => (compareDates(a, b) <= 0 ? a : b));

/** Every Monday some kid of the family has settled. */
const settledMondays = ({ kidIds, settled }: Sources): CalendarDate[] =>
  kidIds.flatMap((kidId) => Object.keys(settled?.[kidId] ?? {}) as CalendarDate[]);

/**
 * A kid's first day not settled: the Monday after their last settled week; for a kid with none,
 * the family's first settled week (another kid's), or the first date kept when none is.
 */
export function unsettledFromOf(sources: Sources, kidId: string): CalendarDate {
  const familyFrom = earliest(settledMondays(sources)) ?? FIRST_DATE;
  return firstUnsettledDay(lastSettledWeek(sources.settled?.[kidId] ?? {}), familyFrom);
}

/** The days the listener reads: from the earliest kid's first day not settled, to today. */
export function daysRangeOf(sources: Sources): { from: CalendarDate; to: CalendarDate } {
  const from = earliest(sources.kidIds.map((kidId) => unsettledFromOf(sources, kidId)));
  return { from: from ?? weekStartOf(sources.today), to: sources.today };
}

/** The days from `from` to `to`, of those given. */
function daysBetween(days: DayLists, from: CalendarDate, to: CalendarDate): DayLists {
  const kept: DayLists = {};
  for (const [date, list] of Object.entries(days) as [CalendarDate, DayLists[CalendarDate]][]) {
    if (compareDates(date, from) >= 0 && compareDates(date, to) <= 0) kept[date] = list;
  }
  return kept;
}

/**
 * The weeks that are over and not settled yet, with each kid's count, once the days heard cover
 * them: a kid with nothing settled starts at the family's first settled week, or at the first
 * day the family has. Empty when there is nothing to write.
 */
export function weeksToWriteOf(
  context: Pick<RewardsContext, 'kidIds' | 'settled' | 'today' | 'days' | 'heardFrom'>,
): SettledByKid {
  const { kidIds, settled, today, days, heardFrom } = context;
  if (settled === null || days === null || heardFrom === null) return {};
  const familyFrom =
    earliest(settledMondays(context)) ?? earliest(Object.keys(days) as CalendarDate[]);
  if (familyFrom === null) return {};
  const weeks: SettledByKid = {};
  for (const kidId of kidIds) {
    const mondays = weeksToSettle(lastSettledWeek(settled[kidId] ?? {}), today, familyFrom);
    const [first] = mondays;
    // Only weeks whose every day was read: another range is on its way otherwise.
    if (first === undefined || compareDates(first, heardFrom) < 0) continue;
    weeks[kidId] = settleWeeks(days, mondays, kidId);
  }
  return weeks;
}

/** Whether there are weeks to settle now. */
export const hasWeeksToWrite = (context: Parameters<typeof weeksToWriteOf>[0]): boolean =>
  Object.keys(weeksToWriteOf(context)).length > 0;

/** The settled weeks with those just written laid over them. */
export function withSettled(settled: SettledByKid | null, written: SettledByKid): SettledByKid {
  const merged: SettledByKid = { ...settled };
  for (const [kidId, weeks] of Object.entries(written)) {
    merged[kidId] = { ...merged[kidId], ...weeks };
  }
  return merged;
}

/**
 * Each kid's rewards, once the catalogue, the ledgers, the settled weeks and the days are all
 * heard: stars earned are their settled weeks and their days after them, up to today.
 */
export function kidsRewardsOf(
  context: Pick<RewardsContext, 'kidIds' | 'settled' | 'today' | 'days' | 'catalogue' | 'ledger'>,
): Record<string, KidRewards> {
  const { catalogue, ledger, settled, days, today } = context;
  if (catalogue === null || ledger === null || settled === null || days === null) return {};
  return Object.fromEntries(
    context.kidIds.map((kidId) => {
      const unsettled = daysBetween(days, unsettledFromOf(context, kidId), today);
      const earned = earnedFrom(settled[kidId] ?? {}, unsettled, kidId);
      return [kidId, rewardsOf(kidId, { catalogue, ledger: ledger[kidId] ?? [], earned })];
    }),
  );
}
